/** Sequence numbers as people read them: 'FA-{year}-{number}' with 6 digits gives FA-2026-000123. */
import type { SequenceDef } from './fields';

/** The calendar year in France, which decides an invoice's series. */
export const parisYear = (date: Date): number =>
  Number(new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', year: 'numeric' }).format(date));

/** The series a number is drawn from: one per year when the sequence restarts yearly. */
export const seriesKey = (sequence: SequenceDef, year: number): string =>
  sequence.perYear ? `${sequence.series}-${year}` : sequence.series;

export function formatSequence(sequence: SequenceDef, number: number, year: number): string {
  const digits = String(number).padStart(sequence.digits ?? 1, '0');
  return sequence.format.replace('{year}', String(year)).replace('{number}', digits);
}
