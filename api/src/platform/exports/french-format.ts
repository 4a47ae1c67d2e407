/** How exported values read for a French reader: dates in Paris time, decimal commas, euros. */
import { parisClock, PARIS_TIME_ZONE, type FieldDef } from '@hexagone/schemas';

export const EXPORT_TIME_ZONE = PARIS_TIME_ZONE;

const dateTime = new Intl.DateTimeFormat('fr-FR', { timeZone: EXPORT_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
// A date field holds a day: stored at midnight UTC, read in UTC so that it never moves to the day before.
const dateOnly = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', dateStyle: 'short' });

export const formatDateTime = (value: Date): string => dateTime.format(value);
export const formatDate = (value: Date): string => dateOnly.format(value);

type NumberFormat = Pick<FieldDef, 'format' | 'decimals'>;

/** For reading (PDF): grouped thousands, the unit of the field. */
export function formatNumberForReading(value: number, field: NumberFormat): string {
  switch (field.format) {
    case 'euro':
      return new Intl.NumberFormat('fr-FR', {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: field.decimals ?? 2,
        maximumFractionDigits: field.decimals ?? 2,
      }).format(value);
    case 'ms':
      return `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }).format(value)} ms`;
    default:
      return new Intl.NumberFormat('fr-FR', { maximumFractionDigits: field.decimals ?? 2 }).format(value);
  }
}

/**
 * For a CSV cell French Excel reads as a number: a decimal comma and no thousands separator
 * (a grouped figure would be read as text).
 */
export function formatNumberForSheet(value: number, field: NumberFormat): string {
  const decimals = field.format === 'euro' ? (field.decimals ?? 2) : undefined;
  return (decimals === undefined ? String(value) : value.toFixed(decimals)).replace('.', ',');
}

/** The Paris wall-clock time as a date without zone, which is what a spreadsheet cell holds. */
export function parisWallClock(value: Date): Date {
  const part = parisClock(value);
  return new Date(Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute), Number(part.second)));
}
