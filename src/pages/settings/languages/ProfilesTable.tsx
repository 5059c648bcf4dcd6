import { Badge, Button, HStack, Wrap } from '@chakra-ui/react';
import { Plus, Tag, Trash2, Wrench } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { LanguageProfile } from '../../../api/schemas/languages';
import {
  ActionIconButton,
  ConfirmDialog,
  DataTable,
  LanguageBadge,
  type DataTableColumn,
} from '../../../components';
import { HIGHLIGHT_TEXT, isCutoffItem, newProfile } from './profileEditor/profileForm';
import { ProfileEditorModal } from './profileEditor/ProfileEditorModal';
import { useAllLanguages, useEnabledLanguages, useStagedProfiles } from './useLanguageLists';

function ProfileLanguages({ profile }: { profile: LanguageProfile }) {
  return (
    <Wrap gap="1">
      {profile.items.map((item) => {
        const preferred = isCutoffItem(profile.cutoff, item);
        return (
          <LanguageBadge
            key={item.id}
            language={{
              code2: item.language,
              name: item.language,
              hi: item.hi === 'True',
              forced: item.forced === 'True',
            }}
            colorPalette={preferred ? 'brand' : 'gray'}
            variant={preferred ? 'solid' : 'subtle'}
            title={preferred ? HIGHLIGHT_TEXT : undefined}
          />
        );
      })}
    </Wrap>
  );
}

function Words({ words }: { words: readonly string[] }) {
  return (
    <Wrap gap="1">
      {words.map((word, index) => (
        <Badge key={`${word}-${index}`} variant="outline">
          {word}
        </Badge>
      ))}
    </Wrap>
  );
}

/**
 * The Languages Profiles table (docs/behaviour.md §2): edits and removals are staged in the settings form and posted as
 * `languages-profiles` when the page is saved.
 */
export function ProfilesTable() {
  const [profiles, stage] = useStagedProfiles();
  const enabled = useEnabledLanguages();
  const all = useAllLanguages();
  const [editing, setEditing] = useState<LanguageProfile | null>(null);
  const [removing, setRemoving] = useState<LanguageProfile | null>(null);

  const columns = useMemo<DataTableColumn<LanguageProfile>[]>(
    () => [
      { id: 'name', header: 'Name', cell: (profile) => profile.name, width: '25%' },
      {
        id: 'tag',
        header: 'Tag',
        cell: (profile) =>
          profile.tag && (
            <Badge variant="subtle" gap="1">
              <Tag size={12} aria-hidden />
              {profile.tag}
            </Badge>
          ),
        // Phones keep the languages in view; the editor shows the tag.
        hideOnMobile: true,
      },
      {
        id: 'languages',
        header: 'Languages',
        cell: (profile) => <ProfileLanguages profile={profile} />,
      },
      {
        id: 'mustContain',
        header: 'Must contain',
        cell: (profile) => <Words words={profile.mustContain} />,
        hideOnMobile: true,
      },
      {
        id: 'mustNotContain',
        header: 'Must not contain',
        cell: (profile) => <Words words={profile.mustNotContain} />,
        hideOnMobile: true,
      },
      {
        id: 'actions',
        header: '',
        align: 'end',
        cell: (profile) => (
          <HStack gap="0" justify="end">
            <ActionIconButton
              icon={<Wrench />}
              label={`Edit ${profile.name}`}
              onClick={() => setEditing(profile)}
            />
            <ActionIconButton
              icon={<Trash2 />}
              label={`Remove ${profile.name}`}
              colorPalette="red"
              onClick={() => setRemoving(profile)}
            />
          </HStack>
        ),
      },
    ],
    [],
  );

  const save = (profile: LanguageProfile) => {
    const exists = profiles.some((other) => other.profileId === profile.profileId);
    stage(
      exists
        ? profiles.map((other) => (other.profileId === profile.profileId ? profile : other))
        : [...profiles, profile],
    );
  };
  const canAdd = enabled.length > 0;

  return (
    <>
      <DataTable
        label="Languages Profiles"
        rows={profiles}
        columns={columns}
        getRowKey={(profile) => profile.profileId}
        pageSize={0}
        emptyText="No language profiles yet"
      />
      <Button
        variant="outline"
        size="sm"
        disabled={!canAdd}
        onClick={() => setEditing(newProfile(profiles))}
      >
        {canAdd && <Plus />}
        {canAdd ? 'Add New Profile' : 'No Enabled Languages'}
      </Button>
      <ProfileEditorModal
        profile={editing}
        enabled={enabled}
        all={all}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      {removing && (
        <ConfirmDialog
          open
          onClose={() => setRemoving(null)}
          title={`Remove profile "${removing.name}"?`}
          message="The profile is removed when this page is saved."
          confirmLabel="Remove"
          onConfirm={() =>
            stage(profiles.filter((other) => other.profileId !== removing.profileId))
          }
        />
      )}
    </>
  );
}
