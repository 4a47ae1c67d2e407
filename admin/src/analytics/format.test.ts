import { describe, expect, it } from 'vitest';
import { flagOf, formatDuration, formatShare, shortNumber } from './format';

describe('analytics format', () => {
  it('draws flags from the code, a globe for the unknown country', () => {
    expect(flagOf('FR')).toBe('🇫🇷');
    expect(flagOf('US')).toBe('🇺🇸');
    expect(flagOf('ZZ')).toBe('🌐');
  });

  it('shortens large numbers to K and M', () => {
    expect(shortNumber(950)).toBe('950');
    expect(shortNumber(1_250)).toBe('1,3 K');
    expect(shortNumber(2_500_000)).toBe('2,5 M');
  });

  it('reads durations and shares in French', () => {
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(75)).toBe('1 min 15 s');
    expect(formatShare(33.3)).toBe('33,3\u00a0%');
  });
});
