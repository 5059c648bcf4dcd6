import { baseApi } from './baseApi';
import { listTag } from './tags';
import { dataOf, parsedAs } from './responses';
import { toPythonBool, type PythonBool } from './schemas/common';
import {
  subtitleInfoListSchema,
  syncCandidatesEnvelopeSchema,
  type SubtitleInfo,
  type SyncCandidates,
} from './schemas/subtitles';
import { episodeSubtitleEffects, movieSubtitleEffects } from './subtitleWrites';
import { refreshAfterWrite } from './writeRefresh';

/** hi/forced as a boolean or as the Python boolean text the API uses; sent as 'True'/'False' (uploads: lowercase). */
export type Flag = boolean | PythonBool;

interface SubtitleLanguageArgs {
  /** code2. */
  language: string;
  hi: Flag;
  forced: Flag;
}
export interface EpisodeSubtitleArgs extends SubtitleLanguageArgs {
  seriesid: number;
  episodeid: number;
}
export interface MovieSubtitleArgs extends SubtitleLanguageArgs {
  radarrid: number;
}
/** The file is the one argument that is not plain data. */
export type EpisodeSubtitleUpload = EpisodeSubtitleArgs & { file: File };
export type MovieSubtitleUpload = MovieSubtitleArgs & { file: File };
export type EpisodeSubtitleDeletion = EpisodeSubtitleArgs & { path: string };
export type MovieSubtitleDeletion = MovieSubtitleArgs & { path: string };

/**
 * PATCH subtitles: sync, translate or one of the mods (docs/behaviour.md §7); from Bazarr 1.6.1 also extract, and
 * translate, of an embedded track named by `subtitles_id` instead of `path`.
 */
export interface SubtitleModification {
  /** sync, translate, extract, remove_HI, remove_tags, OCR_fixes, common, fix_uppercase, reverse_rtl, 'color(name=...)', ... */
  action: string;
  type: 'episode' | 'movie';
  /** sonarrEpisodeId or radarrId. */
  id: number;
  /** code2 (the target language for translate). */
  language: string;
  /** The file; left out for an embedded track, which `subtitles_id` names. */
  path?: string;
  /** The subtitle's `id` (Bazarr 1.6.1: extract, and translate from an embedded track). */
  subtitles_id?: number;
  hi?: Flag;
  forced?: Flag;
  original_format?: Flag;
  /** Sync options. */
  reference?: string;
  max_offset_seconds?: number;
  no_fix_framerate?: Flag;
  gss?: Flag;
}

export interface SyncCandidatesArgs {
  subtitlesPath: string;
  sonarrEpisodeId?: number;
  radarrMovieId?: number;
}

function languageBody({ language, hi, forced }: SubtitleLanguageArgs) {
  return { language, hi: toPythonBool(hi), forced: toPythonBool(forced) };
}

/**
 * The two upload routes compare hi and forced with lowercase 'true' (`args.get('forced') == 'true'`): 'True'
 * would be read as false and the file saved without its .hi/.forced suffix. Download and delete take either.
 */
function uploadBody({ language, hi, forced }: SubtitleLanguageArgs, file: File) {
  const lower = (flag: Flag) => (toPythonBool(flag) === 'True' ? 'true' : 'false');
  return { language, hi: lower(hi), forced: lower(forced), file };
}

const optionalFlag = (value: Flag | undefined) =>
  value === undefined ? undefined : toPythonBool(value);

