import { Card, Heading } from '@chakra-ui/react';
import { useGetHealthQuery } from '../../../api/systemPages';
import type { HealthIssue } from '../../../api/schemas/systemPages';
import { DataTable, QueryState, type DataTableColumn } from '../../../components';

const columns: DataTableColumn<HealthIssue>[] = [
  {
    id: 'object',
    header: 'Object',
    // Server text: the table wraps it, inside long words (paths) too.
    cell: (issue) => issue.object,
    width: '35%',
  },
  { id: 'issue', header: 'Issue', cell: (issue) => issue.issue },
];

/** Problems Bazarr found (unreachable root folders, profile problems), from GET system/health. */
export function HealthSection() {
  const health = useGetHealthQuery();
  return (
    <Card.Root as="section" aria-label="Health" size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          Health
        </Heading>
      </Card.Header>
      <Card.Body>
        <QueryState result={health}>
          {(issues) => (
            <DataTable
              label="Health issues"
              rows={issues}
              columns={columns}
              getRowKey={(issue) => `${issue.object}|${issue.issue}`}
              pageSize={0}
              emptyText="No issues found"
            />
          )}
        </QueryState>
      </Card.Body>
    </Card.Root>
  );
}
