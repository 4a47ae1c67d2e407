/**
 * Money in integer cents, so that sums never drift (0.1 + 0.2 is 0.30, not 0.30000000000000004).
 * Amounts are stored and exchanged in euros with 2 decimals; arithmetic happens in cents.
 */
import { toNumber } from './validation/rules';

/** Euros (a number or a French/English decimal text) to whole cents, rounded half away from zero. */
export function toCents(value: unknown): number {
  const n = toNumber(value) ?? 0;
  // Through the decimal text, not n * 100: 1.005 * 100 is 100.49999999999999.
  const [whole, fraction = ''] = Math.abs(n).toFixed(6).split('.');
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
  return n < 0 ? -cents : cents;
}

export const fromCents = (cents: number): number => cents / 100;

/** A rate in percent applied to cents, rounded to the cent (half away from zero). */
export function percentOfCents(cents: number, rate: number): number {
  const exact = (cents * Math.round(rate * 1000)) / 100_000;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

export interface InvoiceLine {
  quantity?: unknown;
  unit_price?: unknown;
  tax_rate?: unknown;
}

export interface Totals {
  subtotal: number;
  tax_amount: number;
  total: number;
}

/** A line's amount before tax, in cents: quantity × unit price, rounded to the cent. */
export function lineNetCents(line: InvoiceLine): number {
  const quantity = toNumber(line.quantity) ?? 0;
  const amount = Math.round(quantity * toCents(line.unit_price) * 1000) / 1000;
  return Math.sign(amount) * Math.round(Math.abs(amount));
}

/** A line's tax in cents, rounded to the cent. */
export const lineTaxCents = (line: InvoiceLine): number => percentOfCents(lineNetCents(line), toNumber(line.tax_rate) ?? 0);

/**
 * Subtotal, tax (per line, each rounded to the cent) and total of invoice lines, in euros.
 * Per line, so that a credit note's lines can total any amount exactly (refund.ts); EN 16931
 * accepts the few cents this may differ from the tax of each rate's sum (BR-CO-17's tolerance).
 */
export function lineTotals(lines: readonly InvoiceLine[] | undefined): Totals {
  let subtotal = 0;
  let tax = 0;
  for (const line of lines ?? []) {
    subtotal += lineNetCents(line);
    tax += lineTaxCents(line);
  }
  return { subtotal: fromCents(subtotal), tax_amount: fromCents(tax), total: fromCents(subtotal + tax) };
}

export interface VatGroup {
  /** Percent. */
  rate: number;
  /** Amount before tax at this rate, in cents. */
  baseCents: number;
  /** Tax at this rate, in cents: the sum of its lines' (so the groups add up to `lineTotals`). */
  taxCents: number;
}

/** The tax per rate an invoice must show, by increasing rate. */
export function vatByRate(lines: readonly InvoiceLine[] | undefined): VatGroup[] {
  const groups = new Map<number, VatGroup>();
  for (const line of lines ?? []) {
    const rate = toNumber(line.tax_rate) ?? 0;
    const group = groups.get(rate) ?? { rate, baseCents: 0, taxCents: 0 };
    group.baseCents += lineNetCents(line);
    group.taxCents += lineTaxCents(line);
    groups.set(rate, group);
  }
  return [...groups.values()].sort((a, b) => a.rate - b.rate);
}

/**
 * An amount as a French reader writes it: `1 234,56 €` (no-break spaces, which every font has,
 * rather than Intl's narrow one). Rounded to the cent first, so 0.1 + 0.2 reads 0,30 €.
 */
export function formatMoney(amount: unknown, currency = 'EUR'): string {
  const text = new Intl.NumberFormat('fr-FR', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(fromCents(toCents(amount)));
  return text.replace(/[\u202f\u00a0]/g, '\u00a0');
}
