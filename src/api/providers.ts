import { baseApi } from './baseApi';
import { ALWAYS_FRESH } from './freshness';
import { dataOf, parsedAs } from './responses';
import { toPythonBool } from './schemas/common';
import {
  providerStatusListSchema,
  searchResultListSchema,
  type ProviderStatus,
  type SearchResult,
} from './schemas/providers';
import type { Flag } from './subtitles';
import { episodeSubtitleEffects, movieSubtitleEffects } from './subtitleWrites';
import { refreshAfterWrite } from './writeRefresh';

/** A manual search result to download: its fields are posted back as the search returned them. */
interface ChosenResult {
  provider: string;
  /** The opaque token of the result. */
  subtitle: string;
  /** The result's `hearing_impaired`. */
  hi: Flag;
  forced: Flag;
  /** The result's `original_format`, unchanged. */
  original_format: string;
}
export type EpisodeSearchResultDownload = ChosenResult & { seriesid: number; episodeid: number };
export type MovieSearchResultDownload = ChosenResult & { radarrid: number };

function resultBody({ provider, subtitle, hi, forced, original_format }: ChosenResult) {
  return {
    provider,
    subtitle,
    hi: toPythonBool(hi),
    forced: toPythonBool(forced),
    original_format,
  };
}

export const providersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Provider status; with `history`, the providers seen in the history. */
    getProviders: build.query<ProviderStatus[], { history?: boolean } | void>({
      query: (args) => ({
        url: 'providers',
        params: args?.history ? { history: 'true' } : undefined,
      }),
      ...parsedAs(providerStatusListSchema, dataOf),
      providesTags: ['Providers'],
    }),
    /** Clears the throttling of all providers. */
    resetProviders: build.mutation<void, void>({
      query: () => ({ url: 'providers', method: 'POST', body: { action: 'reset' } }),
      // Bazarr sends `badges` once the throttling is cleared; no event names the provider list.
      onQueryStarted: refreshAfterWrite(() => ({ evented: ['Badges'], always: ['Providers'] })),
    }),
    /** Interactive search for one episode (slow: the providers are asked live). */
    getEpisodeSearchResults: build.query<SearchResult[], number>({
      query: (episodeid) => ({ url: 'providers/episodes', params: { episodeid } }),
      ...parsedAs(searchResultListSchema, dataOf),
      ...ALWAYS_FRESH,
    }),
    downloadEpisodeSearchResult: build.mutation<void, EpisodeSearchResultDownload>({
      query: ({ seriesid, episodeid, ...result }) => ({
        url: 'providers/episodes',
        method: 'POST',
        params: { seriesid, episodeid },
        body: resultBody(result),
      }),
      onQueryStarted: refreshAfterWrite(({ seriesid, episodeid }: EpisodeSearchResultDownload) =>
        episodeSubtitleEffects(seriesid, episodeid),
      ),
    }),
    /** Interactive search for one movie. */
    getMovieSearchResults: build.query<SearchResult[], number>({
      query: (radarrid) => ({ url: 'providers/movies', params: { radarrid } }),
      ...parsedAs(searchResultListSchema, dataOf),
      ...ALWAYS_FRESH,
    }),
    downloadMovieSearchResult: build.mutation<void, MovieSearchResultDownload>({
      query: ({ radarrid, ...result }) => ({
        url: 'providers/movies',
        method: 'POST',
        params: { radarrid },
        body: resultBody(result),
      }),
      onQueryStarted: refreshAfterWrite(({ radarrid }: MovieSearchResultDownload) =>
        movieSubtitleEffects(radarrid),
      ),
    }),
  }),
});

export const {
  useGetProvidersQuery,
  useResetProvidersMutation,
  useGetEpisodeSearchResultsQuery,
  useLazyGetEpisodeSearchResultsQuery,
  useDownloadEpisodeSearchResultMutation,
  useGetMovieSearchResultsQuery,
  useLazyGetMovieSearchResultsQuery,
  useDownloadMovieSearchResultMutation,
} = providersApi;
