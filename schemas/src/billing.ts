/**
 * What the billing resources share (plans, subscriptions, invoices, credit notes): who works
 * on billing, the currencies, the lines of a document with their bounds, and the totals the
 * server computes from them.
 */
import { orOwn, withPermission, type FieldAccess } from './access';
import type { FieldDef, Values } from './fields';
import { formatMoney, lineTotals, toCents, type Totals } from './money';

/**
 * Who works on billing: accounts whose role holds 'billing.view' read plans, subscriptions,
 * invoices and credit notes; 'billing.manage' writes them and runs their actions (and the
 * administrators, who hold every permission).
 */
export const BILLING_ACCESS = {
  default: withPermission('billing.manage'),
  list: withPermission('billing.view', 'billing.manage'),
  read: withPermission('billing.view', 'billing.manage'),
} as const;

/** A customer (role user) reaches the records naming them in `user_id`, read-only. */
const OWN_RECORDS = { roles: ['user'], owner: 'user_id' } as const;

/**
 * Billing records that belong to a customer (invoices, credit notes, subscriptions): the team as
 * above, and each customer their own, to read only, from their area (/user/billing). The fields
 * named in `staffOnly` (the team's notes and workings) stay the team's.
 */
export function billingAccessOrOwn(...staffOnly: string[]) {
  return {
    ...BILLING_ACCESS,
    list: orOwn(BILLING_ACCESS.list, OWN_RECORDS),
    read: orOwn(BILLING_ACCESS.read, OWN_RECORDS),
    menu: BILLING_ACCESS.list,
    fields: Object.fromEntries(staffOnly.map((name) => [name, { read: BILLING_ACCESS.read } satisfies FieldAccess])),
  };
}

/** Spec 3 §9: invoices are in euros, dollars or pounds. */
export const INVOICE_CURRENCIES = [
  { value: 'EUR', label: 'Euro (€)' },
  { value: 'USD', label: 'Dollar américain ($)' },
  { value: 'GBP', label: 'Livre sterling (£)' },
] as const;

/**
 * The bounds of a document's lines and total: far above any real invoice of the platform, and
 * low enough that every amount stays exact to the cent (cents below 2^53 with room to add).
 */
export const INVOICE_BOUNDS = {
  quantity: 1_000_000,
  unitPrice: 1_000_000,
  lines: 200,
  total: 100_000_000,
} as const;

export const BILLING_BOUND_MESSAGES = {
  totalTooHigh: `Le total ne peut pas dépasser ${formatMoney(INVOICE_BOUNDS.total)}`,
} as const;

/** The lines of an invoice or a credit note: amounts before VAT, VAT rate per line (20 % unless told). */
export const INVOICE_ITEM_FIELDS: readonly FieldDef[] = [
  { name: 'description', label: 'Description', type: 'text', required: true, maxLength: 500 },
  { name: 'quantity', label: 'Quantité', type: 'number', required: true, min: 0.01, max: INVOICE_BOUNDS.quantity, step: 0.01 },
  { name: 'unit_price', label: 'Prix unitaire HT', type: 'number', required: true, min: 0, max: INVOICE_BOUNDS.unitPrice, step: 0.01, format: 'euro', decimals: 2 },
  { name: 'tax_rate', label: 'TVA (%)', type: 'number', required: true, default: 20, min: 0, max: 100, step: 0.1 },
];

/**
 * Lines adding up beyond INVOICE_BOUNDS.total are refused, with the French message on the lines;
 * a line itself beyond its bounds is left to say so on its own field.
 */
export function invoiceTotalBound(items: unknown): string | undefined {
  if (!Array.isArray(items)) return undefined;
  const within = (value: unknown, max: number) => !(Math.abs(Number(value)) > max);
  if (!items.every((line: Values) => within(line?.quantity, INVOICE_BOUNDS.quantity) && within(line?.unit_price, INVOICE_BOUNDS.unitPrice))) return undefined;
  const { total } = lineTotals(items as Values[]);
  return !Number.isFinite(total) || toCents(total) > INVOICE_BOUNDS.total * 100 ? BILLING_BOUND_MESSAGES.totalTooHigh : undefined;
}

/** The lines field of a document: one to INVOICE_BOUNDS.lines lines, their total bounded. */
// `extra` changes neither name nor kind: the record type (record-of.ts) reads them.
export const invoiceItemsField = (extra: Omit<Partial<FieldDef>, 'name' | 'type'> = {}): FieldDef & { name: 'items'; type: 'array' } => ({
  name: 'items',
  label: 'Lignes',
  type: 'array',
  required: true,
  minItems: 1,
  maxItems: INVOICE_BOUNDS.lines,
  fields: INVOICE_ITEM_FIELDS,
  validate: invoiceTotalBound,
  ...extra,
});

/** A total computed by the server from the lines (an invoice's, a credit note's). */
export const lineAmountField = <N extends keyof Totals>(name: N, label: string): FieldDef & { name: N; type: 'number' } => ({
  name,
  label,
  type: 'number',
  compute: (document) => lineTotals(document.items as Values[] | undefined)[name],
  format: 'euro',
  decimals: 2,
  list: name === 'total',
  sortable: true,
});
