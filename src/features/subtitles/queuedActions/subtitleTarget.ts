import { taskItemKey, type TaskItemKey } from '../../../tasks/tasksSlice';

/** What a subtitle action is about: one episode of a series, or one movie. */
export type SubtitleTarget =
  | {
      kind: 'episode';
      seriesId: number;
      episodeId: number;
      /** Names the item in task progress, e.g. 'Breaking Bad 1x2'. */
      label: string;
    }
  | { kind: 'movie'; radarrId: number; label: string };

/** The key that marks the target busy while its tasks wait or run (docs/behaviour.md §6). */
export function targetItemKey(target: SubtitleTarget): TaskItemKey {
  return target.kind === 'episode'
    ? taskItemKey('episode', target.episodeId)
    : taskItemKey('movie', target.radarrId);
}

/** 'Breaking Bad 1x2': how an episode is named in task progress. */
export function episodeLabel(seriesTitle: string, season: number, episode: number): string {
  return `${seriesTitle} ${season}x${episode}`;
}
