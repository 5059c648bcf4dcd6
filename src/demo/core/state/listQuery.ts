import type { Params } from '../http/params';

/** The fields of a series or movie answer that Bazarr 1.6's list filters and sorts read. */
export interface ListQueryItem {
  title: string;
  year: string | number;
  monitored: boolean;
  profileId: number | null;
  tags: readonly string[];
  audio_language: readonly { name: string }[];
  /** Episodes missing subtitles (series) or languages missing (movies). */
  missing: number;
  /** Series only. */
  episodeFileCount?: number;
}

/** The sort keys the demo takes, as the item fields they name. Any other key keeps the sort title order. */
const SORT_KEYS: Record<string, (item: ListQueryItem) => string | number | null> = {
  title: (item) => item.title.toLowerCase(),
  year: (item) => Number(item.year) || null,
  profileId: (item) => item.profileId,
  monitored: (item) => (item.monitored ? 1 : 0),
  episodeMissingCount: (item) => item.missing,
  missing_subtitles: (item) => item.missing,
  episodeFileCount: (item) => item.episodeFileCount ?? 0,
};

const isTrue = (value: string) => ['true', '1', 'yes'].includes(value.toLowerCase());

/** Whether the request carries any of the 1.6 list parameters. */
export function hasListQuery(params: Params): boolean {
  return ['sort_by', 'monitored', 'profileid', 'missing', 'audio_language', 'tags'].some((name) =>
    params.has(name),
  );
}

/**
 * Bazarr 1.6's GET series / movies filters (`monitored`, `missing` true|false, `profileid` an id or 'none',
 * `audio_language` a language name, `tags[]` each required) and sort (`sort_by` a field, `sort_order` asc|desc,
 * ties and missing values after, in sort title order), applied to the items in sort title order before paging.
 */
export function applyListQuery<Item>(
  items: readonly Item[],
  fieldsOf: (item: Item) => ListQueryItem,
  params: Params,
): Item[] {
  const monitored = params.string('monitored');
  const missing = params.string('missing');
  const profile = params.string('profileid');
  const audio = params.string('audio_language');
  const tags = params.all('tags');
  const rows = items
    .map((item) => ({ item, fields: fieldsOf(item) }))
    .filter(
      ({ fields }) =>
        (monitored === undefined || fields.monitored === isTrue(monitored)) &&
        (missing === undefined || fields.missing > 0 === isTrue(missing)) &&
        (profile === undefined ||
          (profile === 'none'
            ? fields.profileId === null
            : fields.profileId === Number(profile))) &&
        (audio === undefined ||
          fields.audio_language.some((language) => language.name === audio)) &&
        tags.every((tag) => fields.tags.includes(tag)),
    );
  const keyOf = SORT_KEYS[params.string('sort_by') ?? ''];
  if (keyOf) {
    const sign = params.string('sort_order') === 'desc' ? -1 : 1;
    const keyed = rows.map((row) => ({ row, key: keyOf(row.fields) }));
    keyed.sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
      return sign * (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    });
    return keyed.map(({ row }) => row.item);
  }
  return rows.map((row) => row.item);
}
