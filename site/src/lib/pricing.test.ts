import { describe, expect, it } from 'vitest';
import { displayedMonthlyPrice, formatEuros, formatNumber, formatPercent, yearlyPerMonth, yearlySavingsPercent } from './pricing';

/** Intl separates thousands with a narrow no-break space and puts a no-break space before € and %. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('yearly prices shown per month', () => {
  it('divide by 12 and round (spec 1 §9)', () => {
    expect(yearlyPerMonth(490)).toBe(41);
    expect(yearlyPerMonth(1990)).toBe(166);
    expect(yearlyPerMonth(9990)).toBe(833);
  });

  it('keep the monthly price under monthly billing', () => {
    expect(displayedMonthlyPrice({ monthlyPrice: 199, yearlyPrice: 1990 }, 'monthly')).toBe(199);
    expect(displayedMonthlyPrice({ monthlyPrice: 199, yearlyPrice: 1990 }, 'yearly')).toBe(166);
  });
});

describe('yearly savings', () => {
  it('is 17 % on the Professional plan: (12 × 199 − 1990) / (12 × 199), rounded', () => {
    expect(yearlySavingsPercent(199, 1990)).toBe(17);
  });

  it('is 0 when a year costs twelve months', () => {
    expect(yearlySavingsPercent(10, 120)).toBe(0);
  });
});

describe('French formats', () => {
  it('write euros with grouped thousands and the sign after the figure', () => {
    expect(plain(formatEuros(2450))).toBe('2 450 €');
    expect(plain(formatEuros(49))).toBe('49 €');
    expect(plain(formatEuros(2.5, 2))).toBe('2,50 €');
    expect(plain(formatEuros(0.00015, 4, 5))).toBe('0,00015 €');
    expect(plain(formatEuros(0.0001, 4, 5))).toBe('0,0001 €');
  });

  it('never break a line inside a price or before the sign', () => {
    expect(formatEuros(2450)).not.toMatch(/ /);
    expect(formatPercent(17)).not.toMatch(/ /);
  });

  it('write percents with a comma and the sign after a space', () => {
    expect(plain(formatPercent(17))).toBe('17 %');
    expect(plain(formatPercent(99.99))).toBe('99,99 %');
    expect(plain(formatPercent(99.9))).toBe('99,9 %');
  });

  it('group thousands', () => {
    expect(plain(formatNumber(10000))).toBe('10 000');
  });
});
