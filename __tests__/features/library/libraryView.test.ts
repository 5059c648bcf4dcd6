import type { LibraryItem } from '../../../src/features/library';
import { orderedIds, type ViewQuery } from '../../../src/features/library/libraryView';
import { chunkArgs, concatIds } from '../../../src/features/library/progressive/progressiveIds';

interface Item extends LibraryItem {
  rank: number;
}

const item = (title: string, rank: number): Item => ({
  title,
  rank,
  year: '2001',
  poster: null,
  profileId: null,
  monitored: true,
  tags: [],
  audio_language: [],
});

const entities: Record<number, Item | undefined> = {
  1: item('Amélie', 2),
  2: item('The Matrix', 1),
  3: item('Inception', 2),
  4: item('Léon: The Professional', 3),
};

const serverOrder = [1, 3, 4, 2];
const keepOrder: ViewQuery<Item> = {
  filterText: '',
  matches: null,
  sortDirection: 'asc',
  sortValue: null,
};

describe('library list order', () => {
  it('plans the background pages after the first page up to the total', () => {
    expect(chunkArgs(25, 1130, 500)).toEqual([
      { start: 25, length: 500 },
      { start: 525, length: 500 },
      { start: 1025, length: 500 },
    ]);
    expect(chunkArgs(25, 25, 500)).toEqual([]);
    expect(chunkArgs(50, 30, 500)).toEqual([]);
  });

  it('joins pages in order, each id once, skipping pages not loaded', () => {
    expect(concatIds([[1, 2], undefined, [2, 3], [4]])).toEqual([1, 2, 3, 4]);
  });

  it("keeps the server's order without a sort, leaving out ids not in the store", () => {
    expect(orderedIds(entities, [...serverOrder, 99], keepOrder)).toEqual(serverOrder);
  });

  it('filters by title without regard to case or accents', () => {
    expect(orderedIds(entities, serverOrder, { ...keepOrder, filterText: '  LEON ' })).toEqual([4]);
    expect(orderedIds(entities, serverOrder, { ...keepOrder, filterText: 'the' })).toEqual([4, 2]);
  });

  it('keeps the items the other filters let through, with the title filter', () => {
    const oddRank = (entry: Item) => entry.rank % 2 === 1;
    expect(orderedIds(entities, serverOrder, { ...keepOrder, matches: oddRank })).toEqual([4, 2]);
    expect(
      orderedIds(entities, serverOrder, { ...keepOrder, matches: oddRank, filterText: 'matrix' }),
    ).toEqual([2]);
  });

  it('sorts both ways and keeps the server order among equal values', () => {
    const byRank: ViewQuery<Item> = { ...keepOrder, sortValue: (entry) => entry.rank };
    expect(orderedIds(entities, serverOrder, byRank)).toEqual([2, 1, 3, 4]);
    expect(orderedIds(entities, serverOrder, { ...byRank, sortDirection: 'desc' })).toEqual([
      4, 1, 3, 2,
    ]);
  });
});
