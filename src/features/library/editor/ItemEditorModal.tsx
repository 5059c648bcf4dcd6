import { Button, Field, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { AppModal, AudioLanguages, Selector, type SelectorOption } from '../../../components';
import {
  moviesLibrary,
  seriesLibrary,
  type LibraryItem,
  type LibraryKind,
  type LibraryType,
} from '../libraryKinds';
import { useLanguageProfiles } from '../profileNames';
import { itemEditorSchema, type ItemEditorValues } from './itemEditorSchema';

export interface ItemEditorModalProps {
  type: LibraryType;
  /** The series (sonarrSeriesId) or movie (radarrId) to edit; it must be in the store. */
  itemId: number | null | undefined;
  open: boolean;
  onClose: () => void;
}

/**
 * 'Edit Series' / 'Edit Movie': the language profile of one item (docs/behaviour.md §2 'Editor'), saved with the profile
 * mutation; the modal closes when the server accepted it. Usage:
 * `<ItemEditorModal type="series" itemId={series.sonarrSeriesId} open={open} onClose={close} />`.
 */
export function ItemEditorModal({ type, ...rest }: ItemEditorModalProps) {
  // Keyed by type: the two kinds use different hooks.
  return type === 'series' ? (
    <KindEditorModal key="series" kind={seriesLibrary} {...rest} />
  ) : (
    <KindEditorModal key="movie" kind={moviesLibrary} {...rest} />
  );
}

interface KindEditorModalProps<Item extends LibraryItem> extends Omit<
  ItemEditorModalProps,
  'type'
> {
  kind: LibraryKind<Item>;
}

function KindEditorModal<Item extends LibraryItem>({
  kind,
  itemId,
  open,
  onClose,
}: KindEditorModalProps<Item>) {
  const formId = useId();
  const { save, saving } = kind.useSaveProfiles();
  return (
    <AppModal
      open={open}
      onClose={onClose}
      title={`Edit ${kind.noun}`}
      closeOnOutsideClick={false}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            form={formId}
            colorPalette="brand"
            loading={saving}
            loadingText="Save"
          >
            Save
          </Button>
        </>
      }
    >
      <ItemEditorForm
        formId={formId}
        kind={kind}
        itemId={itemId}
        onSave={async (id, profileId) => {
          try {
            await save([id], [profileId]);
            onClose();
          } catch {
            // The API layer has shown the error; the modal stays open to try again.
          }
        }}
      />
    </AppModal>
  );
}

interface ItemEditorFormProps<Item extends LibraryItem> {
  formId: string;
  kind: LibraryKind<Item>;
  itemId: number | null | undefined;
  onSave: (itemId: number, profileId: number | null) => Promise<void>;
}

function ItemEditorForm<Item extends LibraryItem>({
  formId,
  kind,
  itemId,
  onSave,
}: ItemEditorFormProps<Item>) {
  const item = kind.useItem(itemId ?? Number.NaN);
  const profiles = useLanguageProfiles();
  const options = useMemo<SelectorOption<number>[]>(
    () => profiles.map((profile) => ({ value: profile.profileId, label: profile.name })),
    [profiles],
  );
  const values = useMemo<ItemEditorValues>(
    () => ({ itemId: item ? kind.idOf(item) : null, profileId: item?.profileId ?? null }),
    [item, kind],
  );
  const { control, handleSubmit } = useForm<ItemEditorValues>({
    resolver: zodResolver(itemEditorSchema),
    values,
    // A refresh of the item (realtime) must not undo the user's choice.
    resetOptions: { keepDirtyValues: true },
  });

  const submit = handleSubmit(async ({ itemId: id, profileId }) => {
    if (id !== null) await onSave(id, profileId);
  });

  return (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="4">
        {item && (
          <Text fontWeight="semibold" truncate>
            {item.title}
          </Text>
        )}
        {item && item.audio_language.length > 0 && (
          <Field.Root>
            <Field.Label>Audio</Field.Label>
            <AudioLanguages languages={item.audio_language} />
          </Field.Root>
        )}
        <Controller
          control={control}
          name="profileId"
          render={({ field, fieldState }) => (
            <Selector
              label="Languages Profile"
              options={options}
              value={field.value}
              onChange={field.onChange}
              clearable
              placeholder="None"
              error={fieldState.error?.message}
            />
          )}
        />
      </Stack>
    </form>
  );
}
