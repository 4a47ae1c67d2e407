import { describe, expect, it } from 'vitest';
import { INSTANCE_USAGE_THRESHOLDS, USAGE_THRESHOLDS } from '@hexagone/schemas';
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

  it("colours a service's bars orange above 60 % and an instance's only red, above 80 % (spec 3 §9)", () => {
    expect(usageLevel(70, USAGE_THRESHOLDS)).toBe('warning');
    expect(usageLevel(70, INSTANCE_USAGE_THRESHOLDS)).toBe('success');
    expect(usageLevel(80, INSTANCE_USAGE_THRESHOLDS)).toBe('success');
    expect(usageLevel(80.5, INSTANCE_USAGE_THRESHOLDS)).toBe('error');
  });

  it('writes percentages the French way', () => {
    expect(formatPercent(12.5)).toBe('12,5\u00a0%');
    expect(formatPercent(3)).toBe('3\u00a0%');
  });
});
