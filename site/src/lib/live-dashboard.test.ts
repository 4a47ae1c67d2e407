import { afterEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_REFRESH_MS, REQUESTS_MAX_GROWTH } from '../data/live-dashboard';
import { formatMetric, initialDashboardValues, nextDashboardValues, type DashboardValues } from './live-dashboard';

/** Spec 1 §9 "Timing and other". */
const BOUNDS = {
  cpu: { min: 20, max: 100 },
  memory: { min: 30, max: 100 },
  storage: { min: 20, max: 100 },
  network: { min: 50, max: 999 },
} as const;
const DRIFTING = Object.keys(BOUNDS) as (keyof typeof BOUNDS)[];

/** A random source that returns the given values in turn (then repeats the last one). */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)];
};

/** A small deterministic PRNG (mulberry32) in [0, 1). */
const seeded = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const values = (overrides: Partial<DashboardValues> = {}): DashboardValues => ({ ...initialDashboardValues(), ...overrides });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('constants', () => {
  it('refreshes every 2 s and lets the counter grow by at most 4', () => {
    expect(DASHBOARD_REFRESH_MS).toBe(2000);
    expect(REQUESTS_MAX_GROWTH).toBe(4);
  });
});

describe('initialDashboardValues', () => {
  it('starts at 45, 62, 38, 127, 12, 1247', () => {
    expect(initialDashboardValues()).toEqual({
      cpu: 45,
      memory: 62,
      storage: 38,
      network: 127,
      containers: 12,
      requests: 1247,
    });
  });

  it('gives a fresh object each time', () => {
    const first = initialDashboardValues();
    first.cpu = 99;
    expect(initialDashboardValues().cpu).toBe(45);
  });
});

describe('nextDashboardValues', () => {
  it('changes nothing when the random source sits in the middle and the counter draw is 0', () => {
    // Four drift draws at 0.5 (delta 0), then the counter draw at 0 (growth 0).
    expect(nextDashboardValues(values(), sequence(0.5, 0.5, 0.5, 0.5, 0))).toEqual(values());
  });

  it('moves each drifting metric by at most its step, up at 1 and down at 0', () => {
    expect(nextDashboardValues(values(), sequence(1, 1, 1, 1, 0))).toMatchObject({
      cpu: 50,
      memory: 67,
      storage: 41,
      network: 147,
    });
    expect(nextDashboardValues(values(), sequence(0, 0, 0, 0, 0))).toMatchObject({
      cpu: 40,
      memory: 57,
      storage: 35,
      network: 107,
    });
  });

  it('clamps every drifting metric to its upper bound', () => {
    const near = values({ cpu: 98, memory: 99, storage: 99, network: 990 });
    expect(nextDashboardValues(near, sequence(1, 1, 1, 1, 0))).toMatchObject({ cpu: 100, memory: 100, storage: 100, network: 999 });
  });

  it('clamps every drifting metric to its lower bound', () => {
    const near = values({ cpu: 22, memory: 31, storage: 21, network: 60 });
    expect(nextDashboardValues(near, sequence(0, 0, 0, 0, 0))).toMatchObject({ cpu: 20, memory: 30, storage: 20, network: 50 });
  });

  it('brings an out-of-range value back inside the bounds', () => {
    const wild = values({ cpu: 500, memory: 0, storage: -10, network: 5000 });
    expect(nextDashboardValues(wild, sequence(0.5, 0.5, 0.5, 0.5, 0))).toMatchObject({
      cpu: 100,
      memory: 30,
      storage: 20,
      network: 999,
    });
  });

  it('grows the request counter by 0 at the bottom of the draw and 4 at the top', () => {
    expect(nextDashboardValues(values(), sequence(0.5, 0.5, 0.5, 0.5, 0)).requests).toBe(1247);
    expect(nextDashboardValues(values(), sequence(0.5, 0.5, 0.5, 0.5, 0.2)).requests).toBe(1248);
    expect(nextDashboardValues(values(), sequence(0.5, 0.5, 0.5, 0.5, 0.9999)).requests).toBe(1251);
  });

  it('keeps the container figure static', () => {
    expect(nextDashboardValues(values(), sequence(1, 1, 1, 1, 0.9)).containers).toBe(12);
  });

  it('does not mutate the values it is given', () => {
    const before = values();
    const snapshot = { ...before };
    nextDashboardValues(before, sequence(1, 0, 1, 0, 0.9));
    expect(before).toEqual(snapshot);
  });

  it('uses Math.random by default', () => {
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.9999);
    const next = nextDashboardValues(values());
    expect(random).toHaveBeenCalledTimes(5);
    expect(next).toMatchObject({ cpu: 50, memory: 67, storage: 41, network: 147, requests: 1251 });
  });

  it('stays within the spec bounds over many ticks, the counter growing by 0 to 4 each time', () => {
    const random = seeded(1247);
    let current = initialDashboardValues();
    const growths = new Set<number>();
    for (let tick = 0; tick < 5000; tick++) {
      const next = nextDashboardValues(current, random);
      for (const key of DRIFTING) {
        expect(Number.isInteger(next[key])).toBe(true);
        expect(next[key]).toBeGreaterThanOrEqual(BOUNDS[key].min);
        expect(next[key]).toBeLessThanOrEqual(BOUNDS[key].max);
      }
      const growth = next.requests - current.requests;
      expect(growth).toBeGreaterThanOrEqual(0);
      expect(growth).toBeLessThanOrEqual(4);
      growths.add(growth);
      expect(next.containers).toBe(12);
      current = next;
    }
    // Every growth from 0 to 4 happens.
    expect([...growths].sort()).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('formatMetric', () => {
  it('groups thousands the French way', () => {
    expect(formatMetric(1247).replace(/\s/g, ' ')).toBe('1 247');
    expect(formatMetric(1234567).replace(/\s/g, ' ')).toBe('1 234 567');
    expect(formatMetric(45)).toBe('45');
  });

  it('uses a decimal comma', () => {
    expect(formatMetric(12.5)).toBe('12,5');
  });
});
