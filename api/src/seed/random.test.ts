import { describe, expect, it } from 'vitest';
import { daysBefore, seededRandom } from './random';

describe('seededRandom', () => {
  it('gives the same sequence for the same seed, another for another seed', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(7);
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
  });

  it('stays within bounds', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 1000; i += 1) {
      const n = random.next();
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
      const k = random.int(3, 5);
      expect([3, 4, 5]).toContain(k);
    }
    expect(['a', 'b']).toContain(random.pick(['a', 'b']));
  });
});

describe('daysBefore', () => {
  it('goes back whole and partial days', () => {
    const now = new Date('2025-05-10T12:00:00Z');
    expect(daysBefore(now, 1)).toEqual(new Date('2025-05-09T12:00:00Z'));
    expect(daysBefore(now, 0.5)).toEqual(new Date('2025-05-10T00:00:00Z'));
  });
});
