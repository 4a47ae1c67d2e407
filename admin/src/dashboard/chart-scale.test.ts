import { describe, expect, it } from 'vitest';
import { arcPath, niceTicks, slices } from './chart-scale';

describe('chart axes', () => {
  it('steps by round amounts up to at least the largest value', () => {
    expect(niceTicks(2240.5)).toEqual([0, 500, 1000, 1500, 2000, 2500]);
    expect(niceTicks(12)).toEqual([0, 2.5, 5, 7.5, 10, 12.5]);
    expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('counts in whole steps', () => {
    expect(niceTicks(3, { integer: true })).toEqual([0, 1, 2, 3]);
    expect(niceTicks(12, { integer: true })).toEqual([0, 3, 6, 9, 12]);
  });

  it('still draws an axis when everything is zero', () => {
    expect(niceTicks(0, { integer: true })).toEqual([0, 1]);
  });
});

describe('doughnut slices', () => {
  const split = [
    { type: 'a', count: 2 },
    { type: 'b', count: 1 },
    { type: 'c', count: 1 },
  ];

  it('shares the full turn in order, with gaps between slices', () => {
    const parts = slices(split, (s) => s.count, 0.04);
    expect(parts.map((p) => p.share)).toEqual([0.5, 0.25, 0.25]);
    expect(parts[0].start).toBeCloseTo(0.02);
    expect(parts[0].end).toBeCloseTo(Math.PI - 0.02);
    expect(parts[2].end).toBeCloseTo(2 * Math.PI - 0.02);
  });

  it('gives a lone slice the whole ring, and nothing to nothing', () => {
    const [only] = slices([{ count: 3 }], (s) => s.count, 0.04);
    expect([only.start, only.end]).toEqual([0, 2 * Math.PI]);
    expect(slices([{ count: 0 }], (s) => s.count)).toEqual([]);
  });

  it('draws a ring segment, and a full ring as two halves', () => {
    expect(arcPath(100, 100, 50, 80, 0, Math.PI / 2)).toBe(
      'M 100.00 20.00 A 80 80 0 0 1 180.00 100.00 L 150.00 100.00 A 50 50 0 0 0 100.00 50.00 Z',
    );
    expect(arcPath(100, 100, 50, 80, 0, 2 * Math.PI).match(/M /g)).toHaveLength(2);
  });
});
