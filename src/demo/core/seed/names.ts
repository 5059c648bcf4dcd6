import type { Random } from './random';

/** Well-known titles first (with a few accents for accent-insensitive search), then generated ones. */
export const SERIES_TITLES: readonly [string, number, string][] = [
  ['Breaking Bad', 2008, 'AMC'],
  ['The Expanse', 2015, 'Syfy'],
  ['Pokémon', 1997, 'TV Tokyo'],
  ['Dark', 2017, 'Netflix'],
  ['Arcane', 2021, 'Netflix'],
  ['Andor', 2022, 'Disney+'],
  ['The Bear', 2022, 'FX'],
  ['Money Heist', 2017, 'Netflix'],
  ['Le Bureau des Légendes', 2015, 'Canal+'],
  ['Fullmetal Alchemist: Brotherhood', 2009, 'MBS'],
  ['Better Call Saul', 2015, 'AMC'],
  ['Chernobyl', 2019, 'HBO'],
  ['Severance', 2022, 'Apple TV+'],
  ['Lupin', 2021, 'Netflix'],
  ['Attack on Titan', 2013, 'NHK'],
  ['The Wire', 2002, 'HBO'],
  ['Fargo', 2014, 'FX'],
  ['Mr. Robot', 2015, 'USA Network'],
  ['Cowboy Bebop', 1998, 'TV Tokyo'],
  ['Stranger Things', 2016, 'Netflix'],
  ['The Office', 2005, 'NBC'],
  ['Borgen', 2010, 'DR1'],
  ['Élite', 2018, 'Netflix'],
  ['Twin Peaks', 1990, 'ABC'],
  ['The Crown', 2016, 'Netflix'],
  ['Shōgun', 2024, 'FX'],
  ['Succession', 2018, 'HBO'],
  ['Sherlock', 2010, 'BBC One'],
  ['Daily Show Highlights', 2020, 'Comedy Central'],
  ['One Piece', 1999, 'Fuji TV'],
];

export const MOVIE_TITLES: readonly [string, number][] = [
  ['Amélie', 2001],
  ['Inception', 2010],
  ['The Matrix', 1999],
  ['12 Angry Men', 1957],
  ['2001: A Space Odyssey', 1968],
  ['Pokémon: The First Movie', 1998],
  ['Spirited Away', 2001],
  ['Parasite', 2019],
  ['La Haine', 1995],
  ['Le Fabuleux Destin', 2003],
  ['Furiosa: A Mad Max Saga', 2024],
  ['Killers of the Flower Moon', 2023],
  ['Dune', 2021],
  ['Interstellar', 2014],
  ['The Godfather', 1972],
  ['Pulp Fiction', 1994],
  ['Léon: The Professional', 1994],
  ['City of God', 2002],
  ['Oldboy', 2003],
  ['The Intouchables', 2011],
  ['Blade Runner 2049', 2017],
  ['Arrival', 2016],
  ['Whiplash', 2014],
  ['Portrait of a Lady on Fire', 2019],
  ['Das Boot', 1981],
  ['Crouching Tiger, Hidden Dragon', 2000],
];

const ADJECTIVES = [
  'Silent',
  'Broken',
  'Golden',
  'Hidden',
  'Last',
  'Wild',
  'Cold',
  'Distant',
  'Bright',
  'Black',
  'Crimson',
  'Lost',
  'Burning',
  'Frozen',
  'Secret',
  'Endless',
  'Quiet',
  'Iron',
  'Velvet',
  'Hollow',
  'Northern',
  'Electric',
  'Fading',
  'Savage',
  'Gentle',
  'Crystal',
  'Midnight',
  'Scarlet',
  'Hungry',
  'Lucky',
  'Rising',
  'Sleeping',
  'Restless',
  'Stolen',
  'Painted',
  'Wandering',
  'Shattered',
  'Sunken',
  'Radiant',
  'Forgotten',
];
const NOUNS = [
  'Road',
  'Garden',
  'Bridge',
  'Kingdom',
  'Storm',
  'Harbor',
  'River',
  'Empire',
  'Mirror',
  'Forest',
  'City',
  'Signal',
  'Island',
  'Tower',
  'Frontier',
  'Orchard',
  'Station',
  'Valley',
  'Crown',
  'Circuit',
  'Desert',
  'Lantern',
  'Machine',
  'Ocean',
  'Promise',
  'Republic',
  'Shadow',
  'Summer',
  'Theory',
  'Voyage',
  'Winter',
  'Archive',
  'Beacon',
  'Canyon',
  'Dynasty',
  'Echo',
  'Fortress',
  'Galaxy',
  'Horizon',
  'Legacy',
  'Meridian',
  'Nomad',
  'Outpost',
  'Paradox',
  'Quarry',
  'Relic',
  'Saga',
  'Tide',
  'Union',
  'Vertex',
];

/** Unique generated titles: 'The Silent Road', then 'The Silent Road II' when combinations run out. */
export function generatedTitle(index: number): string {
  const combos = ADJECTIVES.length * NOUNS.length;
  const base = index % combos;
  const adjective = ADJECTIVES[(base * 7) % ADJECTIVES.length] ?? 'Lost';
  const noun = NOUNS[Math.floor(base / ADJECTIVES.length) % NOUNS.length] ?? 'Road';
  const round = Math.floor(index / combos);
  return `The ${adjective} ${noun}${round > 0 ? ` ${toRoman(round + 1)}` : ''}`;
}

export function episodeTitle(random: Random): string {
  return `The ${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
}

function toRoman(value: number): string {
  const numerals: [number, string][] = [
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = value;
  let out = '';
  for (const [amount, numeral] of numerals) {
    while (rest >= amount) {
      out += numeral;
      rest -= amount;
    }
  }
  return out;
}

/** Bazarr sorts by Sonarr's sortTitle: lower case, leading article dropped. */
export function sortTitle(title: string): string {
  return title.toLowerCase().replace(/^(the|a|an) /, '');
}

/** 'Breaking Bad' -> 'Breaking.Bad' for scene names. */
export function sceneTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

/** Folder-safe title ('2001: A Space Odyssey' -> '2001 A Space Odyssey'). */
export function folderTitle(title: string): string {
  return title
    .replace(/[:/\\?*"<>|]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
