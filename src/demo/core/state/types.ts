import type { JobsState } from '../jobs/records';

/** The demo backend's in-memory database. Records hold what Bazarr's tables hold; views shape the API answers. */

export interface SubtitleRecord {
  code2: string;
  forced: boolean;
  hi: boolean;
  /** null: an embedded track. */
  path: string | null;
  file_size: number | null;
  /** The texts of its cues (GET subtitles/contents), when a test sets them; else made up from the path. */
  cues?: string[];
}

export interface SeriesRecord {
  id: number;
  title: string;
  sortTitle: string;
  year: string;
  path: string;
  overview: string;
  imdbId: string;
  tvdbId: number;
  seriesType: string;
  monitored: boolean;
  ended: boolean;
  lastAired: string;
  tags: string[];
  profileId: number | null;
  /** code2 of the audio languages. */
  audio: string[];
  alternativeTitles: string[];
}

export interface EpisodeRecord {
  id: number;
  seriesId: number;
  season: number;
  episode: number;
  title: string;
  path: string;
  sceneName: string;
  monitored: boolean;
  audio: string[];
  subtitles: SubtitleRecord[];
}

export interface MovieRecord {
  id: number;
  title: string;
  sortTitle: string;
  year: string;
  /** The video file. */
  path: string;
  sceneName: string;
  overview: string;
  imdbId: string;
  monitored: boolean;
  tags: string[];
  profileId: number | null;
  audio: string[];
  alternativeTitles: string[];
  subtitles: SubtitleRecord[];
}

export type MediaKind = 'episode' | 'movie';

/** 0 deleted, 1 downloaded, 2 manual, 3 upgraded, 4 uploaded, 5 synced/modified, 6 translated. */
export type HistoryAction = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface HistoryRecord {
  id: number;
  kind: MediaKind;
  /** sonarrEpisodeId or radarrId. */
  itemId: number;
  action: HistoryAction;
  code2: string;
  forced: boolean;
  hi: boolean;
  provider: string | null;
  score: string | null;
  subsId: string | null;
  subtitlesPath: string | null;
  description: string;
  /** Epoch milliseconds. */
  time: number;
  matches: string[];
  dontMatches: string[];
  upgradable: boolean;
}

export interface BlacklistRecord {
  kind: MediaKind;
  itemId: number;
  provider: string;
  subsId: string;
  code2: string;
  forced: boolean;
  hi: boolean;
  time: number;
}

export interface LanguageRecord {
  name: string;
  code2: string;
  code3: string;
  enabled: boolean;
}

export interface ProfileItem {
  id: number;
  language: string;
  audio_exclude: string;
  audio_only_include: string;
  hi: string;
  forced: string;
}

export interface LanguageProfile {
  profileId: number;
  name: string;
  cutoff: number | null;
  items: ProfileItem[];
  mustContain: string[];
  mustNotContain: string[];
  originalFormat: number | null;
  tag: string | null;
}

export interface ProviderRecord {
  name: string;
  status: string;
  retry: string;
}

export interface TaskRecord {
  job_id: string;
  name: string;
  interval: string;
  next_run_in: string;
  running: boolean;
}

export interface LogRecord {
  timestamp: string;
  type: string;
  message: string;
  exception: string | null;
}

export interface BackupRecord {
  filename: string;
  size: string;
  time: number;
  type: string;
}

export interface AnnouncementRecord {
  text: string;
  link: string;
  hash: string;
  dismissible: boolean;
  timestamp: string;
  dismissed: boolean;
}

export interface ReleaseRecord {
  name: string;
  body: string[];
  date: string;
  prerelease: boolean;
  current: boolean;
}

export interface HealthRecord {
  object: string;
  issue: string;
}

export type SettingValue =
  string | number | boolean | null | SettingValue[] | { [key: string]: SettingValue };
export type SettingsSection = Record<string, SettingValue>;
export type SettingsTree = Record<string, SettingsSection>;

export interface DemoState {
  series: Map<number, SeriesRecord>;
  /** Series ids by sortTitle, as Bazarr lists them. */
  seriesOrder: number[];
  episodes: Map<number, EpisodeRecord>;
  episodesBySeries: Map<number, number[]>;
  movies: Map<number, MovieRecord>;
  movieOrder: number[];
  history: HistoryRecord[];
  nextHistoryId: number;
  blacklist: BlacklistRecord[];
  languages: LanguageRecord[];
  profiles: LanguageProfile[];
  settings: SettingsTree;
  providers: ProviderRecord[];
  tasks: TaskRecord[];
  logs: LogRecord[];
  backups: BackupRecord[];
  announcements: AnnouncementRecord[];
  releases: ReleaseRecord[];
  health: HealthRecord[];
  /** Session ids that logged in with the form. */
  sessions: Set<string>;
  startTime: number;
  /** What /api/system/status reports (`bazarrVersion` option, DEMO_BAZARR). */
  bazarrVersion: string;
  /** Bazarr's live link to Sonarr's and Radarr's SignalR feeds: 'LIVE' when connected, '' when not (badges). */
  signalr: { sonarr: string; radarr: string };
  /** Bazarr's jobs queue (from 1.5.3; empty and unused before). */
  jobs: JobsState;
  /**
   * Folders Bazarr cannot reach (a root folder whose drive is offline): path prefixes. A series or movie search
   * under one fails (500 before 1.5.6, a failed job from 1.5.6), a one-language search finds nothing.
   */
  offline: string[];
  /** Bumped by every write, so derived lists (wanted, badges) can be cached. */
  version: number;
}
