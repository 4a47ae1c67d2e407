import { describe, expect, it } from 'vitest';
import { dayKeyOf, notBeforeToday } from './dates';

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
