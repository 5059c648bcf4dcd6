import { Button, Center, Spinner } from '@chakra-ui/react';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFixedClass } from '../../styles/fixedClass';
import { ALERT, INDICATOR, TITLE } from './QueryState.looks';

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

/**
 * A failed read: the server's message, and Retry when the read can be started again. Chakra's Alert drawn on
 * plain elements with fixed classes (its component and icons were 1 KB of every list's first download).
 */
export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => unknown }) {
  return (
    <div className={`chakra-alert__root ${useFixedClass(ALERT)}`}>
      <span className={`chakra-alert__indicator ${useFixedClass(INDICATOR)}`}>
        <CircleAlert aria-hidden />
      </span>
      <div className={`chakra-alert__title ${useFixedClass(TITLE)}`}>{queryErrorText(error)}</div>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={() => onRetry()}>
          Retry
        </Button>
      )}
    </div>
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
