import { describe, expect, it } from 'vitest';
import { CHARS_PER_TOKEN, estimateCost, estimateTokens } from './estimate';

describe('estimateTokens', () => {
  it('counts one token per four characters, rounded up', () => {
    expect(CHARS_PER_TOKEN).toBe(4);
    expect(estimateTokens('')).toBe(0);
    expect(estimateTokens('abc')).toBe(1);
    expect(estimateTokens('abcd')).toBe(1);
    expect(estimateTokens('abcde')).toBe(2);
    expect(estimateTokens('x'.repeat(400))).toBe(100);
  });

  it('counts an accented letter or an emoji as one character', () => {
    expect(estimateTokens('éèàç')).toBe(1);
    expect(estimateTokens('👍👍👍👍')).toBe(1);
  });
});

describe('estimateCost', () => {
  const prices = { cost_per_1k_input_tokens: 0.0025, cost_per_1k_output_tokens: 0.01 };

  it('prices input and output tokens apart, per 1 000 tokens', () => {
    const cost = estimateCost(prices, 2000, 500);
    expect(cost.input_cost).toBeCloseTo(0.005, 10);
    expect(cost.output_cost).toBeCloseTo(0.005, 10);
    expect(cost.total).toBeCloseTo(0.01, 10);
  });

  it('is free for no tokens, and reads missing or negative prices as 0', () => {
    expect(estimateCost(prices, 0, 0)).toEqual({ input_cost: 0, output_cost: 0, total: 0 });
    expect(estimateCost({}, 1000, 1000).total).toBe(0);
    expect(estimateCost({ cost_per_1k_input_tokens: -1, cost_per_1k_output_tokens: 0.002 }, 1000, 1000).total).toBeCloseTo(0.002, 10);
  });
});
