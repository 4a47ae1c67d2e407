/** A stat tile's figure the French way: integers, euros with the declared decimals, rounded milliseconds. */
import type { StatDef } from '@hexagone/schemas';

const LOCALE = 'fr-FR';

export function formatStat(stat: Pick<StatDef, 'format' | 'decimals'>, value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '—';
  switch (stat.format) {
    case 'euro': {
      const decimals = stat.decimals ?? 2;
      return new Intl.NumberFormat(LOCALE, {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(value);
    }
    case 'ms':
      return `${new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }).format(Math.round(value))} ms`;
    default:
      return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: stat.decimals ?? 0 }).format(value);
  }
}
