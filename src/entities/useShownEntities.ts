import { useEffect } from 'react';
import { useAppDispatch } from '../lib/hooks';
import { shownEntitiesOf, type ShownKind } from '../lib/shownEntities';

/** Counts the ids as shown while the calling component is mounted (`ids` stable between renders). */
export function useShownEntities(kind: ShownKind, ids: readonly number[]): void {
  const dispatch = useAppDispatch();
  useEffect(() => dispatch(shownEntitiesOf()).show(kind, ids), [dispatch, kind, ids]);
}

/** One entity shown while the calling component is mounted (a row, a card, a detail page). */
export function useShownEntity(kind: ShownKind, id: number): void {
  const dispatch = useAppDispatch();
  useEffect(() => dispatch(shownEntitiesOf()).show(kind, [id]), [dispatch, kind, id]);
}
