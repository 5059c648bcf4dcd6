/**
 * The work of Bazarr's actions as jobs (1.5.4-beta.17 on): names, progress and renames as Bazarr's
 * add_job_from_function callers report them. Each work reads the library when it runs, not when it was queued.
 */
import { DemoHttpError } from '../http/errors';
import type { JobSpec } from '../jobs/records';
import { episodeTarget, movieTarget, type MediaTarget } from '../state/media';
import type { LanguageKey } from '../state/missing';
import type { DemoState, EpisodeRecord } from '../state/types';
import type { JobHandle, JobWork, RouteContext } from './context';
import { BULK_SEARCH_LIMIT, downloadLanguage, searchItem } from './search';

/** Runs an action as the Bazarr being played does: queued (1.5.6: the answer does not wait) or inside the request. */
export function asJob(context: RouteContext, spec: JobSpec, work: JobWork): void {
  if (context.features.queuesWork) context.jobs.queue(spec, work);
  else context.jobs.runNow(spec, work);
}

/** Under a folder Bazarr cannot reach (`state.offline`). */
export function isOffline(state: DemoState, path: string): boolean {
  return state.offline.some(
    (folder) => path === folder || path.startsWith(folder.replace(/\/?$/, '/')),
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'Andor - S02E12 - The Bright Mirror', as Bazarr's progress messages and job names write an episode. */
export function episodeLongTitle(state: DemoState, episode: EpisodeRecord): string {
  const series = state.series.get(episode.seriesId);
  return `${series?.title ?? ''} - S${pad(episode.season)}E${pad(episode.episode)} - ${episode.title}`;
}

/** The title a job names an item by: the episode's long title, the movie's title. */
function itemTitle(context: RouteContext, target: MediaTarget, withYear: boolean): string {
  if (target.kind === 'episode')
    return episodeLongTitle(context.state, target.record as EpisodeRecord);
  const movie = context.state.movies.get(target.id);
  return withYear ? `${movie?.title ?? ''} (${movie?.year ?? ''})` : (movie?.title ?? '');
}

/** 'EN', 'EN:HI', 'FR:FORCED': Bazarr's language_str, upper case. */
const languageText = (language: LanguageKey) =>
  `${language.code2}${language.hi ? ':hi' : language.forced ? ':forced' : ''}`.toUpperCase();

/** series_download_subtitles: each episode with missing subtitles, then 'Downloaded ...'; an offline folder fails it. */
export function seriesSearchJob(seriesId: number): JobWork {
  return function* (context, job) {
    const series = context.state.series.get(seriesId);
    if (!series) throw new Error('Series not found');
    if (isOffline(context.state, series.path))
      throw new DemoHttpError(500, 'Series directory not found. Path mapping issue?');
    const ids = (context.state.episodesBySeries.get(seriesId) ?? []).filter(
      (id) => context.derived.episode(id).length > 0,
    );
    if (ids.length > 0) {
      job.progress(null, ids.length);
      for (const [index, id] of ids.entries()) {
        const target = episodeTarget(context, id);
        job.progress(
          index + 1,
          null,
          episodeLongTitle(context.state, target.record as EpisodeRecord),
        );
        searchItem(context, target);
        yield;
      }
    }
    job.rename(`Downloaded missing subtitles for ${series.title}`);
  };
}

/** movies_download_subtitles: the movie's missing languages, then 'Downloaded ...'; an offline file fails it. */
export function movieSearchJob(movieId: number): JobWork {
  return function* (context, job) {
    const target = movieTarget(context, movieId);
    const movie = context.state.movies.get(movieId);
    if (!movie) return;
    if (isOffline(context.state, movie.path)) {
      job.progress(null, null, `Movie path doesn't exists: ${movie.path}`);
      throw new DemoHttpError(500, 'Movie file not found. Path mapping issue?');
    }
    job.progress(null, context.derived.movie(movieId).length, movie.title);
    yield;
    searchItem(context, target);
    job.progress('max');
    job.rename(`Downloaded missing subtitles for ${movie.title} (${movie.year})`);
  };
}

/** wanted_search_missing_subtitles_*: every wanted item (the first BULK_SEARCH_LIMIT), one step each. */
export function wantedSearchJob(kind: 'episode' | 'movie'): JobWork {
  return function* (context, job) {
    const ids = (
      kind === 'episode' ? context.derived.wantedEpisodeIds() : context.derived.wantedMovieIds()
    ).slice(0, BULK_SEARCH_LIMIT);
    job.progress(null, ids.length);
    if (ids.length === 0) job.progress('max');
    for (const [index, id] of ids.entries()) {
      const target = kind === 'episode' ? episodeTarget(context, id) : movieTarget(context, id);
      job.progress(index + 1, null, itemTitle(context, target, false));
      searchItem(context, target);
      yield;
    }
    job.rename(`Searched for missing ${kind === 'episode' ? 'series' : 'movies'} subtitles`);
  };
}

export const wantedSearchSpec = (kind: 'episode' | 'movie'): JobSpec => ({
  name: `Searching for missing ${kind === 'episode' ? 'series' : 'movies'} subtitles`,
  isProgress: true,
});

/**
 * episode_download_specific_subtitles / movie_download_specific_subtitles: 'Searching FR for ...', then
 * 'Searched ...' when found; nothing found or an offline file still ends completed, as in Bazarr.
 */
export function languageSearchJob(
  kind: 'episode' | 'movie',
  id: number,
  language: LanguageKey,
): JobWork {
  return function* (context, job) {
    const target = kind === 'episode' ? episodeTarget(context, id) : movieTarget(context, id);
    if (isOffline(context.state, target.record.path)) return;
    const what = `${languageText(language)} for ${itemTitle(context, target, false)}`;
    job.rename(`Searching ${what}`);
    yield;
    if (downloadLanguage(context, target, language)) job.rename(`Searched ${what}`);
    else context.emit(kind, id);
  };
}

export const LANGUAGE_SEARCH: JobSpec = { name: 'Searching subtitles', progressMax: 1 };

/** A manual download: 'Manually downloading Subtitles for ...' while it runs, 'Manually downloaded ...' at the end. */
export function manualDownloadJob(
  target: MediaTarget,
  store: (context: RouteContext) => void,
): JobWork {
  return function* (context, job) {
    const title = itemTitle(context, target, true);
    job.rename(`Manually downloading Subtitles for ${title}`);
    yield;
    try {
      store(context);
    } finally {
      job.rename(`Manually downloaded Subtitles for ${title}`);
    }
  };
}

/** A job that takes one step, then does its work (uploads, syncs, translations, backups). */
export function oneStepJob(work: (context: RouteContext, job: JobHandle) => void): JobWork {
  return function* (context, job) {
    yield;
    work(context, job);
  };
}

export interface BackgroundJobsOptions {
  /** Marks them as started by Sonarr's SignalR feed (`is_signalr`). */
  signalr?: boolean;
}

/**
 * What a Sonarr sync queues: one search per wanted episode ('Downloading missing subtitles for <series>'), each
 * reporting 0/1 then 1/1 and renamed 'Downloaded ...'. Wraps around the wanted list when `count` is larger.
 */
export function queueBackgroundSearches(
  context: RouteContext,
  count: number,
  { signalr = false }: BackgroundJobsOptions = {},
): number[] {
  if (!context.features.hasJobs)
    throw new Error(`Bazarr ${context.state.bazarrVersion} has no jobs queue`);
  const wanted = context.derived.wantedEpisodeIds();
  const all = wanted.length > 0 ? wanted : [...context.state.episodes.keys()];
  const ids: number[] = [];
  for (let index = 0; index < count && all.length > 0; index += 1) {
    const episodeId = all[index % all.length] ?? 0;
    const episode = context.state.episodes.get(episodeId);
    const title = context.state.series.get(episode?.seriesId ?? -1)?.title ?? 'Unknown Series';
    ids.push(
      context.jobs.queue(
        { name: `Downloading missing subtitles for ${title}`, isSignalr: signalr },
        function* (jobContext, job) {
          const target = episodeTarget(jobContext, episodeId);
          job.progress(null, 1, episodeLongTitle(jobContext.state, target.record as EpisodeRecord));
          yield;
          searchItem(jobContext, target);
          job.progress('max');
          job.rename(`Downloaded missing subtitles for ${title}`);
        },
      ),
    );
  }
  return ids;
}
