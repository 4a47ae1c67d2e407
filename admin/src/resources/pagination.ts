/** Which page sizes and page buttons the list pagination offers (spec 2 §2.1, §9). */
import { PAGE_SIZES } from '@hexagone/schemas';

const MAX_PAGE_BUTTONS = 5;

/** The spec's choices, plus the resource's own size when it is another one (users: 25). */
export const pageSizes = (perPage: number): number[] => [...new Set([...PAGE_SIZES, perPage])].sort((a, b) => a - b);

/** At most five consecutive pages, the current one centred where possible. */
export function pageButtons(page: number, pages: number): number[] {
  const first = Math.max(1, Math.min(page - Math.floor(MAX_PAGE_BUTTONS / 2), pages - MAX_PAGE_BUTTONS + 1));
  const last = Math.min(pages, first + MAX_PAGE_BUTTONS - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
