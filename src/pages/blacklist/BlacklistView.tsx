import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Paged } from '../../api/schemas/common';
import {
  ConfirmDialog,
  DataTable,
  PageContainer,
  QueryState,
  Toolbar,
  ToolbarButton,
  type DataTableColumn,
} from '../../components';
import { ListPageHeader, usePageSize } from '../../features/lists';

/** The fields that identify a blacklist entry. */
export interface BlacklistKey {
  provider: string;
  subs_id: string;
}

export const blacklistRowKey = ({ provider, subs_id }: BlacklistKey) => `${provider}|${subs_id}`;

export interface BlacklistViewProps<Entry extends BlacklistKey> {
  title: 'Episodes' | 'Movies';
  result: {
    data?: Paged<Entry>;
    isLoading: boolean;
    isError: boolean;
    error?: unknown;
    refetch: () => unknown;
  };
  columns: readonly DataTableColumn<Entry>[];
  /** DELETE episodes|movies/blacklist with all=true; resolves when done, rejects on failure. */
  onRemoveAll: () => Promise<unknown>;
}

/** A blacklist page: 'Remove All' (after confirmation) and the table of blacklisted subtitles. */
export function BlacklistView<Entry extends BlacklistKey>({
  title,
  result,
  columns,
  onRemoveAll,
}: BlacklistViewProps<Entry>) {
  const [confirming, setConfirming] = useState(false);
  const pageSize = usePageSize();
  const kind = title === 'Episodes' ? 'series' : 'movies';
  const count = result.data?.total ?? 0;

  return (
    <>
      <Toolbar label={`Blacklisted ${title} actions`}>
        <ToolbarButton icon={<Trash2 />} disabled={count === 0} onClick={() => setConfirming(true)}>
          Remove All
        </ToolbarButton>
      </Toolbar>
      <PageContainer>
        <ListPageHeader group="Blacklist" title={title} />
        <QueryState
          result={result}
          loading={
            <DataTable
              label={`Blacklisted ${title}`}
              rows={[]}
              columns={columns}
              getRowKey={blacklistRowKey}
              loading
            />
          }
        >
          {({ data }) => (
            <DataTable
              label={`Blacklisted ${title}`}
              rows={data}
              columns={columns}
              getRowKey={blacklistRowKey}
              pageSize={pageSize}
              emptyText={`No blacklisted ${kind} subtitles`}
            />
          )}
        </QueryState>
      </PageContainer>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Remove all ${count} blacklisted ${kind} subtitles?`}
        message="They leave the blacklist, so Bazarr may download them again."
        confirmLabel="Remove All"
        onConfirm={onRemoveAll}
      />
    </>
  );
}
