import { Stack, Text } from '@chakra-ui/react';
import { FORM_TOOLS } from '../../../api/subtitleToolActions';
import { AppModal } from '../../../components';
import { useAppDispatch } from '../../../lib/hooks';
import { queueTasks } from '../../../tasks/tasksSlice';
import { TranslationLanguageForm } from '../../tools/forms/TranslationLanguageForm';
import type { SubtitleTarget } from '../queuedActions/subtitleTarget';
import { trackDescription, trackTask, type EmbeddedTrack } from './embeddedTracks';

export interface TrackTranslateModalProps {
  target: SubtitleTarget;
  track: EmbeddedTrack;
  onClose: () => void;
}

/**
 * Translate from this track (Bazarr 1.6.1): a new subtitle file in the chosen language, made from an embedded
 * track, which Bazarr extracts first. Closes once the task is queued, or on Cancel.
 */
export function TrackTranslateModal({ target, track, onClose }: TrackTranslateModalProps) {
  const dispatch = useAppDispatch();
  return (
    <AppModal
      open
      onClose={onClose}
      title={FORM_TOOLS.translate.title}
      size="xl"
      closeOnOutsideClick={false}
    >
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          From the {trackDescription(track)} of {target.label}
        </Text>
        <TranslationLanguageForm
          onBack={onClose}
          backLabel="Cancel"
          onSubmit={(language) => {
            dispatch(
              queueTasks({
                group: FORM_TOOLS.translate.taskName,
                tasks: [trackTask(target, track, 'translate', language)],
              }),
            );
            onClose();
          }}
        />
      </Stack>
    </AppModal>
  );
}
