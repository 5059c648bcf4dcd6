import type { SubtitleLanguage } from '../../api/schemas/common';
import type { WantedEpisode, WantedMovie } from '../../api/schemas/wanted';
import { queueTasks, TaskGroup, taskItemKey, type TaskRequest } from '../../tasks/tasksSlice';

/** The search of one missing language of a wanted episode: PATCH episodes/subtitles, as Bazarr's chip does. */
export function episodeSearchTask(episode: WantedEpisode, language: SubtitleLanguage): TaskRequest {
  return {
    description: `${episode.seriesTitle} ${episode.episode_number} ${language.name}`,
    endpoint: 'downloadEpisodeSubtitle',
    args: {
      seriesid: episode.sonarrSeriesId,
      episodeid: episode.sonarrEpisodeId,
      language: language.code2,
      hi: language.hi,
      forced: language.forced,
    },
    itemKey: taskItemKey('episode', episode.sonarrEpisodeId),
  };
}

/** The search of one missing language of a wanted movie: PATCH movies/subtitles. */
export function movieSearchTask(movie: WantedMovie, language: SubtitleLanguage): TaskRequest {
  return {
    description: `${movie.title} ${language.name}`,
    endpoint: 'downloadMovieSubtitle',
    args: {
      radarrid: movie.radarrId,
      language: language.code2,
      hi: language.hi,
      forced: language.forced,
    },
    itemKey: taskItemKey('movie', movie.radarrId),
  };
}

/** Queues searches under 'Searching subtitles...' (one progress notification, '[i/n] description'). */
export const queueSearches = (tasks: readonly TaskRequest[]) =>
  queueTasks({ group: TaskGroup.SearchSubtitles, tasks });

/** Queues the search of one missing language of a wanted episode. */
export const searchWantedEpisode = (episode: WantedEpisode, language: SubtitleLanguage) =>
  queueSearches([episodeSearchTask(episode, language)]);

/** Queues the search of one missing language of a wanted movie. */
export const searchWantedMovie = (movie: WantedMovie, language: SubtitleLanguage) =>
  queueSearches([movieSearchTask(movie, language)]);
