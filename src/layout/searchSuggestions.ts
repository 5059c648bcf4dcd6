/** What GET system/searches answers per match (SPEC §3 'Search suggestion'). */
export interface SearchResult {
  title: string;
  year?: string | number | null;
  sonarrSeriesId?: number | null;
  radarrId?: number | null;
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
}

function texts(result: SearchResult): Pick<Suggestion, 'label' | 'title' | 'year'> {
  const year = result.year === null || result.year === undefined ? '' : String(result.year).trim();
  const label = year ? `${result.title} (${year})` : result.title;
  return { label, title: result.title, year };
}

/**
 * Suggestions shown by the global search: 'Title (Year)' linking to the series or movie.
 * A result with neither id cannot be opened (SPEC §8 'Unknown search result') and is left out.
 */
export function toSuggestions(results: readonly SearchResult[] | undefined): Suggestion[] {
  return (results ?? []).flatMap((result) => {
    if (typeof result.sonarrSeriesId === 'number') {
      const id = result.sonarrSeriesId;
      return [{ value: `series-${id}`, ...texts(result), path: `/series/${id}` }];
    }
    if (typeof result.radarrId === 'number') {
      const id = result.radarrId;
      return [{ value: `movie-${id}`, ...texts(result), path: `/movies/${id}` }];
    }
    return [];
  });
}
