import { describe, expect, it } from 'vitest';
import { formatMoney, lineTotals, percentOfCents, toCents, vatByRate } from './money';

describe('money in cents', () => {
  it('reads euros into exact cents', () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents('19,99')).toBe(1999);
    expect(toCents(-2.5)).toBe(-250);
    expect(toCents(undefined)).toBe(0);
  });

  it('rounds a percentage to the cent, half away from zero', () => {
    expect(percentOfCents(25, 10)).toBe(3);
    expect(percentOfCents(1999, 20)).toBe(400);
    expect(percentOfCents(-25, 10)).toBe(-3);
  });

  it('totals invoice lines without drift', () => {
    expect(lineTotals([{ quantity: 1, unit_price: 0.1, tax_rate: 0 }, { quantity: 1, unit_price: 0.2, tax_rate: 0 }])).toEqual({ subtotal: 0.3, tax_amount: 0, total: 0.3 });
    expect(lineTotals([{ quantity: 3, unit_price: 19.99, tax_rate: 20 }])).toEqual({ subtotal: 59.97, tax_amount: 11.99, total: 71.96 });
    expect(lineTotals([{ quantity: 1.5, unit_price: 0.33, tax_rate: 5.5 }])).toEqual({ subtotal: 0.5, tax_amount: 0.03, total: 0.53 });
    expect(lineTotals(undefined)).toEqual({ subtotal: 0, tax_amount: 0, total: 0 });
  });
});

describe('formatMoney', () => {
  it('writes amounts the French way, to the cent, without float drift', () => {
    expect(formatMoney(1234.56)).toBe('1\u00a0234,56\u00a0€');
    expect(formatMoney(0.1 + 0.2)).toBe('0,30\u00a0€');
    expect(formatMoney(1.005)).toBe('1,01\u00a0€');
    expect(formatMoney(-40)).toBe('-40,00\u00a0€');
    expect(formatMoney(1234567.8, 'USD')).toBe('1\u00a0234\u00a0567,80\u00a0$US');
  });
});

describe('vatByRate', () => {
  it('groups the lines by rate, adding up to the totals', () => {
    const lines = [
      { quantity: 3, unit_price: 19.99, tax_rate: 20 },
      { quantity: 1, unit_price: 0.1, tax_rate: 5.5 },
      { quantity: 2, unit_price: 0.2, tax_rate: 20 },
    ];
    expect(vatByRate(lines)).toEqual([
      { rate: 5.5, baseCents: 10, taxCents: 1 },
      { rate: 20, baseCents: 6037, taxCents: 1207 },
    ]);
    expect(lineTotals(lines)).toEqual({ subtotal: 60.47, tax_amount: 12.08, total: 72.55 });
  });

  it('adds up the lines as lineTotals does, each line rounded', () => {
    const lines = [1, 2, 3].map(() => ({ quantity: 1, unit_price: 0.05, tax_rate: 10 }));
    expect(vatByRate(lines)).toEqual([{ rate: 10, baseCents: 15, taxCents: 3 }]);
    expect(lineTotals(lines)).toEqual({ subtotal: 0.15, tax_amount: 0.03, total: 0.18 });
  });
});
