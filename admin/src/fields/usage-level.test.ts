import { describe, expect, it } from 'vitest';
import { formatPercent, usageLevel } from './usage-level';

const thresholds = { warning: 60, danger: 80 };

describe('usageLevel', () => {
  it('turns orange above 60 % and red above 80 %, not at the thresholds themselves', () => {
    expect(usageLevel(0, thresholds)).toBe('success');
    expect(usageLevel(60, thresholds)).toBe('success');
    expect(usageLevel(60.1, thresholds)).toBe('warning');
    expect(usageLevel(80, thresholds)).toBe('warning');
    expect(usageLevel(80.5, thresholds)).toBe('error');
  });

  it('writes percentages the French way', () => {
    expect(formatPercent(12.5)).toBe('12,5\u00a0%');
    expect(formatPercent(3)).toBe('3\u00a0%');
  });
});
