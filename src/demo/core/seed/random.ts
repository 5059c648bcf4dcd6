/** A small seeded generator (mulberry32): the same seed always yields the same library. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
  };
}

/** Splits `total` into `count` parts near the average, deterministically. */
export function distribute(total: number, count: number, random: Random, spread = 0.6): number[] {
  if (count <= 0) return [];
  const average = total / count;
  const weights = Array.from({ length: count }, () => 1 - spread / 2 + random.next() * spread);
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.max(1, Math.floor((w / sum) * total)));
  let rest = total - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; rest !== 0 && count > 0; i = (i + 1) % count) {
    const part = parts[i] ?? 0;
    if (rest > 0) {
      parts[i] = part + 1;
      rest -= 1;
    } else if (part > 1 && part > average / 2) {
      parts[i] = part - 1;
      rest += 1;
    }
  }
  return parts;
}
