import { Alert, Button, Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The part of an RTK Query hook result QueryState reads. */
export interface QueryResultLike<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch?: () => unknown;
}

/** The message of an API error ({status, message}), a serialized error, or a fallback. */
export function queryErrorText(error: unknown): string {
  if (error && typeof error === 'object') {
    const status =
      'status' in error && typeof error.status === 'number' ? `Error ${error.status}: ` : '';
    if ('message' in error && typeof error.message === 'string') return `${status}${error.message}`;
  }
  return 'Something went wrong';
}

/** A failed read: the server's message, and Retry when the read can be started again. */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => unknown }) {
  return (
    <Alert.Root status="error" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{queryErrorText(error)}</Alert.Title>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={() => onRetry()}>
          Retry
        </Button>
      )}
    </Alert.Root>
  );
}

export interface QueryStateProps<T> {
  result: QueryResultLike<T>;
  /** Rendered once data is there. */
  children: (data: T) => ReactNode;
  /** Replaces the spinner (e.g. a table with placeholder rows). */
  loading?: ReactNode;
}

/**
 * Shows a spinner while the first load runs, the error with a Retry button when it failed, else the content.
 * Usage: `<QueryState result={useGetTasksQuery()}>{(tasks) => <TaskTable tasks={tasks} />}</QueryState>`.
 */
export function QueryState<T>({ result, children, loading }: QueryStateProps<T>) {
  if (result.data !== undefined) return <>{children(result.data)}</>;
  if (result.isError) return <ErrorAlert error={result.error} onRetry={result.refetch} />;
  if (loading !== undefined) return <>{loading}</>;
  return (
    <Center py="8" role="status" aria-label="Loading">
      <Spinner color="fg.muted" />
    </Center>
  );
}
