/**
 * The sales journal an accountant imports: one line per issued invoice or credit note of a
 * period, as French Excel reads a CSV (semicolons, decimal commas, UTF-8 with its BOM): number,
 * date, customer, SIREN, amount before VAT, VAT per rate, VAT, amount with VAT, status. A
 * credit note's amounts are negative, as it reduces the sales.
 */
import type { VatGroup } from '@hexagone/schemas';

export interface JournalLine {
  kind: 'Facture' | 'Avoir';
  number: string;
  /** DD/MM/YYYY. */
  date: string;
  customer: string;
  siren: string;
  vat: VatGroup[];
  status: string;
}

const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
const rateLabel = (rate: number) => `TVA ${String(rate).replace('.', ',')} %`;
/** A cell: quoted when it holds a separator, a quote or a line break; a leading formula sign is neutralised. */
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function salesJournalCsv(lines: readonly JournalLine[]): string {
  const rates = [...new Set(lines.flatMap((line) => line.vat.map((group) => group.rate)))].sort((a, b) => a - b);
  const header = ['Type', 'Numéro', 'Date', 'Client', 'SIREN', 'Montant HT', ...rates.map(rateLabel), 'TVA totale', 'Montant TTC', 'Statut'];
  const rows = lines.map((line) => {
    const sign = line.kind === 'Avoir' ? -1 : 1;
    const net = line.vat.reduce((sum, group) => sum + group.baseCents, 0);
    const tax = line.vat.reduce((sum, group) => sum + group.taxCents, 0);
    const byRate = rates.map((rate) => euros(sign * (line.vat.find((group) => group.rate === rate)?.taxCents ?? 0)));
    return [line.kind, line.number, line.date, cell(line.customer), line.siren, euros(sign * net), ...byRate, euros(sign * tax), euros(sign * (net + tax)), line.status];
  });
  return `\uFEFF${[header, ...rows].map((row) => row.join(';')).join('\r\n')}\r\n`;
}
