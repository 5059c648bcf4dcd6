import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import {
  ANY_LANGUAGE_CUTOFF,
  type Language,
  type LanguageProfile,
} from '../../../../api/schemas/languages';
import { AppModal, ChipsInput, Selector, SwitchField, TextField } from '../../../../components';
import {
  cutoffOptions,
  newItem,
  normalizeProfileTag,
  profileFormSchema,
  type ProfileFormValues,
} from './profileForm';
import { ProfileItemsTable } from './ProfileItemsTable';

interface ProfileEditorProps {
  profile: LanguageProfile;
  enabled: readonly Language[];
  all: readonly Language[];
  onSave: (profile: LanguageProfile) => void;
  onClose: () => void;
}

const FORM_ID = 'languages-profile-editor';

function ProfileEditorForm({ profile, enabled, all, onSave, onClose }: ProfileEditorProps) {
  const {
    register,
    control,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      name: profile.name,
      tag: profile.tag ?? '',
      items: profile.items,
      cutoff: profile.cutoff,
      mustContain: profile.mustContain,
      mustNotContain: profile.mustNotContain,
      originalFormat: profile.originalFormat,
    },
  });
  const items = watch('items');
  const cutoff = watch('cutoff');
  const firstEnabled = enabled[0];

  const submit = handleSubmit((values) => {
    onSave({ ...profile, ...values, name: values.name.trim(), tag: values.tag || null });
    onClose();
  });

  return (
    <form
      id={FORM_ID}
      onSubmit={(event) => {
        // The settings page around the modal is not a form, but keep a submit from travelling up the React tree.
        event.stopPropagation();
        void submit(event);
      }}
      noValidate
    >
      <Stack gap="5">
        <TextField label="Name" {...register('name')} error={errors.name?.message} />
        <Controller
          control={control}
          name="tag"
          render={({ field }) => (
            <TextField
              label="Tag"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={field.value}
              onChange={(event) => field.onChange(normalizeProfileTag(event.target.value))}
              error={errors.tag?.message}
              description="Series and movies with this tag in Sonarr or Radarr get this profile when tag-based selection is on."
            />
          )}
        />

        <Stack gap="3">
          <Heading as="h3" size="sm">
            Languages
          </Heading>
          <Controller
            control={control}
            name="items"
            render={({ field }) => (
              <ProfileItemsTable
                items={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  // A cutoff pointing at a removed item would point at nothing.
                  if (
                    cutoff !== null &&
                    cutoff !== ANY_LANGUAGE_CUTOFF &&
                    !next.some((item) => item.id === cutoff)
                  ) {
                    setValue('cutoff', null);
                  }
                }}
                cutoff={cutoff}
                enabled={enabled}
                all={all}
              />
            )}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={firstEnabled === undefined}
            onClick={() =>
              firstEnabled &&
              setValue('items', [...items, newItem(items, firstEnabled.code2)], {
                shouldValidate: errors.items !== undefined,
              })
            }
          >
            <Plus />
            Add Language
          </Button>
          {errors.items?.message && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {errors.items.message}
            </Text>
          )}
          <Controller
            control={control}
            name="cutoff"
            render={({ field }) => (
              <Selector
                lazy
                label="Cutoff"
                options={cutoffOptions(items)}
                value={field.value}
                onChange={field.onChange}
                clearable
                placeholder="No cutoff"
                description="Stop searching once a subtitle of the highlighted languages is available ('Any': of any of them)."
              />
            )}
          />
        </Stack>

        <Stack gap="3">
          <Heading as="h3" size="sm">
            Release Info
          </Heading>
          <Controller
            control={control}
            name="mustContain"
            render={({ field }) => (
              <ChipsInput
                label="Must contain"
                value={field.value}
                onChange={field.onChange}
                description="Subtitles release info must include one of those words or they will be excluded from search results (regex supported)."
              />
            )}
          />
          <Controller
            control={control}
            name="mustNotContain"
            render={({ field }) => (
              <ChipsInput
                label="Must not contain"
                value={field.value}
                onChange={field.onChange}
                description="Subtitles release info including one of those words (case insensitive) will be excluded from search results (regex supported)."
              />
            )}
          />
        </Stack>

        <Stack gap="3">
          <Heading as="h3" size="sm">
            Subtitles
          </Heading>
          <Controller
            control={control}
            name="originalFormat"
            render={({ field }) => (
              <SwitchField
                label="Use Original Format"
                checked={field.value}
                onChange={field.onChange}
                description="Download subtitle file without format conversion"
              />
            )}
          />
        </Stack>
      </Stack>
    </form>
  );
}

/**
 * 'Edit Languages Profile' (docs/behaviour.md §2, §5): its Save checks the rules and hands the profile back; the settings page
 * stages it, and the page's own Save posts the profile list.
 */
export function ProfileEditorModal({
  profile,
  ...rest
}: Omit<ProfileEditorProps, 'profile'> & { profile: LanguageProfile | null }) {
  return (
    <AppModal
      open={profile !== null}
      onClose={rest.onClose}
      title="Edit Languages Profile"
      size="xl"
      closeOnOutsideClick={false}
      footer={
        <Button type="submit" form={FORM_ID} colorPalette="brand">
          Save
        </Button>
      }
    >
      {profile && <ProfileEditorForm key={profile.profileId} profile={profile} {...rest} />}
    </AppModal>
  );
}
