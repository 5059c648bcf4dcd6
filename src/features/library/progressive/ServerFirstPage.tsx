import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useBackend } from '../../../api/backend/selectBackend';
import { useAppSelector } from '../../../lib/hooks';
import type { LibraryPageArgs } from '../../../api/schemas/common';
import type { LibraryItem, LibraryKind } from '../libraryKinds';
import type { LibraryListState, YesNo } from '../listState/listState';

const yesNo = (value: YesNo | null) => (value === null ? undefined : String(value === 'yes'));

/**
 * The request parameters of Bazarr 1.6's own filters for a list state, or null when the server cannot give the
 * browser's rows in the browser's order: typed text, the series type (no such parameter) or a sort (the server
 * orders text and ties its own way) keep the browser's filtering over the whole list.
 */
export function serverFilterArgs(
  state: LibraryListState,
): Omit<LibraryPageArgs, 'start' | 'length'> | null {
  const { profile, missing, monitored, seriesType, tag, audio } = state.filters;
  if (state.text.trim() !== '' || state.sort !== null || seriesType !== null) return null;
  const args = {
    monitored: yesNo(monitored),
    missing: yesNo(missing),
    profileid: profile === null ? undefined : String(profile),
    audio_language: audio ?? undefined,
    'tags[]': tag === null ? undefined : [tag],
  };
  const set = Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined));
  return Object.keys(set).length > 0 ? set : null;
}

/** What the server answered for the first page: null when it does not apply; `ids` undefined while it loads. */
export type ServerFirstPage = { ids?: readonly number[]; total?: number } | null;

/**
 * The first page of a filtered list as a Bazarr that filters (1.6.1) answers it, while the browser still reads the
 * whole list; null for an older Bazarr, a filter it lacks, an error, or an answer with an item the browser's filter
 * would not show (a Bazarr reading a filter another way: the browser's way then). Rendered only while a filter is
 * set on the first page of a list not fully read, in a chunk of its own.
 */
export function ServerFirstPage<Item extends LibraryItem>({
  kind,
  state,
  length,
  matches,
  onAnswer,
}: {
  kind: LibraryKind<Item>;
  state: LibraryListState;
  length: number;
  /** The browser's filter: every item the server answers must pass it. */
  matches: ((item: Item) => boolean) | null;
  onAnswer: (answer: ServerFirstPage) => void;
}) {
  const { hasServerListQuery } = useBackend();
  const filterArgs = serverFilterArgs(state);
  const used = length > 0 && hasServerListQuery && filterArgs !== null;
  const page = kind.usePage(used ? { start: 0, length, ...filterArgs } : skipToken);
  const entities = useAppSelector(kind.selectEntities);
  const faithful = (page.data?.ids ?? []).every((id) => {
    const item = entities[id];
    return item !== undefined && (matches === null || matches(item));
  });
  const answer = used && !page.isError && faithful;
  const { ids, total } = page.data ?? {};
  useEffect(() => onAnswer(answer ? { ids, total } : null), [onAnswer, answer, ids, total]);
  useEffect(() => () => onAnswer(null), [onAnswer]);
  return null;
}
