/** A ?page= value as a page number: 1 for anything that is not a whole number above 1. */
export function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}
