import { FORM_TOOLS } from '../../../api/subtitleToolActions';
import { useQueueModifications } from '../useQueueModifications';
import type { ToolFormProps } from './toolFormProps';
import { TranslationLanguageForm } from './TranslationLanguageForm';

/**
 * Translate...: a new subtitle file in the chosen language, from each selected file. Bazarr reads the
 * original language from the file itself; `language` carries the target.
 */
export function TranslationForm({ files, onDone, ...back }: ToolFormProps) {
  const queue = useQueueModifications();
  return (
    <TranslationLanguageForm
      {...back}
      onSubmit={(language) => {
        queue(FORM_TOOLS.translate.taskName, files, 'translate', { language });
        onDone();
      }}
    />
  );
}
