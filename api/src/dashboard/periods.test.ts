import { describe, expect, it } from 'vitest';
import {
  asAmount,
  asDate,
  bucketSums,
  dayKey,
  lastDayKeys,
  lastMonthKeys,
  lowerBound,
  monthKey,
  percentChange,
  rollingPeriods,
  roundCents,
} from './periods';

describe('calendar keys in France', () => {
  it('reads an instant as the French calendar date, across midnight and time changes', () => {
    // 23:30 UTC on 31 March is already 1 April in Paris (summer time, UTC+2).
    expect(dayKey(new Date('2025-03-31T23:30:00Z'))).toBe('2025-04-01');
    expect(monthKey(new Date('2025-03-31T23:30:00Z'))).toBe('2025-04');
    // 23:30 UTC on 31 December is 00:30 on 1 January in Paris (winter time, UTC+1).
    expect(monthKey(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01');
    expect(dayKey(new Date('2025-06-15T12:00:00Z'))).toBe('2025-06-15');
  });

  it('lists the six months ending with the current one, across a new year', () => {
    expect(lastMonthKeys(new Date('2025-02-10T12:00:00Z'), 6)).toEqual(['2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02']);
    expect(lastMonthKeys(new Date('2025-07-31T23:00:00Z'), 2)).toEqual(['2025-07', '2025-08']);
  });

  it('lists the seven days ending today, across a month end', () => {
    expect(lastDayKeys(new Date('2025-03-02T10:00:00Z'), 7)).toEqual([
      '2025-02-24',
      '2025-02-25',
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
  });

  it('gives a database bound before the first instant of a month or a day in France', () => {
    const bound = lowerBound('2025-04');
    expect(bound.getTime()).toBeLessThan(new Date('2025-03-31T22:00:00Z').getTime());
    expect(lowerBound('2025-04-10').getTime()).toBeLessThan(new Date('2025-04-09T22:00:00Z').getTime());
  });
});

describe('rolling periods', () => {
  it('splits the last 60 days into the current 30 and the previous 30', () => {
    const now = new Date('2025-05-31T00:00:00Z');
    const { current, previous } = rollingPeriods(now);
    expect(current).toEqual({ start: new Date('2025-05-01T00:00:00Z'), end: now });
    expect(previous).toEqual({ start: new Date('2025-04-01T00:00:00Z'), end: new Date('2025-05-01T00:00:00Z') });
  });
});

describe('percentChange', () => {
  it('is the relative change with one decimal', () => {
    expect(percentChange(12, 10)).toBe(20);
    expect(percentChange(5, 10)).toBe(-50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(10, 10)).toBe(0);
  });

  it('from nothing: 0 stays 0, anything else has no rate (null)', () => {
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(4, 0)).toBeNull();
  });
});

describe('bucketSums', () => {
  it('sums per key, in the order of the keys, ignoring items outside them', () => {
    const items = [
      { at: '2025-01', amount: 10 },
      { at: '2025-02', amount: 5 },
      { at: '2025-01', amount: 2.5 },
      { at: '2024-12', amount: 99 },
    ];
    expect(bucketSums(items, ['2025-01', '2025-02', '2025-03'], (i) => i.at, (i) => i.amount)).toEqual([
      { key: '2025-01', value: 12.5 },
      { key: '2025-02', value: 5 },
      { key: '2025-03', value: 0 },
    ]);
  });
});

describe('stored values', () => {
  it('rounds euros to the cent', () => {
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(roundCents(1234.567)).toBe(1234.57);
  });

  it('reads dates and amounts whatever their stored form, refusing the unreadable', () => {
    expect(asDate('2025-01-02T00:00:00Z')).toEqual(new Date('2025-01-02T00:00:00Z'));
    expect(asDate(new Date('x'))).toBeUndefined();
    expect(asDate(null)).toBeUndefined();
    expect(asAmount('12.5')).toBe(12.5);
    expect(asAmount(undefined)).toBe(0);
    expect(asAmount('abc')).toBe(0);
  });
});
