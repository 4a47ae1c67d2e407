/**
 * What a customer reads of their invoices: each one's standing (its status, or overdue as soon
 * as its due date has passed in Paris, before the night's job marks it so) and what they still
 * owe, per currency.
 */
import { formatMoney, INVOICE_STATUSES, parisDayKey, toCents } from '@hexagone/schemas';
import { formatList } from './format-fr';

export interface CustomerInvoice {
  id: string;
  number?: string;
  status: string;
  date: string;
  due_date: string;
  paid_at?: string;
  total: number;
  currency?: string;
}

export type Tone = 'success' | 'warning' | 'danger' | 'neutral';

const TONES: Readonly<Record<string, Tone>> = { pending: 'warning', paid: 'success', overdue: 'danger' };

/** The day of a stored date (`2026-12-06T00:00:00.000Z` → `2026-12-06`). */
export const dayOf = (value: string): string => value.slice(0, 10);

const unpaid = (invoice: CustomerInvoice) => invoice.status === 'pending' || invoice.status === 'overdue';

export function isOverdue(invoice: CustomerInvoice, now = new Date()): boolean {
  return invoice.status === 'overdue' || (invoice.status === 'pending' && dayOf(invoice.due_date) < parisDayKey(now));
}

/** The badge of an invoice: its status's French label and colour, overdue included. */
export function invoiceStanding(invoice: CustomerInvoice, now = new Date()): { label: string; tone: Tone } {
  const status = isOverdue(invoice, now) ? 'overdue' : invoice.status;
  return { label: INVOICE_STATUSES.find((option) => option.value === status)?.label ?? status, tone: TONES[status] ?? 'neutral' };
}

/** What is left to pay, « 240,00 € » or « 240,00 € et 15,00 $ »; undefined when nothing is. */
export function amountDue(invoices: readonly CustomerInvoice[]): string | undefined {
  const cents = new Map<string, number>();
  for (const invoice of invoices.filter(unpaid)) {
    const currency = invoice.currency ?? 'EUR';
    cents.set(currency, (cents.get(currency) ?? 0) + toCents(invoice.total));
  }
  const amounts = [...cents].filter(([, value]) => value > 0).map(([currency, value]) => formatMoney(value / 100, currency));
  return amounts.length ? formatList(amounts) : undefined;
}
