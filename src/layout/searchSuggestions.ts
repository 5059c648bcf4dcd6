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
  label: string;
  path: string;
}

function label(result: SearchResult): string {
  const year = result.year === null || result.year === undefined ? '' : String(result.year).trim();
  return year ? `${result.title} (${year})` : result.title;
}

/**
 * Suggestions shown by the global search: 'Title (Year)' linking to the series or movie.
 * A result with neither id cannot be opened (SPEC §8 'Unknown search result') and is left out.
 */
export function toSuggestions(results: readonly SearchResult[] | undefined): Suggestion[] {
  return (results ?? []).flatMap((result) => {
    if (typeof result.sonarrSeriesId === 'number') {
      const id = result.sonarrSeriesId;
      return [{ value: `series-${id}`, label: label(result), path: `/series/${id}` }];
    }
    if (typeof result.radarrId === 'number') {
      const id = result.radarrId;
      return [{ value: `movie-${id}`, label: label(result), path: `/movies/${id}` }];
    }
    return [];
  });
}
