import { DemoHttpError } from '../http/errors';
import type { LogRecord } from '../state/types';
import { logTimestamp } from '../state/time';

/**
 * The log entry Bazarr writes for a failed job ('Exception raised while running function: {e}' with the
 * traceback); an unreachable folder raises a bare OSError, so the message part is empty there, as on a real Bazarr.
 */
export function failedJobLog(error: unknown, time: number): LogRecord {
  const offline = error instanceof DemoHttpError && error.status === 500;
  const text = offline ? '' : error instanceof Error ? error.message : String(error);
  const raised = offline ? 'OSError' : `Exception: ${text}`;
  return {
    timestamp: logTimestamp(time),
    type: 'ERROR',
    message: `Exception raised while running function: ${text}`,
    // As Bazarr's log API gives it: the traceback's line breaks as the two characters backslash and n.
    exception: `Traceback (most recent call last):\\n  File "app/jobs_queue.py", in _run_job\\n${raised}`,
  };
}
