import { describe, expect, it } from 'vitest';
import { onStep, stepMessage } from './step';

describe('onStep', () => {
  it('accepts the multiples of a decimal step despite float error', () => {
    const rule = onStep(0.1);
    for (const ok of [0, 0.1, 0.7, 1.3, 2, '0,7', '1.9']) expect(rule(ok, {}), String(ok)).toBeUndefined();
    expect(rule(0.75, {})).toBe('La valeur doit être un multiple de 0,1');
  });

  it('holds costs to the ten-thousandth', () => {
    const rule = onStep(0.0001);
    for (const ok of [0, 0.0001, 0.0025, 0.015, 0.06, 12.3456]) expect(rule(ok, {}), String(ok)).toBeUndefined();
    expect(rule(0.00015, {})).toBe('La valeur doit être un multiple de 0,0001');
    expect(rule(0.12345, {})).toBe(stepMessage(0.0001));
  });

  it('asks whole numbers for a step of 1', () => {
    const rule = onStep(1);
    expect(rule(4096, {})).toBeUndefined();
    expect(rule(12.5, {})).toBe('La valeur doit être un nombre entier');
  });

  it('leaves what is not a number to the other rules', () => {
    expect(onStep(0.1)('abc', {})).toBeUndefined();
    expect(onStep(0.1)(undefined, {})).toBeUndefined();
  });
});
