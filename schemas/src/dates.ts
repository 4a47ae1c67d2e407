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

const PARIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The calendar day of an instant in Paris as YYYY-MM-DD, whatever the server's own zone: a
 * legal document's day is the one the back-office shows (an instant of 23:30 UTC is the next day).
 */
export const parisDayKey = (date: Date): string => PARIS_DAY.format(date);
