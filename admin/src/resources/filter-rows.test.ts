import { describe, expect, it } from 'vitest';
import { filterLayout, filterRowsSx } from './filter-rows';

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

  it('stacks them on a phone', () => {
    expect(filterLayout(5, 1)).toEqual({ columns: 1, searchSpan: 1 });
  });
});

describe('filterRowsSx', () => {
  it('has a container query for each number of filters side by side', () => {
    const queries = filterRowsSx(2)['& .RaList-actions > form'];
    expect(Object.keys(queries)).toEqual(['@container (min-width: 412px)', '@container (min-width: 624px)', '@container (min-width: 836px)']);
  });
});
