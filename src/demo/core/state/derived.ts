import { missingSubtitles, type LanguageKey } from './missing';
import type { DemoState } from './types';

/**
 * Missing subtitles per episode and movie, cached per item so lists of 100,000 episodes stay cheap.
 * Writes call the forget* methods for what they touched.
 */
export class Derived {
  private readonly episodeMissing = new Map<number, LanguageKey[]>();
  private readonly movieMissing = new Map<number, LanguageKey[]>();
  private wantedEpisodes: number[] | null = null;
  private wantedMovies: number[] | null = null;

  constructor(private readonly state: DemoState) {}

  private useEmbedded(): boolean {
    return this.state.settings.general?.use_embedded_subs !== false;
  }

  private profile(id: number | null) {
    return id === null
      ? undefined
      : this.state.profiles.find((profile) => profile.profileId === id);
  }

  episode(id: number): LanguageKey[] {
    const cached = this.episodeMissing.get(id);
    if (cached) return cached;
    const episode = this.state.episodes.get(id);
    const series = episode && this.state.series.get(episode.seriesId);
    const missing =
      episode && series
        ? missingSubtitles(
            this.profile(series.profileId),
            episode.subtitles,
            episode.audio,
            this.useEmbedded(),
          )
        : [];
    this.episodeMissing.set(id, missing);
    return missing;
  }

  movie(id: number): LanguageKey[] {
    const cached = this.movieMissing.get(id);
    if (cached) return cached;
    const movie = this.state.movies.get(id);
    const missing = movie
      ? missingSubtitles(
          this.profile(movie.profileId),
          movie.subtitles,
          movie.audio,
          this.useEmbedded(),
        )
      : [];
    this.movieMissing.set(id, missing);
    return missing;
  }

  /** Episode ids with something missing, newest first (Bazarr's wanted order). */
  wantedEpisodeIds(): number[] {
    if (!this.wantedEpisodes) {
      const ids: number[] = [];
      for (const id of this.state.episodes.keys()) if (this.episode(id).length > 0) ids.push(id);
      this.wantedEpisodes = ids.sort((a, b) => b - a);
    }
    return this.wantedEpisodes;
  }

  wantedMovieIds(): number[] {
    if (!this.wantedMovies) {
      const ids: number[] = [];
      for (const id of this.state.movies.keys()) if (this.movie(id).length > 0) ids.push(id);
      this.wantedMovies = ids.sort((a, b) => b - a);
    }
    return this.wantedMovies;
  }

  missingEpisodeCount(seriesId: number): number {
    const ids = this.state.episodesBySeries.get(seriesId) ?? [];
    return ids.reduce((count, id) => count + (this.episode(id).length > 0 ? 1 : 0), 0);
  }

  forgetEpisode(id: number): void {
    this.episodeMissing.delete(id);
    this.wantedEpisodes = null;
    this.state.version += 1;
  }

  forgetSeries(seriesId: number): void {
    for (const id of this.state.episodesBySeries.get(seriesId) ?? [])
      this.episodeMissing.delete(id);
    this.wantedEpisodes = null;
    this.state.version += 1;
  }

  forgetMovie(id: number): void {
    this.movieMissing.delete(id);
    this.wantedMovies = null;
    this.state.version += 1;
  }

  /** After a profile or settings change every answer may differ. */
  forgetAll(): void {
    this.episodeMissing.clear();
    this.movieMissing.clear();
    this.wantedEpisodes = null;
    this.wantedMovies = null;
    this.state.version += 1;
  }
}
