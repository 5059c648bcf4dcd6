import type { UnknownAction } from '@reduxjs/toolkit';

interface ProfileChange<E extends { profileId: number | null }> {
  /** The entities as they are now (undefined when not loaded), in the order of the request. */
  entities: readonly (E | undefined)[];
  profileOf: (index: number) => number | null;
  /** The entity slice's `received` action. */
  received: (entities: E[]) => UnknownAction;
  dispatch: (action: UnknownAction) => unknown;
  queryFulfilled: Promise<unknown>;
}

/**
 * Shows a profile change at once in the entity slice and puts the old profiles back if the server refuses it.
 * On success the invalidated ids are refetched, which brings the server's view (missing subtitles...).
 */
export async function optimisticProfileChange<E extends { profileId: number | null }>({
  entities,
  profileOf,
  received,
  dispatch,
  queryFulfilled,
}: ProfileChange<E>): Promise<void> {
  const before = entities.filter((entity): entity is E => entity !== undefined);
  const after = entities.flatMap((entity, index) =>
    entity ? [{ ...entity, profileId: profileOf(index) }] : [],
  );
  if (after.length === 0) return;
  dispatch(received(after));
  try {
    await queryFulfilled;
  } catch {
    dispatch(received(before));
  }
}
