import { systemPagesApi } from '../api/systemPages';
import type { Job } from '../api/schemas/jobs';
import type { TaskListenerApi } from './taskListenerApi';

/** What Bazarr logs when a job raises (app/jobs_queue.py); the rest of the line is the error itself. */
const JOB_ERROR_PREFIX = 'Exception raised while running function:';

/** How far before a failed job's end time its error may have been logged. */
const LOGGED_WITHIN_MS = 10_000;

/** Server-local 'YYYY-MM-DD HH:MM:SS[.ffffff]' as a number to compare (both sides are the server's clock). */
function serverTime(text: string): number {
  return Date.parse(text.trim().replace(' ', 'T'));
}

/** Errors raised without a message that a user can act on, in words that say what to check. */
const PLAIN_WORDS: Record<string, string> = {
  OSError: 'a folder or file it needs cannot be reached (check the path mappings)',
  FileNotFoundError: 'a folder or file it needs does not exist (check the path mappings)',
  PermissionError: 'it may not read or write a folder or file it needs (check permissions)',
};

/** The last line of a Python traceback ('OSError', 'ValueError: bad value'), in plain words where known. */
function raisedError(exception: string | null): string | null {
  // Bazarr's log API writes a traceback's line breaks as backslash-n.
  const last = exception
    ?.trim()
    .split(/\\n|\n/)
    .pop()
    ?.trim();
  if (!last) return null;
  return PLAIN_WORDS[last] ?? last;
}

/**
 * Bazarr's own words for why a job failed: the job keeps no message, but Bazarr logs the error as it fails.
 * Null when the log has no such line near the job's end (or cannot be read).
 */
export async function jobFailureReason(api: TaskListenerApi, job: Job): Promise<string | null> {
  const ended = serverTime(job.last_run_time);
  try {
    const logs = await api
      .dispatch(
        systemPagesApi.endpoints.getLogs.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      )
      .unwrap();
    const entry = logs.find((log) => {
      const at = serverTime(log.timestamp);
      return (
        log.message.startsWith(JOB_ERROR_PREFIX) &&
        at <= ended + 1000 &&
        at >= ended - LOGGED_WITHIN_MS
      );
    });
    if (!entry) return null;
    return entry.message.slice(JOB_ERROR_PREFIX.length).trim() || raisedError(entry.exception);
  } catch {
    return null;
  }
}
