import type { SubtitleInfo } from '../../../src/api/schemas/subtitles';
import {
  canUpload,
  checkRow,
  resolveRow,
  rowsToSend,
  sendableEpisodeRow,
  sendableRow,
  UPLOAD_MESSAGES,
  type ResolveContext,
  type UploadRow,
} from '../../../src/features/subtitles/upload/uploadRows';

const french = { code2: 'fr', name: 'French', hi: false, forced: true };
const choices = [{ code2: 'en', name: 'English', hi: false, forced: false }, french];
const file = new File(['1'], 'Show.S01E02.fr.srt');
const info = (subtitle_language: string, season = 1, episode = 2): SubtitleInfo => ({
  filename: file.name,
  subtitle_language,
  season,
  episode,
});
const seriesContext = (infos: SubtitleInfo[] | undefined, loading = false): ResolveContext => ({
  choices,
  guesses: {
    infoByName: infos && new Map(infos.map((item) => [item.filename, item])),
    loading,
    episodeAt: (season, episode) => (season === 1 && episode === 2 ? 102 : undefined),
  },
});
const row = (overrides: Partial<UploadRow> = {}): UploadRow => ({
  id: 'r',
  file,
  language: 'en',
  hi: false,
  forced: false,
  episodeId: 102,
  pending: false,
  fromPack: false,
  ...overrides,
});

describe('resolveRow', () => {
  it('takes the episode and language guessed from the file name', () => {
    expect(resolveRow({ id: 'r', file }, seriesContext([info('fr:hi')]))).toMatchObject({
      language: 'fr',
      hi: true,
      forced: false,
      episodeId: 102,
      pending: false,
    });
  });

  it("falls back to the profile's first language, with its flags, and no episode when none matches", () => {
    expect(resolveRow({ id: 'r', file }, seriesContext([info('de', 9, 9)]))).toMatchObject({
      language: 'en',
      episodeId: null,
    });
    expect(resolveRow({ id: 'r', file }, { choices: [french] })).toMatchObject({
      language: 'fr',
      forced: true,
    });
  });

  it('keeps what the user chose, including a cleared language', () => {
    const draft = { id: 'r', file, language: null, hi: true, episodeId: null };
    expect(resolveRow(draft, seriesContext([info('fr')]))).toMatchObject({
      language: null,
      hi: true,
      episodeId: null,
    });
  });

  describe('with our own reading of the name', () => {
    const local = (infos: SubtitleInfo[] | undefined): ResolveContext => {
      const context = seriesContext(infos);
      return {
        ...context,
        guesses: context.guesses && {
          ...context.guesses,
          localEpisode: (name) => (name.includes(' - 012') ? 112 : undefined),
          localLanguage: (name) =>
            name.includes('.en.')
              ? { language: 'en', forced: false, hi: name.includes('.sdh.') }
              : { forced: false, hi: false },
        },
      };
    };

    it("keeps Bazarr's episode when it has one, and takes ours when it has none", () => {
      expect(resolveRow({ id: 'r', file }, local([info('fr')])).episodeId).toBe(102);
      const anime = new File(['1'], 'Show - 012 [1080p].ass');
      // Bazarr reads no season from an absolute number: the row would have no episode.
      expect(resolveRow({ id: 'r', file: anime }, local([])).episodeId).toBe(112);
    });

    it("prefers the language tags of the name to Bazarr's guess", () => {
      const tagged = new File(['1'], 'Show.S01E02.en.sdh.srt');
      const infos = [{ ...info('fr'), filename: tagged.name }];
      expect(resolveRow({ id: 'r', file: tagged }, local(infos))).toMatchObject({
        language: 'en',
        hi: true,
        forced: false,
      });
    });

    it('still reads the name when Bazarr could not', () => {
      const anime = new File(['1'], 'Show - 012.en.ass');
      expect(resolveRow({ id: 'r', file: anime }, local(undefined))).toMatchObject({
        language: 'en',
        episodeId: 112,
        pending: false,
      });
    });
  });

  it('is pending while the file names are read, and not after a failure', () => {
    expect(resolveRow({ id: 'r', file }, seriesContext(undefined, true)).pending).toBe(true);
    expect(resolveRow({ id: 'r', file }, seriesContext(undefined, false))).toMatchObject({
      pending: false,
      episodeId: null,
    });
  });
});

describe('checkRow', () => {
  const none = () => [];
  it('reports a missing language, then a missing episode (series only)', () => {
    expect(checkRow(row({ language: null }), true, none)).toEqual({
      state: 'error',
      message: 'Language is not selected',
    });
    expect(checkRow(row({ episodeId: null }), true, none)).toEqual({
      state: 'error',
      message: 'Episode is not selected',
    });
    expect(checkRow(row({ episodeId: null }), false, none)).toEqual({ state: 'valid' });
  });

  it('warns when a file in that language exists, not for an embedded track', () => {
    expect(checkRow(row(), true, () => [{ code2: 'en', path: '/a.en.srt' }])).toEqual({
      state: 'warning',
      message: 'Override existing subtitle',
    });
    expect(checkRow(row(), true, () => [{ code2: 'en', path: null }])).toEqual({ state: 'valid' });
  });

  it('accepts warnings but no errors, pending rows or an empty list', () => {
    const warning = { state: 'warning' as const, message: UPLOAD_MESSAGES.override };
    expect(canUpload([{ state: 'valid' }, warning])).toBe(true);
    expect(canUpload([{ state: 'valid' }, { state: 'error', message: 'x' }])).toBe(false);
    expect(canUpload([{ state: 'pending' }])).toBe(false);
    expect(canUpload([])).toBe(false);
  });
});

describe('sendable rows', () => {
  it('refuses a row that should not have passed the checks', () => {
    const message = "Invalid language or episode. This shouldn't happen, please report this bug.";
    expect(() => sendableRow(row({ language: null }))).toThrow(message);
    expect(() => sendableEpisodeRow(row({ episodeId: null }))).toThrow(message);
    expect(sendableEpisodeRow(row({ hi: true }))).toEqual({
      file,
      language: 'en',
      hi: true,
      forced: false,
      episodeId: 102,
    });
  });
});

describe('files of a season pack', () => {
  const noSubtitles = () => [];

  it('leaves a file without an episode out instead of refusing the form', () => {
    const packed = row({ id: 'p', episodeId: null, fromPack: true });
    const loose = row({ id: 'l', episodeId: null });
    const ready = row({ id: 'r' });
    const skipped = checkRow(packed, true, noSubtitles);
    expect(skipped).toEqual({ state: 'skipped', message: UPLOAD_MESSAGES.notMatched });
    expect(checkRow(loose, true, noSubtitles).state).toBe('error');

    const checks = [skipped, checkRow(ready, true, noSubtitles)];
    expect(canUpload(checks)).toBe(true);
    expect(rowsToSend([packed, ready], checks)).toEqual([ready]);
    // Nothing left to send.
    expect(canUpload([skipped])).toBe(false);
  });
});
