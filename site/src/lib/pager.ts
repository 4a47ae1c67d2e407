/**
 * The page numbers a pager shows: the first, the last and the neighbours of the current
 * page, with a gap (null) where pages are skipped: 1 … 4 5 6 … 12.
 */
export function pagerItems(page: number, pages: number, neighbours = 1): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let n = page - neighbours; n <= page + neighbours; n += 1) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    // A gap of exactly one page shows that page rather than an ellipsis.
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push(null);
    items.push(n);
  });
  return items;
}
