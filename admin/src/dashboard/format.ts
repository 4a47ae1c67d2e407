/** French formatting of the dashboard's figures and chart labels (Intl, fr-FR). */
const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat('fr-FR');
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });
const monthShort = new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayShort = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLong = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const moment = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeStyle: 'short' });

export const formatEuro = (amount: number): string => euro.format(amount);
export const formatInteger = (n: number): string => integer.format(n);
/** 0.4 → '40 %'. */
export const formatPercent = (share: number): string => percent.format(share);

/** "1 actif", "12 actifs": French counts 0 and 1 in the singular. */
export const countOf = (n: number, singular: string, plural: string = `${singular}s`): string =>
  `${formatInteger(n)} ${Math.abs(n) < 2 ? singular : plural}`;

/** A calendar key ('YYYY-MM' or 'YYYY-MM-DD') as a UTC date, so no time zone shifts its day. */
function keyDate(key: string): Date {
  const [year, month, day = 1] = key.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/** 'janv.' for an axis; 'janvier 2025' for a sentence. */
export const monthLabel = (key: string, long = false): string => (long ? monthLong : monthShort).format(keyDate(key));
/** 'lun. 12' for an axis; 'lundi 12 mai' for a sentence. */
export const dayLabel = (key: string, long = false): string => (long ? dayLong : dayShort).format(keyDate(key));

/** When an activity happened, in the operator's time zone: '21/11/2026 06:20'. */
export const formatMoment = (iso: string): string => moment.format(new Date(iso));

/** "janvier 2025 : 1 200 € ; février 2025 : 0 €" — what a chart shows, for a screen reader. */
export const describeSeries = (points: readonly { label: string; value: string }[]): string =>
  points.map((p) => `${p.label} : ${p.value}`).join(' ; ');
