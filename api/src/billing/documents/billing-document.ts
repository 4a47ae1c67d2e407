/**
 * What an invoice or a credit note says, read from its record: the one shape the PDF and the
 * Factur-X XML are both written from, so that the two can never disagree. Amounts are cents.
 */
import { INVOICE_PAYMENT_METHODS, lineNetCents, parisDayKey, rules, toCents, vatByRate, type CustomerIdentity, type Values, type VatGroup } from '@hexagone/schemas';

const { toNumber } = rules;

export type DocumentKind = 'invoice' | 'credit_note';

export interface DocumentLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  /** Percent. */
  taxRate: number;
  netCents: number;
}

/** The customer: the invoice's frozen copy once issued. */
export type DocumentBuyer = Pick<CustomerIdentity, 'email'> & Partial<CustomerIdentity>;

export interface BillingDocument {
  kind: DocumentKind;
  /** Absent on a draft, which has no number yet. */
  number?: string;
  draft: boolean;
  issueDate: Date;
  dueDate?: Date;
  /** A paid invoice's payment: its day and how (issue 37 §5: a paid invoice no longer reads « net à payer »). */
  paid?: { on: Date; method?: string };
  /** The service date, or its period when the record gives one. */
  service: { start: Date; end?: Date };
  currency: string;
  buyer: DocumentBuyer;
  description?: string;
  lines: DocumentLine[];
  vat: VatGroup[];
  totals: { netCents: number; taxCents: number; grossCents: number };
  /** The cadre de facturation (BT-23): its letter is the category of the operation. */
  framework: string;
  /** The seller opted to pay VAT on debits. */
  vatOnDebits: boolean;
  /** A credit note's corrected invoice, and its issue date (BT-25, BT-26). */
  correctedInvoice?: string;
  correctedInvoiceDate?: Date;
  reason?: string;
  notes?: string;
}

const text = (value: unknown): string | undefined => {
  const s = value === undefined || value === null ? '' : String(value).trim();
  return s || undefined;
};

/**
 * A stored date as the calendar day the back-office shows, in Paris (an instant of 23:30 UTC is
 * the next day there), held at midnight UTC so that the PDF and the XML both print that day.
 */
export const day = (value: unknown): Date | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? undefined : new Date(`${parisDayKey(date)}T00:00:00Z`);
};

function linesOf(items: unknown): DocumentLine[] {
  return (Array.isArray(items) ? (items as Values[]) : []).map((item) => ({
    description: text(item.description) ?? '',
    quantity: toNumber(item.quantity) ?? 0,
    unitPriceCents: toCents(item.unit_price),
    taxRate: toNumber(item.tax_rate) ?? 0,
    netCents: lineNetCents(item),
  }));
}

/** What the settings and the record decide of a document beyond its own fields. */
export interface DocumentContext {
  buyer: DocumentBuyer;
  framework?: string;
  vatOnDebits?: boolean;
}

function common(kind: DocumentKind, record: Values, { buyer, framework, vatOnDebits }: DocumentContext) {
  const lines = linesOf(record.items);
  const vat = vatByRate(record.items as Values[] | undefined);
  const netCents = vat.reduce((sum, group) => sum + group.baseCents, 0);
  const taxCents = vat.reduce((sum, group) => sum + group.taxCents, 0);
  const issueDate = day(record.date) ?? day(record.created_at) ?? day(new Date())!;
  return {
    kind,
    number: text(record.number),
    issueDate,
    service: { start: day(record.period_start) ?? issueDate, end: day(record.period_end) },
    currency: text(record.currency) ?? 'EUR',
    buyer,
    framework: framework ?? 'S1',
    vatOnDebits: vatOnDebits === true,
    lines,
    vat,
    totals: { netCents, taxCents, grossCents: netCents + taxCents },
    notes: text(record.notes),
  };
}

/** An invoice record (billing_invoices); a draft is a preview without a number. */
export function invoiceDocument(record: Values, context: DocumentContext): BillingDocument {
  const draft = record.status === 'draft';
  const base = common('invoice', record, context);
  const paidOn = record.status === 'paid' || record.status === 'refunded' ? day(record.paid_at) : undefined;
  // « Autre » says nothing of how: the day alone is printed then.
  const method = record.payment_method === 'other' ? undefined : INVOICE_PAYMENT_METHODS.find((option) => option.value === record.payment_method)?.label;
  return {
    ...base,
    number: draft ? undefined : base.number,
    draft,
    dueDate: day(record.due_date),
    ...(paidOn ? { paid: { on: paidOn, ...(method ? { method } : {}) } } : {}),
    description: text(record.description),
  };
}

/** A credit note record (billing_credit_notes), citing the invoice it corrects and its date. */
export function creditNoteDocument(record: Values, context: DocumentContext & { correctedInvoiceDate?: unknown }): BillingDocument {
  return {
    ...common('credit_note', record, context),
    draft: false,
    correctedInvoice: text(record.invoice_number),
    correctedInvoiceDate: day(context.correctedInvoiceDate),
    reason: text(record.reason),
  };
}

/** `Facture FA-2026-000123` / `Avoir AV-2026-000004` / `Facture (brouillon)`. */
export function documentTitle(document: Pick<BillingDocument, 'kind' | 'number'>): string {
  const noun = document.kind === 'invoice' ? 'Facture' : 'Avoir';
  return document.number ? `${noun} ${document.number}` : `${noun} (brouillon)`;
}

/** The French file name of the download: `facture-FA-2026-000123.pdf`, `avoir-AV-2026-000004.pdf`, `facture-brouillon.pdf`. */
export function documentFileName(document: Pick<BillingDocument, 'kind' | 'number'>): string {
  const noun = document.kind === 'invoice' ? 'facture' : 'avoir';
  return `${noun}-${(document.number ?? 'brouillon').replace(/[^A-Za-z0-9-]/g, '_')}.pdf`;
}
