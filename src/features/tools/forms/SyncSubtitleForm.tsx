import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { useGetSyncCandidatesQuery } from '../../../api/subtitles';
import { Selector, SwitchField } from '../../../components';
import { FORM_TOOLS } from '../../../api/subtitleToolActions';
import type { ToolFile } from '../toolFiles';
import { useQueueModifications } from '../useQueueModifications';
import { referenceOptions } from './syncReferences';
import { ToolFormButtons } from './ToolFormButtons';
import type { ToolFormProps } from './toolFormProps';

/** The choices Bazarr's subtitle settings offer for the maximum offset. */
export const MAX_OFFSET_OPTIONS = [60, 120, 300, 600].map((seconds) => ({
  value: seconds,
  label: `${seconds} seconds`,
}));

export const syncSchema = z.object({
  reference: z.optional(z.string()),
  maxOffsetSeconds: z.optional(z.number()),
  noFixFramerate: z.boolean(),
  gss: z.boolean(),
});

type SyncValues = z.input<typeof syncSchema>;

/** The reference tracks of the one selected file (none to choose from when several are selected). */
function useReferences(files: readonly ToolFile[]) {
  const single = files.length === 1 ? files[0] : undefined;
  const candidates = useGetSyncCandidatesQuery(
    single
      ? {
          subtitlesPath: single.path,
          ...(single.target.kind === 'episode'
            ? { sonarrEpisodeId: single.target.episodeId }
            : { radarrMovieId: single.target.radarrId }),
        }
      : { subtitlesPath: '' },
    { skip: !single },
  );
  return { single: single !== undefined, options: referenceOptions(candidates.data) };
}

/** Sync: aligns the selected files with the video, or with a chosen reference track. */
export function SyncSubtitleForm({ files, onDone, ...back }: ToolFormProps) {
  const queue = useQueueModifications();
  const references = useReferences(files);
  const { control, handleSubmit } = useForm<SyncValues, unknown, z.output<typeof syncSchema>>({
    resolver: zodResolver(syncSchema),
    defaultValues: { noFixFramerate: false, gss: false },
  });

  const submit = handleSubmit(({ reference, maxOffsetSeconds, noFixFramerate, gss }) => {
    queue(FORM_TOOLS.sync.taskName, files, 'sync', {
      reference,
      max_offset_seconds: maxOffsetSeconds,
      no_fix_framerate: noFixFramerate,
      gss,
    });
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Controller
          control={control}
          name="reference"
          render={({ field }) => (
            <Selector
              label="Reference"
              placeholder="Default: choose automatically within video file"
              options={references.options}
              value={field.value ?? null}
              onChange={(reference) => field.onChange(reference ?? undefined)}
              clearable
              disabled={!references.single || references.options.length === 0}
              description={
                references.single
                  ? undefined
                  : 'A reference can be chosen when a single file is selected.'
              }
            />
          )}
        />
        <Controller
          control={control}
          name="maxOffsetSeconds"
          render={({ field }) => (
            <Selector
              label="Max Offset Seconds"
              placeholder="Default (from the Subtitles settings)"
              options={MAX_OFFSET_OPTIONS}
              value={field.value ?? null}
              onChange={(seconds) => field.onChange(seconds ?? undefined)}
              clearable
            />
          )}
        />
        <Controller
          control={control}
          name="noFixFramerate"
          render={({ field }) => (
            <SwitchField label="No Fix Framerate" checked={field.value} onChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="gss"
          render={({ field }) => (
            <SwitchField
              label="Use Golden-Section Search"
              checked={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <ToolFormButtons {...back} startLabel="Sync" />
      </Stack>
    </form>
  );
}
