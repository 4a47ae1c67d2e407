import { describe, expect, it } from 'vitest';
import { lineTotals } from './money';
import { netLinesFor, refundLines, shareCents } from './refund';

describe('refundLines', () => {
  it('gives a credit note whose computed total is exactly the refunded amount, for every cent up to 20 €', () => {
    const items = [{ description: 'Hébergement', quantity: 3, unit_price: 0.1, tax_rate: 20 }];
    for (let cents = 1; cents <= 2000; cents += 1) {
      const lines = refundLines(items, cents / 100, 'Remboursement');
      expect(lineTotals(lines).total, `${cents} cents`).toBe(cents / 100);
    }
  });

  it('shares the amount among the VAT rates in proportion, still exact', () => {
    const items = [
      { quantity: 1, unit_price: 100, tax_rate: 20 },
      { quantity: 2, unit_price: 10.05, tax_rate: 5.5 },
    ];
    const total = lineTotals(items).total;
    expect(lineTotals(refundLines(items, total, 'x')).total).toBe(total);
    const half = refundLines(items, 70.01, 'x');
    expect([...new Set(half.map((line) => line.tax_rate))]).toEqual([20, 5.5]);
    expect(lineTotals(half).total).toBe(70.01);
  });

  it('makes up an amount one line cannot reach with a second small line at the same rate', () => {
    expect(netLinesFor(3, 20)).toHaveLength(2);
    expect(netLinesFor(120, 20)).toEqual([100]);
  });

  it('shares cents by largest remainders', () => {
    expect(shareCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareCents(5, [0, 0])).toEqual([5, 0]);
  });
});
