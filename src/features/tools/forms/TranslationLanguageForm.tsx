import { Alert, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { useBackend } from '../../../api/backend/selectBackend';
import { useGetLanguagesQuery } from '../../../api/languages';
import { useSettings } from '../../../api/settings';
import { Selector } from '../../../components';
import { ToolFormButtons } from './ToolFormButtons';
import type { ToolFormBack } from './toolFormProps';
import { TRANSLATION_CODES } from './translationLanguages';
import { translationService } from './translationService';

const LANGUAGE_REQUIRED = 'Please select a language';

export const translationSchema = z.object({
  language: z.string({ error: LANGUAGE_REQUIRED }).check(z.minLength(1, LANGUAGE_REQUIRED)),
});

export interface TranslationLanguageFormProps extends ToolFormBack {
  /** The chosen target language (code2). */
  onSubmit: (language: string) => void;
}

/**
 * The target language of a translation (the form of Translate... on files and of Translate from this track on an
 * embedded track). Says which service translates; the targets are the enabled languages, only those Google
 * Translate knows when it is the service.
 */
export function TranslationLanguageForm({ onSubmit, ...back }: TranslationLanguageFormProps) {
  const languages = useGetLanguagesQuery();
  const service = translationService(useBackend(), useSettings().settings);
  const { googleOnly } = service;
  const options = useMemo(
    () =>
      (languages.data ?? [])
        .filter(
          (language) => language.enabled && (!googleOnly || TRANSLATION_CODES.has(language.code2)),
        )
        .map((language) => ({ value: language.code2, label: language.name })),
    [languages.data, googleOnly],
  );
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof translationSchema>, unknown, z.output<typeof translationSchema>>({
    resolver: zodResolver(translationSchema),
  });

  return (
    <form onSubmit={handleSubmit(({ language }) => onSubmit(language))} noValidate>
      <Stack gap="4">
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{service.name} will be used.</Alert.Description>
            {service.choosable && (
              <Alert.Description>
                You can choose translation service in the subtitles settings.
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
        {googleOnly && (
          <Text textStyle="sm" color="fg.muted">
            Enabled languages not listed here are unsupported by Google Translate.
          </Text>
        )}
        <Controller
          control={control}
          name="language"
          render={({ field }) => (
            <Selector
              label="Language"
              required
              options={options}
              value={field.value ?? null}
              onChange={(language) => field.onChange(language ?? undefined)}
              disabled={languages.isLoading}
              error={errors.language?.message}
            />
          )}
        />
        <ToolFormButtons {...back} />
      </Stack>
    </form>
  );
}
