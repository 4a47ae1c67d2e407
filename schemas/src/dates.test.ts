import { describe, expect, it } from 'vitest';
import { dayKeyOf, notBeforeToday, parisDayKey } from './dates';

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

describe('parisDayKey', () => {
  it('reads the calendar day in Paris, winter and summer, whatever the server zone', () => {
    expect(parisDayKey(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(parisDayKey(new Date('2026-11-26T22:59:00Z'))).toBe('2026-11-26');
    expect(parisDayKey(new Date('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(parisDayKey(new Date('2026-11-27T00:00:00Z'))).toBe('2026-11-27');
  });
});
