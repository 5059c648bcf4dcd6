import type { PageArgs } from '../../../api/schemas/common';
import type { LibraryItem, LibraryKind } from '../libraryKinds';

interface ChunkSubscriptionProps<Item extends LibraryItem> {
  kind: LibraryKind<Item>;
  args: PageArgs;
}

/** Holds one background page in RTK Query's cache (and requests it) while mounted; renders nothing. */
function ChunkSubscription<Item extends LibraryItem>({ kind, args }: ChunkSubscriptionProps<Item>) {
  const { usePage } = kind;
  usePage(args);
  return null;
}

interface ChunkSubscriptionsProps<Item extends LibraryItem> {
  kind: LibraryKind<Item>;
  chunks: readonly PageArgs[];
  /** A new value mounts the subscriptions again, which requests a page that failed. */
  attempt: number;
}

/**
 * The background pages of a progressively loaded list, one hook per page: RTK Query alone fetches them and
 * keeps them fresh (a realtime change invalidates their tags), and they stay cached while the list is shown.
 */
export function ChunkSubscriptions<Item extends LibraryItem>({
  kind,
  chunks,
  attempt,
}: ChunkSubscriptionsProps<Item>) {
  return chunks.map((args) => (
    <ChunkSubscription key={`${args.start}:${args.length}:${attempt}`} kind={kind} args={args} />
  ));
}
