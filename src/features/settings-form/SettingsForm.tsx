import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod/mini';
import { PageContainer, QueryState } from '../../components';
import type { SettingCodecs } from './codecs';
import { enterToSave } from './enterToSave';
import { formDefaults, type SettingsFormValues } from './formValues';
import { LeaveGuard } from './LeaveGuard';
import { SaveButton } from './SaveButton';
import { useLiveValidation } from './useLiveValidation';
import { useSaveShortcut } from './useSaveShortcut';
import { useSettingsSave } from './useSettingsSave';
import { useSettingsSources, type SettingsSourcesResult } from './useSettingsSources';

/** A zod schema over the form values by key; a loose object checks only the keys it names. */
export type SettingsSchema = z.ZodMiniType<SettingsFormValues, SettingsFormValues>;

export interface SettingsFormProps {
  /** The page title (an h1). */
  title: string;
  /** Submit hooks (and read transforms) of this screen's keys, beside the built-in ones. Keep it module-level. */
  codecs?: SettingCodecs;
  /**
   * Validation of this screen's keys, run on load and on every change: messages show under the fields and Save
   * stays disabled while one fails. Keep it module-level.
   */
  schema?: SettingsSchema;
  children: ReactNode;
}

function PageTitleBar({ title, actions }: { title: string; actions?: ReactNode }) {
  return (
    <Flex
      position="sticky"
      top="0"
      zIndex="sticky"
      align="center"
      justify="space-between"
      gap="3"
      px={{ base: '2', md: '4' }}
      py="3"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      {actions}
    </Flex>
  );
}

interface LoadedFormProps extends SettingsFormProps {
  sources: SettingsSourcesResult;
  loaded: NonNullable<SettingsSourcesResult['data']>;
}

function LoadedSettingsForm({ title, codecs, schema, sources, loaded, children }: LoadedFormProps) {
  const defaults = useMemo(() => formDefaults(loaded, codecs), [loaded, codecs]);
  const form = useForm<SettingsFormValues>({
    defaultValues: defaults,
    resolver: schema ? zodResolver(schema) : undefined,
  });
  const { changedKeys, save, saving } = useSettingsSave(form, defaults, sources.queries, codecs);
  const invalidFields = useLiveValidation(form, schema !== undefined);
  const canSave = changedKeys.length > 0 && invalidFields === 0 && !saving;
  useSaveShortcut(canSave, () => void save());

  return (
    <FormProvider {...form}>
      <PageTitleBar
        title={title}
        actions={
          <SaveButton
            changes={changedKeys.length}
            invalidFields={invalidFields}
            saving={saving}
            onSave={() => void save()}
          />
        }
      />
      <PageContainer>
        <Stack gap="4" onKeyDown={enterToSave(canSave, () => void save())}>
          {children}
        </Stack>
      </PageContainer>
      {/* While a save is on its way the changes are not lost: leaving is fine. */}
      <LeaveGuard changes={saving ? 0 : changedKeys.length} />
    </FormProvider>
  );
}

/**
 * A settings screen: its title and Save button, and a react-hook-form form over every setting (see README.md).
 * Fields inside (`SettingText`, `SettingSwitch`, ...) bind to keys; Save posts the changed ones.
 */
export function SettingsForm({ title, ...rest }: SettingsFormProps) {
  const sources = useSettingsSources();
  if (sources.data)
    return <LoadedSettingsForm title={title} sources={sources} loaded={sources.data} {...rest} />;
  return (
    <Box>
      <PageTitleBar title={title} />
      <PageContainer>
        {/* A spinner, or the error with Retry. */}
        <QueryState result={sources}>{() => null}</QueryState>
      </PageContainer>
    </Box>
  );
}
