import { Button, HStack, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { NotificationProvider } from '../../../api/schemas/settings';
import { AppModal, SearchableSelector, TextAreaField } from '../../../components';
import { ConfirmedRemoveButton } from '../shared/ConfirmedRemoveButton';
import { offeredChoices } from '../shared/offeredChoices';
import { notificationFormSchema, type NotificationFormValues } from './notificationForm';
import { NotificationTestButton } from './NotificationTestButton';

export interface NotificationModalProps {
  /** Every provider of the catalogue. */
  providers: readonly NotificationProvider[];
  /** The provider being edited (its selector is locked), or null to add one. */
  editing: NotificationProvider | null;
  onSave: (provider: NotificationProvider) => void;
  onRemove: (provider: NotificationProvider) => void;
  onClose: () => void;
}

const FORM_ID = 'notification-editor';

/**
 * Adds or edits one notification provider (docs/behaviour.md §4, §5): Save enables it with its URL, Remove disables it;
 * both are staged into the settings form. Mounted for one editing session.
 */
export function NotificationModal({
  providers,
  editing,
  onSave,
  onRemove,
  onClose,
}: NotificationModalProps) {
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<NotificationFormValues>({
    resolver: zodResolver(notificationFormSchema),
    defaultValues: { name: editing?.name ?? null, url: editing?.url ?? '' },
  });
  const options = useMemo(() => {
    const enabled = providers
      .filter((provider) => provider.enabled)
      .map((provider) => provider.name);
    return offeredChoices(
      providers,
      (provider) => provider.name,
      enabled,
      editing?.name ?? null,
    ).map((provider) => ({ value: provider.name, label: provider.name }));
  }, [providers, editing]);

  const submit = handleSubmit(({ name, url }) => {
    const chosen = providers.find((provider) => provider.name === name);
    if (!chosen) return;
    onSave({ ...chosen, enabled: true, url: url.trim() });
    onClose();
  });

  return (
    <AppModal
      open
      onClose={onClose}
      title={editing === null ? 'Add Notification' : 'Edit Notification'}
      closeOnOutsideClick={false}
      footer={
        <HStack w="full" justify="space-between" align="flex-start">
          <NotificationTestButton url={watch('url')} />
          <HStack>
            {editing !== null && (
              <ConfirmedRemoveButton
                label="Remove"
                title={`Remove notification "${editing.name}"?`}
                message="It is turned off when this page is saved."
                onConfirm={() => {
                  onRemove({ ...editing, enabled: false });
                  onClose();
                }}
              />
            )}
            <Button type="submit" form={FORM_ID} colorPalette="brand">
              Save
            </Button>
          </HStack>
        </HStack>
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          // Keep the submit from travelling up the React tree to anything around the modal.
          event.stopPropagation();
          void submit(event);
        }}
      >
        <Stack gap="4">
          <Controller
            control={control}
            name="name"
            render={({ field }) => (
              <SearchableSelector
                label="Provider"
                options={options}
                value={field.value}
                onChange={field.onChange}
                disabled={editing !== null}
                placeholder="Select a provider"
                error={errors.name?.message}
              />
            )}
          />
          <TextAreaField
            label="URL"
            placeholder="e.g. discord://webhook_id/webhook_token"
            description="The Apprise URL of the service, with its credentials"
            autoComplete="off"
            spellCheck={false}
            {...register('url')}
            error={errors.url?.message}
          />
        </Stack>
      </form>
    </AppModal>
  );
}
