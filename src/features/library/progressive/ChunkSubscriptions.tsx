import type { PageArgs } from '../../../api/schemas/common';

/** What pages a list: its page hook (a library kind, a wanted kind). */
interface PagedKind {
  usePage: (args: PageArgs) => unknown;
}

interface ChunkSubscriptionProps {
  kind: PagedKind;
  args: PageArgs;
}

/** Holds one background page in RTK Query's cache (and requests it) while mounted; renders nothing. */
function ChunkSubscription({ kind, args }: ChunkSubscriptionProps) {
  const { usePage } = kind;
  usePage(args);
  return null;
}

interface ChunkSubscriptionsProps {
  kind: PagedKind;
  chunks: readonly PageArgs[];
  /** A new value mounts the subscriptions again, which requests a page that failed. */
  attempt: number;
}

/**
 * The background pages of a progressively loaded list, one hook per page: RTK Query alone fetches them and
 * keeps them fresh (a realtime change invalidates their tags), and they stay cached while the list is shown.
 */
export function ChunkSubscriptions({ kind, chunks, attempt }: ChunkSubscriptionsProps) {
  return chunks.map((args) => (
    <ChunkSubscription key={`${args.start}:${args.length}:${attempt}`} kind={kind} args={args} />
  ));
}
