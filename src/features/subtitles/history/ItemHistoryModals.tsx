import { Text } from '@chakra-ui/react';
import { useGetEpisodeHistoryQuery, useGetMovieHistoryQuery } from '../../../api/history';
import type { Paged } from '../../../api/schemas/common';
import type { EpisodeHistoryEntry, MovieHistoryEntry } from '../../../api/schemas/history';
import { AppModal, DataTable, QueryState, type DataTableColumn } from '../../../components';
import type { QueryResultLike } from '../../../components/pageFrame/QueryState';
import {
  episodeBlacklistColumn,
  historyActionColumn,
  historyDetailColumns,
  movieBlacklistColumn,
  useHistoryRowKeys,
  type HistoryEntryBase,
} from '../../history';

/** docs/behaviour.md §9: placeholder rows while one episode's history loads. */
const EPISODE_PLACEHOLDER_ROWS = 5;

const episodeColumns: DataTableColumn<EpisodeHistoryEntry>[] = [
  historyActionColumn,
  ...historyDetailColumns,
  episodeBlacklistColumn,
];
const movieColumns: DataTableColumn<MovieHistoryEntry>[] = [
  historyActionColumn,
  ...historyDetailColumns,
  movieBlacklistColumn,
];
const episodeIdOf = (entry: EpisodeHistoryEntry) => entry.sonarrEpisodeId;
const movieIdOf = (entry: MovieHistoryEntry) => entry.radarrId;
const NO_ENTRIES: never[] = [];

interface HistoryTableProps<Entry extends HistoryEntryBase> {
  label: string;
  result: QueryResultLike<Paged<Entry>>;
  columns: readonly DataTableColumn<Entry>[];
  itemOf: (entry: Entry) => number;
  placeholderRows?: number;
}

/** One item's history: placeholder rows while loading, the error with Retry, else the entries. */
function HistoryTable<Entry extends HistoryEntryBase>({
  label,
  result,
  columns,
  itemOf,
  placeholderRows,
}: HistoryTableProps<Entry>) {
  const entries: readonly Entry[] = result.data?.data ?? NO_ENTRIES;
  const rowKey = useHistoryRowKeys(entries, itemOf);
  const table = (loading: boolean) => (
    <DataTable
      label={label}
      rows={entries}
      columns={columns}
      getRowKey={rowKey}
      loading={loading}
      placeholderRows={placeholderRows}
      emptyText="No history found"
    />
  );
  return (
    <QueryState result={result} loading={table(true)}>
      {() => table(false)}
    </QueryState>
  );
}

function HistoryTitle({ title, itemName }: { title: string; itemName: string }) {
  return (
    <>
      {title}
      <Text as="span" display="block" textStyle="sm" fontWeight="normal" color="fg.muted">
        {itemName}
      </Text>
    </>
  );
}

interface HistoryModalProps {
  open: boolean;
  onClose: () => void;
  /** The item, named under the title. */
  itemName: string;
}

function EpisodeHistoryTable({ episodeId }: { episodeId: number }) {
  const result = useGetEpisodeHistoryQuery({ episodeid: episodeId });
  return (
    <HistoryTable
      label="Episode History"
      result={result}
      columns={episodeColumns}
      itemOf={episodeIdOf}
      placeholderRows={EPISODE_PLACEHOLDER_ROWS}
    />
  );
}

function MovieHistoryTable({ radarrId }: { radarrId: number }) {
  const result = useGetMovieHistoryQuery({ radarrid: radarrId });
  return (
    <HistoryTable label="Movie History" result={result} columns={movieColumns} itemOf={movieIdOf} />
  );
}

/** 'Episode History': what happened to one episode's subtitles, with the blacklist action. */
export function EpisodeHistoryModal({
  open,
  onClose,
  itemName,
  episodeId,
}: HistoryModalProps & { episodeId: number }) {
  return (
    <AppModal
      open={open}
      onClose={onClose}
      title={<HistoryTitle title="Episode History" itemName={itemName} />}
      size="xl"
    >
      <EpisodeHistoryTable episodeId={episodeId} />
    </AppModal>
  );
}

/** 'Movie History': what happened to one movie's subtitles, with the blacklist action. */
export function MovieHistoryModal({
  open,
  onClose,
  itemName,
  radarrId,
}: HistoryModalProps & { radarrId: number }) {
  return (
    <AppModal
      open={open}
      onClose={onClose}
      title={<HistoryTitle title="Movie History" itemName={itemName} />}
      size="xl"
    >
      <MovieHistoryTable radarrId={radarrId} />
    </AppModal>
  );
}
