/**
 * How a list's filters share their rows (issue 26 §12): as many columns as fit, the search box
 * two wide so its whole placeholder shows, and rows balanced so that no filter is left alone on
 * the last one (« Total max. » under five others). One CSS container query per column count,
 * so the rows follow the width the list actually has, sidebar open or not.
 */

/** The narrowest a filter may be and still show its label (« Moyen de paiement »), and the gap between two. */
export const FILTER_MIN_WIDTH = 200;
export const FILTER_GAP = 12;
/** The search box is two filters wide where the rows allow it, else one. */
export const SEARCH_SPANS = [2, 1] as const;

export interface FilterLayout {
  columns: number;
  searchSpan: number;
}

/**
 * The columns for the search box and `count` filters when `fit` filters fit side by side: the
 * fewest rows, then a last row of two or more, the search box as wide as that allows.
 */
export function filterLayout(count: number, fit: number): FilterLayout {
  const wide = { columns: Math.max(1, Math.min(fit, count + SEARCH_SPANS[0])), searchSpan: Math.min(SEARCH_SPANS[0], Math.max(1, fit)) };
  if (fit >= count + SEARCH_SPANS[0] || fit <= 1) return { ...wide, searchSpan: fit <= 1 ? 1 : wide.searchSpan };
  for (let rows = 2; rows <= count + 1; rows += 1) {
    for (const searchSpan of SEARCH_SPANS) {
      const units = count + searchSpan;
      for (let columns = Math.max(searchSpan, Math.ceil(units / rows)); columns <= fit; columns += 1) {
        const last = units - (rows - 1) * columns;
        if (last >= 2 && last <= columns) return { columns, searchSpan };
      }
    }
  }
  return wide;
}

/** The width from which `fit` filters stand side by side. */
const widthFor = (fit: number): number => fit * FILTER_MIN_WIDTH + (fit - 1) * FILTER_GAP;

/** The list's styles for `count` filters besides the search box. */
export function filterRowsSx(count: number) {
  const queries: Record<string, object> = {};
  for (let fit = 2; fit <= count + SEARCH_SPANS[0]; fit += 1) {
    const { columns, searchSpan } = filterLayout(count, fit);
    queries[`@container (min-width: ${widthFor(fit)}px)`] = {
      gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      '& .filter-field[data-source="q"]': { gridColumn: `span ${searchSpan}` },
    };
  }
  return { '& .RaList-actions > form': queries };
}
