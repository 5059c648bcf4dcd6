import { Stack } from '@chakra-ui/react';
import { ListFilter } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { useAppDispatch } from '../../../lib/hooks';
import { lazyNamed } from '../../../lib/lazyNamed';
import { ToolbarButton } from '../../../components';
import type { PagedList } from '../../../features/lists';
import { ChunkSubscriptions } from '../../../features/library/progressive/ChunkSubscriptions';
import { hasWantedFilters, languagesToSearch } from './wantedFilters';
import { useWantedFilters } from './useWantedFilters';
import { WantedFilterBar } from './WantedFilterBar';
import { queueSearches } from '../wantedSearch';
import { useFilteredWanted } from './useFilteredWanted';
import type { WantedItem, WantedKind } from './wantedKinds';

// Shown only while a filter is set: its progress bar (a state machine) stays out of the page's first download.
const ScanStatus = lazyNamed(() => import('./ScanStatus').then((module) => module.ScanStatus));

export interface WantedFiltering<T> {
  /** The filtered list while a filter is set, else the server's pages. */
  list: PagedList<T>;
  filtered: boolean;
  /** 'Search these': queues the search of what the filters keep. */
  searchThese: ReactNode;
  /** The filter bar, with the count of matches and the reading progress while filtered. */
  filterBar: ReactNode;
}

/**
 * The filters of a wanted list (in the address) and what they change: the rows, the 'Search these' action and
 * the reading of the whole list. `paged` is the unfiltered list, shown while no filter is set.
 */
export function useWantedFiltering<T extends WantedItem>(
  kind: WantedKind<T>,
  paged: PagedList<T>,
): WantedFiltering<T> {
  const dispatch = useAppDispatch();
  const { filters, change } = useWantedFilters(kind.hasSpecials);
  const active = hasWantedFilters(filters);
  const { list, matching, scan } = useFilteredWanted(kind, filters, active);

  // One search per missing language the filters keep (only the filtered language when one is chosen).
  const searchThese = () =>
    dispatch(
      queueSearches(
        matching.flatMap((item) =>
          languagesToSearch(kind.facts(item), filters).map((language) =>
            kind.searchTask(item, language),
          ),
        ),
      ),
    );

  return {
    list: active ? list : paged,
    filtered: active,
    searchThese: active && (
      <ToolbarButton
        icon={<ListFilter />}
        // Only once the whole list is read: then 'these' are all the matches, not the first ones found.
        disabled={!scan.complete || matching.length === 0}
        onClick={searchThese}
      >
        Search these
      </ToolbarButton>
    ),
    filterBar: (
      <Stack gap="2">
        <WantedFilterBar
          noun={kind.noun}
          hasSpecials={kind.hasSpecials}
          filters={filters}
          onChange={change}
        />
        {active && (
          <Suspense fallback={null}>
            <ScanStatus noun={kind.noun} matching={matching.length} scan={scan} />
          </Suspense>
        )}
        <ChunkSubscriptions kind={kind} chunks={scan.activeChunks} attempt={scan.attempt} />
      </Stack>
    ),
  };
}
