import type { DemoState, SubtitleRecord } from './types';
import type { SubtitleIdsOf } from './views';

/**
 * The database ids of subtitles (Bazarr 1.6.1 lists each item's subtitles with its row `id`, and an embedded track
 * with its `embedded_track_id`). The demo keeps subtitles inside their items, so it numbers them as they are first
 * listed, once per state: an id stays with its subtitle for the session.
 */
const numbering = new WeakMap<DemoState, { next: number; ids: WeakMap<SubtitleRecord, number> }>();

export function subtitleIdOf(state: DemoState, subtitle: SubtitleRecord): number {
  let ids = numbering.get(state);
  if (!ids) {
    ids = { next: 1, ids: new WeakMap() };
    numbering.set(state, ids);
  }
  const known = ids.ids.get(subtitle);
  if (known !== undefined) return known;
  const id = ids.next;
  ids.next += 1;
  ids.ids.set(subtitle, id);
  return id;
}

/** The ids 1.6.1 adds to a subtitle of `list`: its own, and an embedded track's place among the item's tracks. */
export function subtitleIds(state: DemoState, list: readonly SubtitleRecord[]) {
  const tracks = list.filter((subtitle) => subtitle.path === null);
  return (subtitle: SubtitleRecord) => ({
    id: subtitleIdOf(state, subtitle),
    embedded_track_id: subtitle.path === null ? tracks.indexOf(subtitle) : null,
  });
}

/** The ids of the subtitles a view lists, for the versions that have them (1.6.1: `canExtractEmbedded`). */
export function subtitleIdsIn(
  state: DemoState,
  versionHasThem: boolean,
): SubtitleIdsOf | undefined {
  return versionHasThem ? (list) => subtitleIds(state, list) : undefined;
}

/** The subtitle of an item with that id, if the item has it. */
export function subtitleById(
  state: DemoState,
  list: readonly SubtitleRecord[],
  id: number,
): SubtitleRecord | undefined {
  return list.find((subtitle) => subtitleIdOf(state, subtitle) === id);
}
