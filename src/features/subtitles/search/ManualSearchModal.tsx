import { Alert, Button, Code, Stack, Text } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import {
  useLazyGetEpisodeSearchResultsQuery,
  useLazyGetMovieSearchResultsQuery,
} from '../../../api/providers';
import type { SearchResult } from '../../../api/schemas/providers';
import { AppModal, DataTable, PathText, queryErrorText } from '../../../components';
import type { SubtitleTarget } from '../queuedActions/subtitleTarget';
import { useSubtitleTasks } from '../queuedActions/useSubtitleTasks';
import { resultColumns, resultKey } from './resultColumns';
import { useResultLayout } from './useResultLayout';
import { useStaleResultsCheck } from './useStaleResultsCheck';
import { ResultFiltersBar } from './ResultFiltersBar';
import {
  bestFirst,
  filterResults,
  hasFilters,
  NO_FILTERS,
  type ResultFilters,
} from './resultFilters';

export interface ManualSearchModalProps {
  open: boolean;
  onClose: () => void;
  target: SubtitleTarget;
  /** The video file, shown so the user knows what is searched for. */
  path: string;
  sceneName: string | null;
}

/** docs/behaviour.md §9: placeholder rows while searching. */
const PLACEHOLDER_ROWS = 10;
const BEST_FIRST = { columnId: 'score', direction: 'desc' } as const;

/** The interactive search of the target's kind; nothing is asked until `search` is called. */
function useManualSearch(target: SubtitleTarget) {
  const [searchEpisode, episodeResult] = useLazyGetEpisodeSearchResultsQuery();
  const [searchMovie, movieResult] = useLazyGetMovieSearchResultsQuery();
  const id = target.kind === 'episode' ? target.episodeId : target.radarrId;
  const search = useCallback(
    () => (target.kind === 'episode' ? searchEpisode(id) : searchMovie(id)),
    [target.kind, id, searchEpisode, searchMovie],
  );
  return { search, result: target.kind === 'episode' ? episodeResult : movieResult };
}

/** docs/behaviour.md §4: Search, then Searching while the providers are asked, then Search Again. */
export function searchButtonText(started: boolean, fetching: boolean): string {
  if (fetching) return 'Searching';
  return started ? 'Search Again' : 'Search';
}

function ManualSearchBody({
  target,
  path,
  sceneName,
}: Omit<ManualSearchModalProps, 'open' | 'onClose'>) {
  const { search, result } = useManualSearch(target);
  const tasks = useSubtitleTasks();
  const started = !result.isUninitialized;
  // Local to the modal: closing it (it unmounts) forgets them.
  const [filters, setFilters] = useState<ResultFilters>(NO_FILTERS);
  const results = result.data;
  const shown = useMemo(() => bestFirst(filterResults(results ?? [], filters)), [results, filters]);
  const showFilters = !result.isFetching && !result.isError && (results?.length ?? 0) > 0;

  const layout = useResultLayout();
  // As in Bazarr, the modal stays open, so several results can be fetched; each says it was queued.
  const [queued, setQueued] = useState<ReadonlySet<string>>(() => new Set());
  const stale = useStaleResultsCheck(result.fulfilledTimeStamp);
  const [staleNotice, setStaleNotice] = useState<string | null>(null);
  const columns = useMemo(
    () =>
      resultColumns(
        async (chosen: SearchResult) => {
          // Bazarr 1.5.7+ forgets results after an hour or a restart: search again rather than fail later.
          const reason = await stale();
          setStaleNotice(reason);
          if (reason) {
            void search();
            return;
          }
          tasks.download(target, chosen);
          setQueued((current) => new Set(current).add(resultKey(chosen)));
        },
        layout,
        queued,
      ),
    [tasks, target, layout, queued, stale, search],
  );

  return (
    <Stack gap="4">
      <Alert.Root status="neutral" variant="surface">
        <Alert.Content gap="1">
          <Alert.Title>Resource</Alert.Title>
          <Alert.Description>
            <Text overflowWrap="anywhere">
              <PathText path={path} />
            </Text>
            {sceneName && (
              <Code mt="1" overflowWrap="anywhere">
                <bdi>{sceneName}</bdi>
              </Code>
            )}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {staleNotice && (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{staleNotice}</Alert.Title>
        </Alert.Root>
      )}
      {started &&
        (result.isError && !result.isFetching ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{queryErrorText(result.error)}</Alert.Title>
          </Alert.Root>
        ) : (
          <Stack gap="3">
            {showFilters && results && (
              <ResultFiltersBar
                results={results}
                shown={shown.length}
                filters={filters}
                onChange={setFilters}
              />
            )}
            <DataTable
              label="Search results"
              rows={result.isFetching ? [] : shown}
              columns={columns}
              getRowKey={resultKey}
              loading={result.isFetching}
              placeholderRows={PLACEHOLDER_ROWS}
              defaultSort={BEST_FIRST}
              emptyText={hasFilters(filters) ? 'No result matches the filters' : 'No result'}
            />
          </Stack>
        ))}
      <Button
        colorPalette="brand"
        loading={result.isFetching}
        loadingText="Searching"
        onClick={() => void search()}
      >
        <Search />
        {searchButtonText(started, result.isFetching)}
      </Button>
    </Stack>
  );
}

/** 'Search Subtitles': asks the providers for the target on demand and downloads the chosen result. */
export function ManualSearchModal({ open, onClose, ...body }: ManualSearchModalProps) {
  return (
    <AppModal open={open} onClose={onClose} title="Search Subtitles" size="wide">
      <ManualSearchBody {...body} />
    </AppModal>
  );
}
