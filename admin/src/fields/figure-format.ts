/**
 * A figure the French way, as a stat tile or a number field declares it: integers, euros
 * with the declared decimals, rounded milliseconds.
 */
import type { FieldDef } from '@hexagone/schemas';
import { frenchNumber } from './number-format';

const BYTE_UNITS = ['o', 'Ko', 'Mo', 'Go', 'To'];

export type FigureFormat = Pick<FieldDef, 'format' | 'decimals'>;

export function formatFigure(figure: FigureFormat, value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  switch (figure.format) {
    case 'euro': {
      const decimals = figure.decimals ?? 2;
      return frenchNumber({ style: 'currency', currency: 'EUR', minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(value);
    }
    case 'bytes': {
      // 1 Ko = 1 024 octets, as the monitoring writes sizes.
      const unit = Math.max(0, Math.min(BYTE_UNITS.length - 1, Math.floor(Math.log(Math.max(1, Math.abs(value))) / Math.log(1024))));
      return `${frenchNumber({ maximumFractionDigits: unit ? 1 : 0 }).format(value / 1024 ** unit)}\u00a0${BYTE_UNITS[unit]}`;
    }
    case 'ms':
      return `${frenchNumber({ maximumFractionDigits: 0 }).format(Math.round(value))} ms`;
    default:
      return frenchNumber({ maximumFractionDigits: figure.decimals ?? 0 }).format(value);
  }
}
