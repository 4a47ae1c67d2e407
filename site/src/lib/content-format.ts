/**
 * French figures and dates of the forum and blog pages. The time zone is fixed so the server
 * and the visitor's browser (which hydrates the islands) write the same date.
 */
const TIME_ZONE = 'Europe/Paris';

const number = new Intl.NumberFormat('fr-FR');
const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const shortDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });
const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE });

export const formatNumber = (value: number) => number.format(value);
export const formatLongDate = (iso: string) => longDate.format(new Date(iso));
export const formatShortDate = (iso: string) => shortDate.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** Up to two initials of a name, for an avatar ('Camille Durand' → 'CD'). */
export function initials(name: string): string {
  const letters = name
    .trim()
    .split(/[\s'’-]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toLocaleUpperCase('fr'));
  return (letters.length > 1 ? letters[0]! + letters.at(-1)! : (letters[0] ?? '?'));
}
