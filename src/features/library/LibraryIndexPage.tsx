import { ListChecks } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  PageContainer,
  Toolbar,
  ToolbarButton,
  useFixedClass,
  type DataTableColumn,
} from '../../components';
import type { SortOption } from './controls/SortSelect';
import { ItemEditorHost } from './editor/ItemEditorHost';
import { VISUALLY_HIDDEN } from '../../components/styled/VisuallyHidden.looks';
import { TITLE } from './LibraryIndexPage.looks';
import type { LibraryItem, LibraryKind } from './libraryKinds';
import { LibraryList } from './LibraryList';
import type { SortValues } from './libraryView';
import { sectionOf, useListRules } from './listState/listRules';
import { useUrlListState } from './listState/useUrlListState';
import { useLibraryTotal } from './useLibraryTotal';

export interface LibraryIndexPageProps<Item extends LibraryItem> {
  kind: LibraryKind<Item>;
  /** Module level, as the rest: rows are memoized on them. */
  columns: readonly DataTableColumn<Item>[];
  sortValues: SortValues<Item>;
  sortOptions: readonly SortOption[];
  chunkSize?: number;
}

/**
 * /series and /movies: the toolbar with 'Mass Edit' (to `${path}/edit`, with the filters of the list), the
 * whole list as a table or posters, its state in the address, and the item editor its rows open.
 */
export function LibraryIndexPage<Item extends LibraryItem>({
  kind,
  columns,
  sortValues,
  sortOptions,
  chunkSize,
}: LibraryIndexPageProps<Item>) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const control = useUrlListState(sectionOf(kind), useListRules(kind, sortValues));
  // As in Bazarr: nothing to mass edit in an empty library (a filter that hides every row does not count).
  const empty = useLibraryTotal(kind) === 0;
  const hiddenClass = useFixedClass(VISUALLY_HIDDEN);
  const titleClass = useFixedClass(TITLE);
  return (
    <ItemEditorHost type={kind.type}>
      <Toolbar label={`${kind.plural} actions`}>
        <ToolbarButton
          icon={<ListChecks />}
          disabled={empty}
          onClick={() => navigate(`${kind.path}/edit${search}`)}
        >
          Mass Edit
        </ToolbarButton>
      </Toolbar>
      <PageContainer>
        <span className={hiddenClass}>
          <h1 className={`chakra-heading ${titleClass}`}>{kind.plural}</h1>
        </span>
        <LibraryList
          kind={kind}
          columns={columns}
          sortValues={sortValues}
          sortOptions={sortOptions}
          control={control}
          withViews
          chunkSize={chunkSize}
        />
      </PageContainer>
    </ItemEditorHost>
  );
}
