/** French readings of the analytics figures: flags drawn from the country code, durations, shares. */
import { UNKNOWN_COUNTRY } from '@hexagone/schemas';

export { shortNumber } from '@hexagone/schemas';

/**
 * The country's flag as an emoji, drawn by the system's own font from the two regional
 * indicator letters: nothing is fetched. The unknown country shows a globe.
 */
export function flagOf(code: string): string {
  if (code === UNKNOWN_COUNTRY || !/^[A-Z]{2}$/.test(code)) return '🌐';
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** 75 → '1 min 15 s'; 42 → '42 s'. */
export function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return minutes ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
}

const percent = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
/** 33.3 → '33,3 %'. */
export const formatShare = (value: number): string => `${percent.format(value)}\u00a0%`;

const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
export const formatEuro = (amount: number): string => euro.format(amount);

const moment = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });
export const formatMoment = (iso: string | undefined): string => (iso ? moment.format(new Date(iso)) : 'Jamais');
