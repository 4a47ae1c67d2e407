import { describe, expect, it } from 'vitest';
import { filterLayout, filterRowsSx, searchSpanFor } from './filter-rows';

/** How many stand on each row: the search box first, `searchSpan` wide. */
function rows(count: number, { columns, searchSpan }: { columns: number; searchSpan: number }): number[] {
  const counts = [1];
  let used = searchSpan;
  for (let filter = 0; filter < count; filter += 1) {
    if (used === columns) {
      counts.push(0);
      used = 0;
    }
    counts[counts.length - 1] += 1;
    used += 1;
  }
  return counts;
}

describe('filterLayout', () => {
  it('keeps everything on one row when it fits, the search box two wide', () => {
    expect(filterLayout(4, 6)).toEqual({ columns: 6, searchSpan: 2 });
    expect(filterLayout(1, 5)).toEqual({ columns: 3, searchSpan: 2 });
  });

  it('never leaves one filter alone on the last row (Plans, Factures at 1 440 px: five filters, five widths fit)', () => {
    expect(rows(5, filterLayout(5, 5))).toEqual([3, 3]);
    for (let count = 2; count <= 10; count += 1) {
      for (let fit = 3; fit < count + 2; fit += 1) {
        const layout = filterLayout(count, fit);
        expect(layout.columns).toBeLessThanOrEqual(fit);
        expect(rows(count, layout).at(-1), `${count} filtres, ${fit} de front`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('keeps the search box as wide as its placeholder needs (Factures at 1 024 px: three widths fit)', () => {
    expect(filterLayout(5, 3)).toEqual({ columns: 3, searchSpan: 1 });
    const invoices = filterLayout(5, 3, 2);
    expect(invoices.searchSpan).toBeGreaterThanOrEqual(2);
    expect(rows(5, invoices).at(-1)).toBeGreaterThanOrEqual(2);
    for (let count = 1; count <= 10; count += 1) {
      for (let fit = 2; fit < count + 4; fit += 1) {
        for (const searchMin of [1, 2, 3]) expect(filterLayout(count, fit, searchMin).searchSpan).toBeGreaterThanOrEqual(Math.min(searchMin, fit));
      }
    }
  });

  it('stacks them on a phone', () => {
    expect(filterLayout(5, 1)).toEqual({ columns: 1, searchSpan: 1 });
  });
});

describe('searchSpanFor', () => {
  it('gives a long placeholder two columns, the usual one one', () => {
    expect(searchSpanFor('Rechercher...')).toBe(1);
    expect(searchSpanFor('Rechercher par numéro ou client...')).toBe(2);
  });
});

describe('filterRowsSx', () => {
  it('has a container query for each number of filters side by side', () => {
    const queries = filterRowsSx(2, 'Rechercher...')['& .RaList-actions > form'];
    expect(Object.keys(queries)).toEqual(['@container (min-width: 412px)', '@container (min-width: 624px)', '@container (min-width: 836px)']);
  });
});
