import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SettingsFormValues } from './formValues';
import type { SourceQuery } from './useSettingsSources';

/**
 * After a save, Bazarr's 'settings' event makes the sources be read again (refreshAfterWrite). Without it (no
 * socket, or an event lost), the form reads them itself after this long rather than wait forever.
 */
export const SAVE_EVENT_GRACE_MS = 3000;

type ReadState = 'waiting' | 'done' | 'failed';

/** Whether every source was read by a request that started after `since`, and how that read ended. */
function readStateSince(queries: readonly SourceQuery[], since: number): ReadState {
  const pending = queries.some(
    (query) =>
      query.isFetching || query.startedTimeStamp === undefined || query.startedTimeStamp < since,
  );
  if (pending) return 'waiting';
  return queries.some((query) => query.isError) ? 'failed' : 'done';
}

/**
 * The one owner of the form's reset. Any new defaults (a realtime event read the sources again) update the
 * untouched fields and keep the user's changes. After a save (`resetAfter(sentAt)`), the form waits until all
 * sources were read again since the save, then resets to them, so it never shows the old values; sources still
 * unread after SAVE_EVENT_GRACE_MS are read by the form itself. If that read fails, the changes stay on screen.
 */
export function useResetAfterSave(
  form: UseFormReturn<SettingsFormValues>,
  defaults: SettingsFormValues,
  queries: readonly SourceQuery[],
) {
  // When the last successful save was sent (ms); null when no reset is awaited.
  const [savedSince, setSavedSince] = useState<number | null>(null);
  const readState = savedSince === null ? null : readStateSince(queries, savedSince);
  const { reset } = form;
  // The defaults the form was last reset to (it starts with them).
  const applied = useRef(defaults);
  useEffect(() => {
    if (readState === null) {
      if (applied.current === defaults) return;
      applied.current = defaults;
      reset(defaults, { keepDirtyValues: true });
    } else if (readState === 'done') {
      applied.current = defaults;
      reset(defaults);
      setSavedSince(null);
    } else if (readState === 'failed') {
      setSavedSince(null);
    }
  }, [defaults, readState, reset]);

  // The query objects change with every render; the timer must not restart with them.
  const latestQueries = useRef(queries);
  useEffect(() => {
    latestQueries.current = queries;
  });
  useEffect(() => {
    if (savedSince === null) return;
    const timer = setTimeout(() => {
      for (const query of latestQueries.current)
        if (!query.isFetching && (query.startedTimeStamp ?? 0) < savedSince) void query.refetch();
    }, SAVE_EVENT_GRACE_MS);
    return () => clearTimeout(timer);
  }, [savedSince]);

  return { resetAfter: setSavedSince, awaitingReset: savedSince !== null };
}
