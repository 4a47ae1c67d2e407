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

/** The product's time zone: a date-time typed or shown in the back-office is Paris time (README). */
export const PARIS_TIME_ZONE = 'Europe/Paris';

const PARIS_MOMENT = new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });

/** An instant as a message to a person in France says it: « 7 décembre 2026 à 08:47 », Paris time. */
export const parisMoment = (instant: Date): string => PARIS_MOMENT.format(instant);

/** A date-time without offset, as typed in an `<input type="datetime-local">` (seconds optional). */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const PARIS_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: PARIS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export type ClockPart = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

/** Paris's wall clock at an instant, part by part, two digits each (four for the year). */
export const parisClock = (instant: Date): Record<ClockPart, string> =>
  Object.fromEntries(PARIS_PARTS.formatToParts(instant).map((p) => [p.type, p.value])) as Record<ClockPart, string>;

/** Paris's wall clock at an instant, as 'YYYY-MM-DDTHH:mm' (what a datetime-local input shows). */
export function parisWallTime(instant: Date): string {
  const part = parisClock(instant);
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/**
 * The instant at which Paris's clock reads this wall time ('2026-11-27T07:00' → 06:00 UTC in
 * winter, 05:00 in summer); a text with an offset or a 'Z' is already an instant and is
 * answered as it is. Undefined when the text is no date-time.
 */
export function parisInstant(text: string): Date | undefined {
  const wall = WALL_TIME.exec(text);
  if (!wall) {
    const time = Date.parse(text);
    return Number.isNaN(time) ? undefined : new Date(time);
  }
  const [, y, mo, d, h, mi, s] = wall.map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s || 0);
  // Paris's offset at that moment, measured twice so that the hours around a change of time land right.
  const offsetAt = (time: number) => Date.parse(`${parisWallTime(new Date(time))}:00Z`) - Math.floor(time / 60_000) * 60_000;
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
}

/** A datetime-local value as the API stores it: a wall time becomes its Paris instant in ISO; anything else is left for validation. */
export function instantText(value: unknown): unknown {
  if (typeof value !== 'string' || !WALL_TIME.test(value)) return value;
  return parisInstant(value)?.toISOString() ?? value;
}

const PARIS_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: PARIS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/**
 * The calendar day of an instant in Paris as YYYY-MM-DD, whatever the server's own zone: a
 * legal document's day is the one the back-office shows (an instant of 23:30 UTC is the next day).
 */
export const parisDayKey = (date: Date): string => PARIS_DAY.format(date);
