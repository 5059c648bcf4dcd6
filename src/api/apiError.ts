import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from './baseQuery';

/** An error the base query produced (it has already been notified unless the request was silent). */
export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/** The text to show for a hook's `error` (an ApiError, or a SerializedError from a bug in our code). */
export function apiErrorMessage(error: ApiError | SerializedError | undefined): string | undefined {
  if (error === undefined) return undefined;
  return isApiError(error) ? error.message : (error.message ?? 'Unknown error');
}
