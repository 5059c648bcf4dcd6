import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo, useState } from 'react';
import { shallowEqual } from 'react-redux';
import type { PageArgs } from '../../../api/schemas/common';
import { useAppSelector } from '../../../lib/hooks';
import {
  activeChunkCount,
  chunkArgs,
  CHUNK_SIZE,
} from '../../../features/library/progressive/progressiveIds';
import type { WantedItem, WantedKind } from './wantedKinds';

export interface WantedScan<T> {
  /** The items read so far, in the server's order, each once. */
  items: readonly T[];
  /** How many the server lists; undefined until the first part answered. */
  total: number | undefined;
  /** Every part has answered: the items are the whole list. */
  complete: boolean;
  /** The error of the part that failed (reading stops there). */
  error: unknown;
  /** The first part failed: nothing to show. */
  failedFirst: boolean;
  retry: () => void;
  /** The parts to keep subscribed beside the first: render them with `ChunkSubscriptions`. */
  activeChunks: readonly PageArgs[];
  attempt: number;
}

/** Items in the order of their parts, each once (an item can move between parts while they are read). */
function concatItems<T>(
  parts: readonly (readonly T[] | undefined)[],
  idOf: (item: T) => number,
): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const part of parts) {
    for (const item of part ?? []) {
      const id = idOf(item);
      if (seen.has(id)) continue;
      seen.add(id);
      items.push(item);
    }
  }
  return items;
}

/**
 * The whole wanted list, read while `active` (a filter is set) in parts of CHUNK_SIZE, one after another, so
 * the first matches show after the first answer and a list of 50,000 episodes never takes one long request.
 * The parts leave the cache when the filter is cleared.
 */
export function useWantedScan<T extends WantedItem>(
  kind: WantedKind<T>,
  active: boolean,
): WantedScan<T> {
  const [attempt, setAttempt] = useState(0);
  const first = kind.usePage(active ? { start: 0, length: CHUNK_SIZE } : skipToken);
  const total = active ? first.data?.total : undefined;
  const chunks = useMemo(
    () => (total === undefined ? [] : chunkArgs(CHUNK_SIZE, total, CHUNK_SIZE)),
    [total],
  );
  const selectors = useMemo(() => chunks.map((args) => kind.selectPage(args)), [kind, chunks]);
  const parts = useAppSelector(
    (state) => selectors.map((select) => select(state).data?.data),
    shallowEqual,
  );
  const chunkError = useAppSelector((state) => {
    const failed = selectors.map((select) => select(state)).find((chunk) => chunk.isError);
    return failed ? failed.error : null;
  });

  const firstItems = active ? first.data?.data : undefined;
  const items = useMemo(
    () => concatItems([firstItems, ...parts], kind.idOf),
    [firstItems, parts, kind],
  );
  const missingPart = parts.findIndex((part) => part === undefined);
  const answered = missingPart < 0 ? chunks.length : missingPart;
  // One request at a time: the next part is subscribed once the previous one has answered.
  const activeCount = activeChunkCount(
    answered,
    chunks.length,
    CHUNK_SIZE,
    CHUNK_SIZE,
    Number.POSITIVE_INFINITY,
  );
  const activeChunks = useMemo(() => chunks.slice(0, activeCount), [chunks, activeCount]);
  const failedFirst = active && first.isError;
  const { refetch } = first;
  const retry = useCallback(() => {
    if (failedFirst) refetch();
    else setAttempt((count) => count + 1);
  }, [failedFirst, refetch]);

  return {
    items,
    total,
    complete: firstItems !== undefined && missingPart < 0,
    error: failedFirst ? first.error : chunkError,
    failedFirst,
    retry,
    activeChunks,
    attempt,
  };
}
