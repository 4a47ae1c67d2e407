import { describe, expect, it } from 'vitest';
import { dayKeyOf, instantText, notBeforeToday, parisDayKey, parisInstant, parisWallTime } from './dates';

describe('notBeforeToday', () => {
  const rule = notBeforeToday('Trop tôt', () => new Date(2026, 2, 15, 23, 30));

  it('accepts today and later, refuses yesterday', () => {
    expect(rule('2026-03-15')).toBeUndefined();
    expect(rule('2026-04-01')).toBeUndefined();
    expect(rule('2026-03-14')).toBe('Trop tôt');
    expect(rule(new Date(2026, 2, 14, 12))).toBe('Trop tôt');
  });

  it('reads a local calendar day', () => {
    expect(dayKeyOf(new Date(2026, 0, 5, 0, 1))).toBe('2026-01-05');
  });
});

describe('Paris wall time', () => {
  it('reads a typed date-time as Paris time, winter and summer, and shows it back as typed', () => {
    expect(parisInstant('2026-11-27T07:00')?.toISOString()).toBe('2026-11-27T06:00:00.000Z');
    expect(parisInstant('2026-07-14T07:00')?.toISOString()).toBe('2026-07-14T05:00:00.000Z');
    expect(parisWallTime(parisInstant('2026-11-27T07:00')!)).toBe('2026-11-27T07:00');
    expect(parisWallTime(parisInstant('2026-03-29T03:30')!)).toBe('2026-03-29T03:30');
    expect(parisWallTime(new Date('2026-11-27T06:00:00Z'))).toBe('2026-11-27T07:00');
  });

  it('keeps an instant with its offset, and turns only wall times into ISO instants', () => {
    expect(parisInstant('2026-11-27T07:00:00Z')?.toISOString()).toBe('2026-11-27T07:00:00.000Z');
    expect(instantText('2026-11-27T07:00')).toBe('2026-11-27T06:00:00.000Z');
    expect(instantText('2026-11-27T06:00:00.000Z')).toBe('2026-11-27T06:00:00.000Z');
    expect(instantText('demain')).toBe('demain');
    expect(parisInstant('demain')).toBeUndefined();
  });
});

describe('parisDayKey', () => {
  it('reads the calendar day in Paris, winter and summer, whatever the server zone', () => {
    expect(parisDayKey(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(parisDayKey(new Date('2026-11-26T22:59:00Z'))).toBe('2026-11-26');
    expect(parisDayKey(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(parisDayKey(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27');
  });
});
