/** Figures and dates written the French way (Intl, fr-FR); the site shows no other format. */
const LOCALE = 'fr-FR';
const TIME_ZONE = 'Europe/Paris';

/** 99.98 → "99,98 %" (the value is already a percentage). */
export function formatPercent(value: number): string {
  return new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/** 1247 → "1 247". */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(LOCALE).format(value);
}

/** 40 → "40 €", 2.5 → "2,50 €". */
export function formatEuros(value: number): string {
  const decimals = Number.isInteger(value) ? 0 : 2;
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** "2025-01-06" → "6 janvier 2025"; the first of the month reads "1er". */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE }).format(new Date(iso)).replace(/^1 /, '1er ');
}

/** "2026-11-09T13:12:00Z" → "9 novembre 2026 à 14:12" (Paris time). */
export function formatDateTime(iso: string): string {
  return new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(iso));
}

/** 12 → "12 min", 60 → "1 h", 90 → "1 h 30". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest}\u00a0min`;
  return rest ? `${hours}\u00a0h\u00a0${String(rest).padStart(2, '0')}` : `${hours}\u00a0h`;
}

/** ['E-mail', 'SMS', 'Slack'] → "E-mail, SMS et Slack". */
export function formatList(items: readonly string[]): string {
  return new Intl.ListFormat(LOCALE, { type: 'conjunction' }).format(items);
}
