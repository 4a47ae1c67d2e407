/** A nested value (a sub-field of a group or an array item) as one line of French text. */
import { isEmptyValue, type FieldDef } from '@hexagone/schemas';
import { optionLabel } from './choices';
import { formatFigure } from './figure-format';
import { dateOf, dayText, parisDateTimeText } from './date-format';
import { frenchNumber, stepDecimals } from './number-format';

export function plainValue(field: FieldDef, value: unknown): string {
  if (isEmptyValue(value)) return '';
  if (field.options) return Array.isArray(value) ? value.map((v) => optionLabel(field, v)).join(', ') : optionLabel(field, value);
  if (field.type === 'tags' && Array.isArray(value)) return value.map(String).join(', ');
  switch (field.type) {
    case 'switch':
    case 'checkbox':
      return value ? 'Oui' : 'Non';
    case 'number': {
      if (typeof value !== 'number') return String(value);
      if (field.format || field.decimals !== undefined) return formatFigure(field, value);
      const decimals = stepDecimals(field.step);
      // French typography groups thousands from five digits on: a year reads 2030, not 2 030.
      const digits = decimals === undefined ? {} : { minimumFractionDigits: decimals, maximumFractionDigits: decimals };
      return frenchNumber({ ...digits, useGrouping: 'min2' }).format(value);
    }
    case 'date':
    case 'datetime-local': {
      const date = dateOf(String(value));
      if (!date) return String(value);
      return field.type === 'date' ? dayText(date, 'UTC') : parisDateTimeText(date);
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** A group or an item in one line: its filled sub-values, joined ('Carte · 4242 · 12 · 2030'). */
export const summaryOf = (fields: readonly FieldDef[], value: unknown): string =>
  typeof value === 'object' && value !== null
    ? fields
        .map((field) => plainValue(field, (value as Record<string, unknown>)[field.name]))
        .filter(Boolean)
        .join(' · ')
    : '';
