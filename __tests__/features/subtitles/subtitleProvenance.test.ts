import type { SubtitleLanguage } from '../../../src/api/schemas/common';
import {
  findProvenance,
  provenanceWord,
  type ProvenanceEntry,
} from '../../../src/features/subtitles/provenance/subtitleProvenance';
import {
  PROVENANCE_ERROR,
  PROVENANCE_LOADING,
  PROVENANCE_UNKNOWN,
  provenanceLine,
  provenanceText,
} from '../../../src/features/subtitles/provenance/ProvenanceHint';

const ENGLISH: SubtitleLanguage = {
  name: 'English',
  code2: 'en',
  code3: 'eng',
  hi: false,
  forced: false,
};
const PATH = '/media/tv/Show/Season 01/Show - S01E02.en.srt';

function entry(overrides: Partial<ProvenanceEntry> = {}): ProvenanceEntry {
  return {
    action: 1,
    language: ENGLISH,
    provider: 'opensubtitlescom',
    score: '91.67%',
    timestamp: '2 days ago',
    parsed_timestamp: '11/19/26 10:00:00',
    subtitles_path: PATH,
    description: 'English subtitles downloaded from opensubtitlescom with a score of 91.67%.',
    ...overrides,
  };
}

const english = { code2: 'en', hi: false, forced: false, path: PATH };

describe('which history entry belongs to a present subtitle', () => {
  it('takes the entry in the same language at the same path', () => {
    const match = entry({ provider: 'podnapisi' });
    const entries = [
      entry({ language: { ...ENGLISH, code2: 'fr', name: 'French' }, provider: 'other language' }),
      entry({ subtitles_path: '/elsewhere/Show.en.srt', provider: 'other path' }),
      match,
    ];
    expect(findProvenance(entries, english)).toBe(match);
  });

  it('tells HI and forced files from normal ones', () => {
    const normal = entry({ provider: 'normal' });
    const hi = entry({ language: { ...ENGLISH, hi: true }, provider: 'hi' });
    const forced = entry({ language: { ...ENGLISH, forced: true }, provider: 'forced' });
    const entries = [normal, hi, forced];
    expect(findProvenance(entries, english)).toBe(normal);
    expect(findProvenance(entries, { ...english, hi: true })).toBe(hi);
    expect(findProvenance(entries, { ...english, forced: true })).toBe(forced);
  });

  it('matches on language alone where either side has no path', () => {
    const withoutPath = entry({ subtitles_path: null });
    expect(findProvenance([withoutPath], english)).toBe(withoutPath);
    expect(findProvenance([entry()], { ...english, path: null })).not.toBeNull();
  });

  it('takes the latest entry by date, whatever the order', () => {
    const download = entry({ action: 1, parsed_timestamp: '11/19/26 10:00:00' });
    const upgrade = entry({ action: 3, parsed_timestamp: '11/21/26 09:00:00' });
    const sync = entry({ action: 5, provider: null, parsed_timestamp: '01/02/27 08:00:00' });
    expect(findProvenance([download, sync, upgrade], english)).toBe(sync);
    expect(findProvenance([download, upgrade], english)).toBe(upgrade);
  });

  it("keeps the server's order (newest first) when dates cannot be read", () => {
    const newest = entry({ parsed_timestamp: null, provider: 'newest' });
    const older = entry({ parsed_timestamp: 'yesterday', provider: 'older' });
    expect(findProvenance([newest, older], english)).toBe(newest);
  });

  it('knows nothing when no entry matches, or when the latest one deleted the file', () => {
    expect(findProvenance([], english)).toBeNull();
    expect(findProvenance([entry({ language: null })], english)).toBeNull();
    const deleted = entry({ action: 0, provider: null, parsed_timestamp: '11/22/26 10:00:00' });
    expect(findProvenance([entry(), deleted], english)).toBeNull();
  });
});

describe('how a subtitle got there', () => {
  it.each([
    [1, 'Downloaded'],
    [2, 'Manual'],
    [3, 'Upgraded'],
    [4, 'Uploaded'],
    [5, 'Synced'],
    [6, 'Translated'],
    [0, 'Unknown'],
    [42, 'Unknown'],
  ])('action %i reads %s', (action, word) => {
    expect(provenanceWord(action)).toBe(word);
  });

  it('sums an entry up in one line, leaving out what it lacks', () => {
    expect(provenanceLine(entry())).toBe('Downloaded · opensubtitlescom · 91.67% · 2 days ago');
    expect(provenanceLine(entry({ action: 5, provider: null, score: null }))).toBe(
      'Synced · 2 days ago',
    );
    expect(provenanceLine(entry({ action: 4, provider: 'manual', score: '100.0%' }))).toBe(
      'Uploaded · manual · 100.0% · 2 days ago',
    );
  });

  it('says so while loading, on failure and when nothing is known', () => {
    expect(provenanceText({ status: 'loading' })).toBe(PROVENANCE_LOADING);
    expect(provenanceText({ status: 'error' })).toBe(PROVENANCE_ERROR);
    expect(provenanceText({ status: 'unknown' })).toBe(PROVENANCE_UNKNOWN);
  });
});
