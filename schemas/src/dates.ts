/** Date rules shared by declarations ("not before today"), on local calendar days. */

/** The local calendar day of a date as YYYY-MM-DD. */
export function dayKeyOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A field rule refusing a day before today (`now` for tests). */
export const notBeforeToday =
  (message: string, now: () => Date = () => new Date()) =>
  (value: unknown): string | undefined => {
    const day = typeof value === 'string' ? value.slice(0, 10) : value instanceof Date ? dayKeyOf(value) : undefined;
    return day !== undefined && day < dayKeyOf(now()) ? message : undefined;
  };
