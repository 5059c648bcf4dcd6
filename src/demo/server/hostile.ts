import type { DemoState } from '../core/state/types';

/** What `seedHostileText` writes: text that would run script if a page rendered it as HTML. */
export interface HostileText {
  /** Put into every server-text field, after the field's own label ('Title <img src=x onerror=...>'). */
  text: string;
  /** Put into fields that are links (announcements): a `javascript:` URL, say. */
  link: string;
}

/**
 * Writes hostile text into every server-text field the demo holds (titles, paths, subtitle cues, release notes,
 * announcements, logs, provider messages, history descriptions, backups, task names, profile names),
 * so browser tests can check that every page renders it as text. For `POST /__demo/hostile`.
 */
export function seedHostileText(state: DemoState, { text, link }: HostileText): void {
  const mark = (label: string) => `${label} ${text}`;
  for (const series of state.series.values()) {
    series.title = mark(`Series ${series.id}`);
    series.sortTitle = series.title.toLowerCase();
    series.path = `/tv/${text}/${series.id}`;
    series.overview = mark('Overview');
    series.alternativeTitles = [mark('Alias')];
    series.tags = [mark('tag')];
    for (const episodeId of state.episodesBySeries.get(series.id) ?? []) {
      const episode = state.episodes.get(episodeId);
      if (!episode) continue;
      episode.title = mark(`Episode ${episode.id}`);
      episode.path = `/tv/${text}/${episode.id}.mkv`;
      episode.sceneName = mark('Scene');
      for (const subtitle of episode.subtitles)
        if (subtitle.path) {
          subtitle.path = `/tv/${text}/${episode.id}.${subtitle.code2}.srt`;
          subtitle.cues = [mark('Cue')];
        }
    }
  }
  for (const movie of state.movies.values()) {
    movie.title = mark(`Movie ${movie.id}`);
    movie.sortTitle = movie.title.toLowerCase();
    movie.path = `/movies/${text}/${movie.id}.mkv`;
    movie.sceneName = mark('Scene');
    movie.overview = mark('Overview');
    movie.alternativeTitles = [mark('Alias')];
    movie.tags = [mark('tag')];
    for (const subtitle of movie.subtitles)
      if (subtitle.path) {
        subtitle.path = `/movies/${text}/${movie.id}.${subtitle.code2}.srt`;
        subtitle.cues = [mark('Cue')];
      }
  }
  for (const record of state.history) {
    record.description = mark('Description');
    if (record.subtitlesPath) record.subtitlesPath = `/subs/${text}.srt`;
    record.matches = [mark('match')];
    record.dontMatches = [mark('mismatch')];
  }
  for (const record of state.blacklist) record.subsId = mark('subs');
  for (const log of state.logs) {
    log.message = mark('Log');
    if (log.exception !== null) log.exception = mark('Traceback');
  }
  for (const provider of state.providers) provider.status = mark('Status');
  for (const task of state.tasks) task.name = mark(`Task ${task.job_id}`);
  for (const backup of state.backups) backup.filename = `backup_${text}.zip`;
  for (const announcement of state.announcements) {
    announcement.text = mark('Announcement');
    announcement.link = link;
  }
  for (const release of state.releases) {
    release.name = mark('Release');
    release.body = [mark('Change'), `[link](${link})`];
  }
  for (const health of state.health) health.issue = mark('Issue');
  for (const profile of state.profiles) {
    profile.name = mark(`Profile ${profile.profileId}`);
    profile.mustContain = [mark('must')];
  }
  state.version += 1;
}
