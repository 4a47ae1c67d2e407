/**
 * How a list's filters share their rows (issue 26 §12): as many columns as fit, the search box
 * two wide (wider if its placeholder needs it, so that the whole of it shows), and rows balanced
 * so that no filter is left alone on the last one (« Total max. » under five others). One CSS
 * container query per column count, so the rows follow the width the list actually has,
 * sidebar open or not.
 */

/** The narrowest a filter may be and still show its label (« Moyen de paiement »), and the gap between two. */
export const FILTER_MIN_WIDTH = 200;
export const FILTER_GAP = 12;
/** The search box is two filters wide where the rows allow it. */
const SEARCH_SPAN = 2;
/**
 * What the search box needs besides its placeholder (padding, magnifier), and a generous
 * average width of a character of its 16 px font: « Rechercher par numéro ou client... »
 * measures 247 px in a box of 80 px more.
 */
const SEARCH_CHROME = 80;
const CHARACTER_WIDTH = 7.6;

export interface FilterLayout {
  columns: number;
  searchSpan: number;
}

/** The width from which `fit` filters stand side by side, each at least FILTER_MIN_WIDTH wide. */
const widthFor = (fit: number): number => fit * FILTER_MIN_WIDTH + (fit - 1) * FILTER_GAP;

/** How many columns the search box takes at least for `placeholder` to show whole. */
export function searchSpanFor(placeholder: string): number {
  const needed = SEARCH_CHROME + placeholder.length * CHARACTER_WIDTH;
  let span = 1;
  while (widthFor(span) < needed) span += 1;
  return span;
}

const spansBetween = (from: number, to: number): number[] =>
  Array.from({ length: Math.abs(to - from) + 1 }, (_, index) => (from <= to ? from + index : from - index));

/**
 * The columns for the search box and `count` filters when `fit` filters fit side by side: the
 * fewest rows, then a last row of two or more; the search box two wide if it can, never narrower
 * than `searchMin`, wider (up to a row of its own) rather than leave a filter alone.
 */
export function filterLayout(count: number, fit: number, searchMin = 1): FilterLayout {
  if (fit <= 1) return { columns: 1, searchSpan: 1 };
  const least = Math.min(searchMin, fit);
  const preferred = Math.max(least, Math.min(SEARCH_SPAN, fit));
  if (fit >= count + preferred) return { columns: count + preferred, searchSpan: preferred };
  const spans = [preferred, ...(preferred > least ? spansBetween(preferred - 1, least) : []), ...(preferred < fit ? spansBetween(preferred + 1, fit) : [])];
  for (let rows = 2; rows <= count + 1; rows += 1) {
    for (const searchSpan of spans) {
      const units = count + searchSpan;
      for (let columns = Math.max(searchSpan, Math.ceil(units / rows)); columns <= fit; columns += 1) {
        const last = units - (rows - 1) * columns;
        if (last >= 2 && last <= columns) return { columns, searchSpan };
      }
    }
  }
  return { columns: fit, searchSpan: preferred };
}

/** The list's styles for `count` filters besides the search box, whose placeholder is `placeholder`. */
export function filterRowsSx(count: number, placeholder: string) {
  const searchMin = searchSpanFor(placeholder);
  const queries: Record<string, object> = {};
  for (let fit = 2; fit <= count + Math.max(SEARCH_SPAN, searchMin); fit += 1) {
    const { columns, searchSpan } = filterLayout(count, fit, searchMin);
    queries[`@container (min-width: ${widthFor(fit)}px)`] = {
      gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
      '& .filter-field[data-source="q"]': { gridColumn: `span ${searchSpan}` },
    };
  }
  return { '& .RaList-actions > form': queries };
}
