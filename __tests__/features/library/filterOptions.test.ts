import { collectFilterOptions } from '../../../src/features/library/filters/filterOptions';
import type { LibraryItem } from '../../../src/features/library/libraryKinds';

const item = (id: number, tags: string[], audio: string[]) =>
  ({ id, tags, audio_language: audio.map((name) => ({ name })) }) as unknown as LibraryItem;

describe('the filters’ options', () => {
  it('are those of the loaded items, once each, case-insensitive and with numbers by value', () => {
    const entities = {
      1: item(1, ['season10', 'anime'], ['English', 'french']),
      2: item(2, ['Season2', '4k', 'anime'], ['English']),
      3: item(3, ['10bit', '2160p'], ['Dutch']),
    };
    const options = collectFilterOptions(entities, [1, 2, 3, 4], undefined);
    expect(options.tags).toEqual(['4k', '10bit', '2160p', 'anime', 'Season2', 'season10']);
    expect(options.audio).toEqual(['Dutch', 'English', 'french']);
    expect(options.seriesTypes).toEqual([]);
  });
});
