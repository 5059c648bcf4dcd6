import { Button, Heading, Spacer, Text, VisuallyHidden } from '@chakra-ui/react';
import { BrushCleaning, Check } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import {
  PageContainer,
  Toolbar,
  type DataTableColumn,
  type RowKey,
  type RowSelection,
} from '../../../components';
import { LibraryCleanup } from '../../cleanup';
import type { LibraryItem, LibraryKind } from '../libraryKinds';
import type { SortOption } from '../controls/SortSelect';
import { LibraryList } from '../LibraryList';
import type { SortValues } from '../libraryView';
import { useEditorListState } from './useEditorListState';
import { ChangeProfileMenu } from './ChangeProfileMenu';
import { stageProfile, StagedProfilesContext, type StagedProfiles } from './stagedProfiles';
import { useGoBack } from './useGoBack';

export interface MassEditorProps<Item extends LibraryItem> {
  kind: LibraryKind<Item>;
  /** Stable (module level). */
  columns: readonly DataTableColumn<Item>[];
  sortValues: SortValues<Item>;
  sortOptions: readonly SortOption[];
  chunkSize?: number;
}

/**
 * docs/behaviour.md §4 mass editor: select rows (select-all takes every row of every page), stage a profile for them with
 * 'Change Profile' (shown on the rows), 'Save' sends the staged changes in one request and goes back,
 * 'Cancel' goes back without sending anything. 'Clean Up Subtitles' previews and deletes the selected items'
 * subtitle files that match a rule (issue #19).
 */
export function MassEditor<Item extends LibraryItem>({
  kind,
  columns,
  sortValues,
  sortOptions,
  chunkSize,
}: MassEditorProps<Item>) {
  const control = useEditorListState(kind, sortValues);
  const [selected, setSelected] = useState<ReadonlySet<RowKey>>(() => new Set());
  const [staged, setStaged] = useState<StagedProfiles>(() => new Map());
  const [cleanupOpen, setCleanupOpen] = useState(false);
  const selectedIds = useMemo(() => [...selected].map(Number), [selected]);
  const { save, saving } = kind.useSaveProfiles();
  const goBack = useGoBack(kind.path);

  const selection = useMemo<RowSelection>(() => ({ selected, onChange: setSelected }), [selected]);
  const choose = useCallback(
    (profileId: number | null) =>
      setStaged((current) => stageProfile(current, [...selected].map(Number), profileId)),
    [selected],
  );
  const submit = async () => {
    const ids = [...staged.keys()];
    try {
      await save(
        ids,
        ids.map((id) => staged.get(id) ?? null),
      );
      goBack();
    } catch {
      // The API layer has shown the error; the changes stay staged to try again.
    }
  };

  return (
    <>
      <Toolbar label={`${kind.plural} mass editor`}>
        <ChangeProfileMenu disabled={selected.size === 0} onChoose={choose} />
        <Button
          size="sm"
          variant="ghost"
          disabled={selected.size === 0}
          onClick={() => setCleanupOpen(true)}
        >
          <BrushCleaning />
          Clean Up Subtitles
        </Button>
        <Text textStyle="sm" color="fg.muted" px="2" aria-live="polite">
          {selected.size} selected
        </Text>
        <Spacer />
        <Button size="sm" variant="outline" onClick={goBack}>
          Cancel
        </Button>
        <Button
          size="sm"
          colorPalette="brand"
          disabled={staged.size === 0}
          loading={saving}
          loadingText="Save"
          onClick={submit}
        >
          <Check />
          Save
        </Button>
      </Toolbar>
      {cleanupOpen && (
        <LibraryCleanup type={kind.type} ids={selectedIds} onClose={() => setCleanupOpen(false)} />
      )}
      <PageContainer>
        <VisuallyHidden>
          <Heading as="h1">{kind.plural} Mass Editor</Heading>
        </VisuallyHidden>
        <StagedProfilesContext.Provider value={staged}>
          <LibraryList
            kind={kind}
            columns={columns}
            sortValues={sortValues}
            sortOptions={sortOptions}
            control={control}
            selection={selection}
            chunkSize={chunkSize}
          />
        </StagedProfilesContext.Provider>
      </PageContainer>
    </>
  );
}
