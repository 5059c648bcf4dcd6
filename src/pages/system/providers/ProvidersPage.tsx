import { Badge } from '@chakra-ui/react';
import { RefreshCw, RotateCcw } from 'lucide-react';
import { useGetProvidersQuery, useResetProvidersMutation } from '../../../api/providers';
import type { ProviderStatus } from '../../../api/schemas/providers';
import {
  DataTable,
  PageContainer,
  PageHeader,
  QueryState,
  Toolbar,
  ToolbarButton,
  type DataTableColumn,
} from '../../../components';

const columns: DataTableColumn<ProviderStatus>[] = [
  { id: 'name', header: 'Name', cell: (provider) => provider.name },
  {
    id: 'status',
    header: 'Status',
    cell: (provider) => (
      <Badge colorPalette={provider.status === 'Good' ? 'green' : 'red'} variant="subtle">
        {provider.status}
      </Badge>
    ),
  },
  { id: 'retry', header: 'Next Retry', cell: (provider) => provider.retry },
];

/** docs/behaviour.md §2 Providers: the throttling status of the enabled providers; Reset clears it. */
export function ProvidersPage() {
  const providers = useGetProvidersQuery();
  const [reset, resetting] = useResetProvidersMutation();
  return (
    <>
      <Toolbar label="Providers actions">
        <ToolbarButton
          icon={<RefreshCw />}
          loading={providers.isFetching}
          onClick={() => void providers.refetch()}
        >
          Refresh
        </ToolbarButton>
        <ToolbarButton
          icon={<RotateCcw />}
          loading={resetting.isLoading}
          onClick={() => void reset()}
        >
          Reset
        </ToolbarButton>
      </Toolbar>
      <PageContainer>
        <PageHeader title="Providers" />
        <QueryState result={providers}>
          {(list) => (
            <DataTable
              label="Providers"
              rows={list}
              columns={columns}
              getRowKey={(provider) => provider.name}
              pageSize={0}
              emptyText="No providers are enabled"
            />
          )}
        </QueryState>
      </PageContainer>
    </>
  );
}