export const subtitlesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Automatic search and download of one language. */
    downloadEpisodeSubtitle: build.mutation<void, EpisodeSubtitleArgs>({
      query: (args) => ({
        url: 'episodes/subtitles',
        method: 'PATCH',
        params: { seriesid: args.seriesid, episodeid: args.episodeid },
        body: languageBody(args),
      }),
      onQueryStarted: refreshAfterWrite(({ seriesid, episodeid }: EpisodeSubtitleArgs) =>
        episodeSubtitleEffects(seriesid, episodeid),
      ),
    }),
    uploadEpisodeSubtitle: build.mutation<void, EpisodeSubtitleUpload>({
      query: (args) => ({
        url: 'episodes/subtitles',
        method: 'POST',
        params: { seriesid: args.seriesid, episodeid: args.episodeid },
        body: uploadBody(args, args.file),
      }),
      onQueryStarted: refreshAfterWrite(({ seriesid, episodeid }: EpisodeSubtitleArgs) =>
        episodeSubtitleEffects(seriesid, episodeid),
      ),
    }),
    deleteEpisodeSubtitle: build.mutation<void, EpisodeSubtitleDeletion>({
      query: (args) => ({
        url: 'episodes/subtitles',
        method: 'DELETE',
        params: { seriesid: args.seriesid, episodeid: args.episodeid },
        body: { ...languageBody(args), path: args.path },
      }),
      onQueryStarted: refreshAfterWrite(({ seriesid, episodeid }: EpisodeSubtitleArgs) =>
        episodeSubtitleEffects(seriesid, episodeid),
      ),
    }),
    downloadMovieSubtitle: build.mutation<void, MovieSubtitleArgs>({
      query: (args) => ({
        url: 'movies/subtitles',
        method: 'PATCH',
        params: { radarrid: args.radarrid },
        body: languageBody(args),
      }),
      onQueryStarted: refreshAfterWrite(({ radarrid }: MovieSubtitleArgs) =>
        movieSubtitleEffects(radarrid),
      ),
    }),
    uploadMovieSubtitle: build.mutation<void, MovieSubtitleUpload>({
      query: (args) => ({
        url: 'movies/subtitles',
        method: 'POST',
        params: { radarrid: args.radarrid },
        body: uploadBody(args, args.file),
      }),
      onQueryStarted: refreshAfterWrite(({ radarrid }: MovieSubtitleArgs) =>
        movieSubtitleEffects(radarrid),
      ),
    }),
    deleteMovieSubtitle: build.mutation<void, MovieSubtitleDeletion>({
      query: (args) => ({
        url: 'movies/subtitles',
        method: 'DELETE',
        params: { radarrid: args.radarrid },
        body: { ...languageBody(args), path: args.path },
      }),
      onQueryStarted: refreshAfterWrite(({ radarrid }: MovieSubtitleArgs) =>
        movieSubtitleEffects(radarrid),
      ),
    }),
    modifySubtitle: build.mutation<void, SubtitleModification>({
      query: ({ action, hi, forced, original_format, no_fix_framerate, gss, ...rest }) => ({
        url: 'subtitles',
        method: 'PATCH',
        params: { action },
        body: {
          ...rest,
          hi: optionalFlag(hi),
          forced: optionalFlag(forced),
          original_format: optionalFlag(original_format),
          no_fix_framerate: optionalFlag(no_fix_framerate),
          gss: optionalFlag(gss),
        },
      }),
      // Sync and translate write history; translate adds a subtitle file.
      onQueryStarted: refreshAfterWrite(({ type, id }: SubtitleModification) =>
        type === 'episode'
          ? { entities: { episodes: [id] }, evented: [listTag('EpisodeHistory')] }
          : { entities: { movies: [id] }, evented: [listTag('MovieHistory')] },
      ),
    }),
    /** What guessit reads from file names: language, season, episode (upload matching). */
    getSubtitleInfo: build.query<SubtitleInfo[], string[]>({
      query: (filenames) => ({ url: 'subtitles/info', params: { 'filenames[]': filenames } }),
      ...parsedAs(subtitleInfoListSchema, dataOf),
    }),
    /** The audio and subtitle tracks a subtitle can be synced against. */
    getSyncCandidates: build.query<SyncCandidates, SyncCandidatesArgs>({
      query: (params) => ({ url: 'subtitles', params: { ...params } }),
      ...parsedAs(syncCandidatesEnvelopeSchema, dataOf),
    }),
  }),
});

export const {
  useDownloadEpisodeSubtitleMutation,
  useUploadEpisodeSubtitleMutation,
  useDeleteEpisodeSubtitleMutation,
  useDownloadMovieSubtitleMutation,
  useUploadMovieSubtitleMutation,
  useDeleteMovieSubtitleMutation,
  useModifySubtitleMutation,
  useGetSubtitleInfoQuery,
  useLazyGetSubtitleInfoQuery,
  useGetSyncCandidatesQuery,
} = subtitlesApi;
