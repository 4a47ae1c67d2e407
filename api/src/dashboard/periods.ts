/**
 * Calendar maths of the dashboard figures: months and days as a person in France reads
 * them (Europe/Paris), rolling 30-day periods, and changes in percent. Dates are bucketed
 * here, in code, because FerretDB's $group knows only $sum and $count.
 */
export const TIME_ZONE = 'Europe/Paris';
export const DAY_MS = 86_400_000;
/** The rolling period of "new" users and tickets, compared with the one before it. */
export const PERIOD_DAYS = 30;
export const REVENUE_MONTHS = 6;
export const NEW_USERS_DAYS = 7;

const partsFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar date of an instant in France: 'YYYY-MM-DD'. */
export function dayKey(date: Date): string {
  return partsFormat.format(date);
}

/** The calendar month of an instant in France: 'YYYY-MM'. */
export function monthKey(date: Date): string {
  return dayKey(date).slice(0, 7);
}

/** The `count` months ending with the current one, oldest first ('YYYY-MM'). */
export function lastMonthKeys(now: Date, count: number): string[] {
  const [year, month] = monthKey(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const shifted = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return shifted.toISOString().slice(0, 7);
  });
}

/** The `count` days ending with today, oldest first ('YYYY-MM-DD'). */
export function lastDayKeys(now: Date, count: number): string[] {
  const [year, month, day] = dayKey(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(year, month - 1, day - (count - 1 - i))).toISOString().slice(0, 10));
}

/**
 * An instant safely before the first day of `key` ('YYYY-MM' or 'YYYY-MM-DD') in France,
 * for a database range: a day of margin covers any time-zone offset; the exact bucket is
 * then chosen by dayKey/monthKey.
 */
export function lowerBound(key: string): Date {
  const [year, month, day = 1] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day) - DAY_MS);
}

/** The current rolling period and the one before it: [start, end) pairs. */
export function rollingPeriods(now: Date, days: number = PERIOD_DAYS) {
  const start = new Date(now.getTime() - days * DAY_MS);
  return { current: { start, end: now }, previous: { start: new Date(start.getTime() - days * DAY_MS), end: start } };
}

/**
 * The change from `previous` to `current` in percent, one decimal. From nothing to something
 * there is no rate (issue 37 §2: « +100 % » or « +50 % » from zero said nothing true): null.
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** Sums values per bucket key, for the given keys only (in their order). */
export function bucketSums<T>(items: readonly T[], keys: readonly string[], keyOf: (item: T) => string | undefined, valueOf: (item: T) => number) {
  const sums = new Map(keys.map((key) => [key, 0]));
  for (const item of items) {
    const key = keyOf(item);
    if (key !== undefined && sums.has(key)) sums.set(key, (sums.get(key) ?? 0) + valueOf(item));
  }
  return keys.map((key) => ({ key, value: sums.get(key) ?? 0 }));
}

/** Euros rounded to the cent, without the float noise of repeated sums. */
export const roundCents = (amount: number): number => Math.round(amount * 100) / 100;

/** A stored date (Date, ISO string or timestamp) as a Date, or undefined when unreadable. */
export function asDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value === 'string' || typeof value === 'number') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return undefined;
}

/** A stored amount as a number (0 when missing or unreadable). */
export function asAmount(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
}
