/**
 * A figure the French way, as a stat tile or a number field declares it: integers, euros
 * with the declared decimals, rounded milliseconds.
 */
import type { FieldDef } from '@hexagone/schemas';

const LOCALE = 'fr-FR';
const BYTE_UNITS = ['o', 'Ko', 'Mo', 'Go', 'To'];

export type FigureFormat = Pick<FieldDef, 'format' | 'decimals'>;

export function formatFigure(figure: FigureFormat, value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  switch (figure.format) {
    case 'euro': {
      const decimals = figure.decimals ?? 2;
      return new Intl.NumberFormat(LOCALE, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(value);
    }
    case 'bytes': {
      // 1 Ko = 1 024 octets, as the monitoring writes sizes.
      const unit = Math.max(0, Math.min(BYTE_UNITS.length - 1, Math.floor(Math.log(Math.max(1, Math.abs(value))) / Math.log(1024))));
      return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: unit ? 1 : 0 }).format(value / 1024 ** unit)}\u00a0${BYTE_UNITS[unit]}`;
    }
    case 'ms':
      return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }).format(Math.round(value))} ms`;
    default:
      return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: figure.decimals ?? 0 }).format(value);
  }
}
