import type { MovieRecord, SubtitleRecord } from '../state/types';
import { MOVIE_TITLES } from './names';

/**
 * A few subtitle files the random seed never makes, so that every clean-up rule (issue #19) has something
 * to show in the demo, in the shapes Bazarr stores them: a normal English file beside an English HI one, under a
 * profile that wants English HI, a forced French file beside the same embedded forced track, and a Brazilian Portuguese file
 * (Bazarr's code2 'pb', saved as `.pt-BR.srt`) that no profile asks for. Applied to the first generated
 * (not curated) movies of profiles 2 and 1, after the random draws, so nothing else in the library moves.
 */
export function addCleanupCases(movies: MovieRecord[]): void {
  const generated = movies.slice(MOVIE_TITLES.length);
  const stem = (movie: MovieRecord) => movie.path.replace(/\.[^.]+$/, '');
  const file = (
    movie: MovieRecord,
    code2: string,
    suffix: string,
    forced = false,
    hi = false,
  ): SubtitleRecord => ({
    code2,
    forced,
    hi,
    path: `${stem(movie)}.${suffix}.srt`,
    file_size: 20_000 + movie.id,
  });

  const wantsHi = generated.find((movie) => movie.profileId === 2);
  if (wantsHi)
    wantsHi.subtitles.push(file(wantsHi, 'en', 'en'), file(wantsHi, 'en', 'en.hi', false, true));

  const englishFrench = generated.find((movie) => movie.profileId === 1);
  if (englishFrench)
    englishFrench.subtitles.push(
      { code2: 'fr', forced: true, hi: false, path: null, file_size: null },
      file(englishFrench, 'fr', 'fr.forced', true),
      file(englishFrench, 'pb', 'pt-BR'),
    );
}
