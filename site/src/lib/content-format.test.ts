import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatNumber, formatShortDate, initials } from './content-format';

describe('French formats', () => {
  it('groups thousands the French way', () => {
    expect(formatNumber(2847).replace(/\s/g, ' ')).toBe('2 847');
  });

  it('writes dates in Paris time whatever the server zone', () => {
    // 23:30 UTC on 31 December is already 1 January in Paris.
    expect(formatLongDate('2024-12-31T23:30:00Z')).toBe('1 janvier 2025');
    expect(formatShortDate('2025-03-04T10:00:00Z')).toBe('4 mars 2025');
    expect(formatDateTime('2025-07-14T08:05:00Z')).toBe('14 juillet 2025 à 10:05');
  });
});

describe('initials', () => {
  it.each([
    ['Camille Durand', 'CD'],
    ['Jean-Pierre Martin', 'JM'],
    ['élodie', 'É'],
    ["Anne d'Arc", 'AA'],
    ['  ', '?'],
  ])('%s → %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
