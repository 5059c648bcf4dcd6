import type { SubtitleLanguage } from '../../api/schemas/common';
import type { WantedEpisode, WantedMovie } from '../../api/schemas/wanted';
import { queueTasks, TaskGroup, taskItemKey } from '../../tasks/tasksSlice';

/** Queues the search of one missing language of a wanted episode ('Searching subtitles...'). */
export function searchWantedEpisode(episode: WantedEpisode, language: SubtitleLanguage) {
  return queueTasks({
    group: TaskGroup.SearchSubtitles,
    tasks: [
      {
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
      },
    ],
  });
}

/** Queues the search of one missing language of a wanted movie ('Searching subtitles...'). */
export function searchWantedMovie(movie: WantedMovie, language: SubtitleLanguage) {
  return queueTasks({
    group: TaskGroup.SearchSubtitles,
    tasks: [
      {
        description: `${movie.title} ${language.name}`,
        endpoint: 'downloadMovieSubtitle',
        args: {
          radarrid: movie.radarrId,
          language: language.code2,
          hi: language.hi,
          forced: language.forced,
        },
        itemKey: taskItemKey('movie', movie.radarrId),
      },
    ],
  });
}
