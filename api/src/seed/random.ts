/**
 * A seeded pseudo-random sequence (mulberry32): the demo data looks varied yet is the
 * same on every run, so a report or a screenshot can be compared from one seed to the next.
 */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
  };
}

export const DAY_MS = 86_400_000;

/** An instant `days` days (fractions allowed) before `now`. */
export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);
