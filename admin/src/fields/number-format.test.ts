import { describe, expect, it } from 'vitest';
import { stepDecimals } from './number-format';

describe('stepDecimals', () => {
  it('counts the decimals of a fractional step', () => {
    expect(stepDecimals(0.0001)).toBe(4);
    expect(stepDecimals(0.1)).toBe(1);
    expect(stepDecimals(0.25)).toBe(2);
    expect(stepDecimals(0.015)).toBe(3);
  });

  it('leaves whole steps and missing steps to the default format', () => {
    expect(stepDecimals(1)).toBeUndefined();
    expect(stepDecimals(100)).toBeUndefined();
    expect(stepDecimals(undefined)).toBeUndefined();
  });
});
