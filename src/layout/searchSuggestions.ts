import { foldText } from '../components/table/rowModel';

// Lower case without accents: 'Amélie' and 'amelie' match (docs/behaviour.md §2 global search).
export { foldText };

/** What GET system/searches answers per match (docs/behaviour.md §3 'Search suggestion'). */
export interface SearchResult {
  title: string;
  year?: string | number | null;
  sonarrSeriesId?: number | null;
  radarrId?: number | null;
  /** Bazarr sends it with its base URL in front ('/bazarr/images/series/...'). */
  poster?: string | null;
}

export interface Suggestion {
  /** Unique among the suggestions: 'series-1', 'movie-8'. */
  value: string;
  /** 'Title (Year)': the full text, e.g. for a hover hint. */
  label: string;
  title: string;
  /** Empty when the backend gave none. */
  year: string;
  path: string;
  kind: 'series' | 'movie';
  /** A same-site image path, as given; null when there is none (or it points elsewhere). */
  poster: string | null;
}

/**
 * The suggestions of an earlier search that still fit what is typed now (case- and accent-insensitively), so
 * the list narrows at once while the search for the new text waits for its debounce.
 */
export function stillMatching(suggestions: readonly Suggestion[], text: string): Suggestion[] {
  const wanted = foldText(text.trim());
  return suggestions.filter((suggestion) => foldText(suggestion.title).includes(wanted));
}

function posterOf(result: SearchResult): string | null {
  const poster = result.poster?.trim();
  return poster && poster.startsWith('/') && !poster.startsWith('//') ? poster : null;
}

function texts(result: SearchResult): Pick<Suggestion, 'label' | 'title' | 'year'> {
  const year = result.year === null || result.year === undefined ? '' : String(result.year).trim();
  const label = year ? `${result.title} (${year})` : result.title;
  return { label, title: result.title, year };
}

/**
 * Suggestions shown by the global search: 'Title (Year)' linking to the series or movie.
 * A result with neither id cannot be opened (docs/behaviour.md §8 'Unknown search result') and is left out.
 */
export function toSuggestions(results: readonly SearchResult[] | undefined): Suggestion[] {
  return (results ?? []).flatMap((result): Suggestion[] => {
    const series = typeof result.sonarrSeriesId === 'number';
    const id = series ? result.sonarrSeriesId : result.radarrId;
    if (typeof id !== 'number') return [];
    const kind = series ? 'series' : 'movie';
    return [
      {
        value: `${kind}-${id}`,
        ...texts(result),
        path: `/${series ? 'series' : 'movies'}/${id}`,
        kind,
        poster: posterOf(result),
      },
    ];
  });
}
