import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo, useState } from 'react';
import { shallowEqual } from 'react-redux';
import type { PageArgs } from '../../../api/schemas/common';
import { useAppSelector } from '../../../lib/hooks';
import type { LibraryItem, LibraryKind } from '../libraryKinds';

/**
 * Items per background request. docs/performance.md 'Cost on a real Bazarr': 500 movies take about 0.5 s, while the
 * whole list of 5,000 takes 5 s; pages of 500 keep each answer short and the first rows independent of them.
 */
export const CHUNK_SIZE = 500;

/** The requests that follow a first page of `firstLength` items, each `chunkSize` long, up to `total`. */
export function chunkArgs(firstLength: number, total: number, chunkSize: number): PageArgs[] {
  const chunks: PageArgs[] = [];
  for (let start = firstLength; start < total; start += chunkSize)
    chunks.push({ start, length: chunkSize });
  return chunks;
}

/** Ids in the order given, each once (an item can move between pages while they load). */
export function concatIds(pages: readonly (readonly number[] | undefined)[]): number[] {
  const seen = new Set<number>();
  const ids: number[] = [];
  for (const page of pages) {
    for (const id of page ?? []) {
      if (seen.has(id)) continue;
      seen.add(id);
      ids.push(id);
    }
  }
  return ids;
}

export interface LibraryIds {
  /** The ids known so far, in the server's order (by sort title). */
  ids: readonly number[];
  /** How many items the server has; undefined until the first page answered. */
  total: number | undefined;
  /** The first page has answered: rows can show. */
  ready: boolean;
  /** Every page has answered. */
  complete: boolean;
  /** A background page is on its way (the list needs more ids than it has). */
  fetching: boolean;
  /** The error of the first page or of the background page that failed (loading stops there). */
  error: unknown;
  retry: () => void;
  /** The background pages to keep subscribed: render them with `ChunkSubscriptions`. */
  activeChunks: readonly PageArgs[];
  /** Changes on retry, so that a failed background page is requested again. */
  attempt: number;
}

/**
 * How many background pages to keep subscribed: every one that answered (so their data stays cached), plus the
 * next one while the ids they hold (`firstLength` + `chunkSize` each) fall short of `wanted`.
 */
export function activeChunkCount(
  answered: number,
  chunkCount: number,
  firstLength: number,
  chunkSize: number,
  wanted: number,
): number {
  if (answered >= chunkCount) return chunkCount;
  return firstLength + answered * chunkSize >= wanted ? answered : answered + 1;
}

/**
 * The ids of a library list, loaded progressively: the first page (`firstLength` items, the table's page size) is
 * one quick request, so rows show at once; further pages of `chunkSize` follow one after another only while the
 * list needs more than `wanted` ids (Infinity: the whole list, for a sort, a filter or select-all), each kept in
 * RTK Query's cache. `firstLength` undefined waits (settings not read).
 */
export function useLibraryIds<Item extends LibraryItem>(
  kind: LibraryKind<Item>,
  firstLength: number | undefined,
  chunkSize = CHUNK_SIZE,
  wanted = Number.POSITIVE_INFINITY,
): LibraryIds {
  const [attempt, setAttempt] = useState(0);
  const firstArgs = useMemo(
    () => (firstLength === undefined ? skipToken : { start: 0, length: firstLength }),
    [firstLength],
  );
  const first = kind.usePage(firstArgs);
  const total = first.data?.total;

  const chunks = useMemo(
    () =>
      total === undefined || firstLength === undefined
        ? []
        : chunkArgs(firstLength, total, chunkSize),
    [firstLength, total, chunkSize],
  );
  const chunkSelectors = useMemo(() => chunks.map((args) => kind.selectPage(args)), [kind, chunks]);
  const chunkIds = useAppSelector(
    (state) => chunkSelectors.map((select) => select(state).data?.ids),
    shallowEqual,
  );
  const chunkError = useAppSelector((state) => {
    const failed = chunkSelectors.map((select) => select(state)).find((page) => page.isError);
    return failed ? failed.error : null;
  });

  const firstIds = first.data?.ids;
  const ids = useMemo(() => concatIds([firstIds, ...chunkIds]), [firstIds, chunkIds]);
  const loadedChunks = chunkIds.findIndex((page) => page === undefined);
  const answered = loadedChunks < 0 ? chunks.length : loadedChunks;
  const complete = first.data !== undefined && loadedChunks < 0;
  // One background request at a time: the next page is subscribed once the previous one has answered.
  const activeCount = activeChunkCount(
    answered,
    chunks.length,
    firstLength ?? 0,
    chunkSize,
    wanted,
  );
  const activeChunks = useMemo(() => chunks.slice(0, activeCount), [chunks, activeCount]);

  const { refetch } = first;
  const firstFailed = first.isError;
  const retry = useCallback(() => {
    if (firstFailed) refetch();
    else setAttempt((count) => count + 1);
  }, [firstFailed, refetch]);

  return {
    ids,
    total,
    ready: first.data !== undefined,
    complete,
    fetching: activeCount > answered,
    error: first.isError ? first.error : chunkError,
    retry,
    activeChunks,
    attempt,
  };
}
