/**
 * Dates and date-times in French as `toLocaleDateString` / `toLocaleString('fr-FR')` write them
 * (« 07/12/2026 », « 07/12/2026 10:15:12 »), with formatters made once: those methods build a
 * new one at every call, about a millisecond each under load, for every date of every row of
 * a list (react-admin's DateField does so; bench:screens, issue 39).
 */
import { PARIS_TIME_ZONE } from '@hexagone/schemas';

const LOCALE = 'fr-FR';
const DAY = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;
const DAY_HERE = new Intl.DateTimeFormat(LOCALE, DAY);
const DAY_UTC = new Intl.DateTimeFormat(LOCALE, { ...DAY, timeZone: 'UTC' });
const PARIS_DATE_TIME = new Intl.DateTimeFormat(LOCALE, { ...DAY, hour: 'numeric', minute: 'numeric', second: 'numeric', timeZone: PARIS_TIME_ZONE });

/** A stored date or instant as a Date, or undefined when it reads as none. */
export function dateOf(value: unknown): Date | undefined {
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/** The day of a date: in UTC for a bare day (« 2026-12-07 », midnight UTC), else on the browser's clock. */
export const dayText = (date: Date, zone: 'here' | 'UTC'): string => (zone === 'UTC' ? DAY_UTC : DAY_HERE).format(date);

/** An instant on Paris's clock, whatever the browser's zone. */
export const parisDateTimeText = (date: Date): string => PARIS_DATE_TIME.format(date);
