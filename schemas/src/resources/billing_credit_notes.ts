import { downloadDocumentAction } from '../billing-documents';
import { billingFrameworkField } from '../billing-framework';
import { CUSTOMER_ACCOUNT_FIELD, CUSTOMER_SNAPSHOT_FIELD } from '../customer-identity';
import { SELLER_SNAPSHOT_FIELD } from '../seller-identity';
import type { FieldDef } from '../fields';
import type { RecordOf } from '../record-of';
import { defineResource } from '../resource';
import { billingAccessOrOwn, INVOICE_CURRENCIES, invoiceItemsField, lineAmountField } from '../billing';

/** The fields of a credit note, a constant list so that its record type follows them. */
const CREDIT_NOTE_FIELDS = [
  {
    name: 'number',
    label: 'Numéro',
    type: 'sequence',
    sequence: { series: 'AV', format: 'AV-{year}-{number}', digits: 6, perYear: true },
    list: true,
    sortable: true,
    searchable: true,
  },
  {
    name: 'invoice_id',
    label: 'Facture corrigée',
    type: 'reference',
    required: true,
    reference: { resource: 'billing_invoices', labelFields: ['number'] },
    filterable: true,
  },
  { name: 'invoice_number', label: 'N° de facture', type: 'text', required: true, maxLength: 40, list: true, sortable: true, searchable: true },
  { name: 'user_email', label: 'E-mail du client', type: 'email', required: true, maxLength: 254, list: true, sortable: true, searchable: true },
  CUSTOMER_ACCOUNT_FIELD,
  { name: 'date', label: 'Date', type: 'date', required: true, list: true, sortable: true },
  { name: 'reason', label: 'Motif', type: 'textarea', required: true, maxLength: 1000, rows: 2, searchable: true },
  invoiceItemsField(),
  lineAmountField('subtotal', 'Sous-total'),
  lineAmountField('tax_amount', 'TVA'),
  lineAmountField('total', 'Total'),
  { name: 'currency', label: 'Devise', type: 'select', default: 'EUR', options: INVOICE_CURRENCIES, filterable: true },
  // The frame (BT-23) and the VAT-on-debits option of the issue date, kept with the document.
  billingFrameworkField('billing_framework', { readOnly: true }),
  { name: 'vat_on_debits', label: "TVA d'après les débits", type: 'switch', readOnly: true },
  // Frozen when the document is issued: it never changes with the settings or the customer's record.
  SELLER_SNAPSHOT_FIELD,
  CUSTOMER_SNAPSHOT_FIELD,
  { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, sortable: true },
] as const satisfies readonly FieldDef[];

/** A credit note as stored, typed from its fields (record-of.ts). */
export type BillingCreditNote = RecordOf<typeof CREDIT_NOTE_FIELDS>;

/**
 * Credit notes (avoirs): the document that corrects an issued invoice, with its own gapless
 * yearly series (AV-2026-000001), citing the invoice it corrects. Amounts are positive: the
 * credit note's own amount. Only the invoice's refund action writes them (the API refuses any
 * create, edit or delete request); operators read them.
 */
export const billingCreditNotes = defineResource({
  name: 'billing_credit_notes',
  label: 'Avoirs',
  singular: 'Avoir',
  description: 'Avoirs émis pour corriger ou rembourser une facture',
  icon: 'ReceiptLong',
  noun: 'un avoir',
  menu: { group: 'billing', label: 'Avoirs', order: 40 },
  route: 'billing/credit-notes',
  breadcrumb: [{ label: 'Facturation' }, { label: 'Avoirs' }],
  list: { perPage: 25, sort: { field: 'date', order: 'DESC' }, searchPlaceholder: 'Rechercher par numéro, facture ou client...' },
  // A filter of the list combined with its order: the page is read from one index (issue 25).
  indexes: [
    { fields: { invoice_id: 1, date: -1, _id: -1 } },
    { fields: { currency: 1, date: -1, _id: -1 } },
    { fields: { user_id: 1, date: -1, _id: -1 } },
  ],
  access: billingAccessOrOwn(),
  operations: { create: false, edit: false, delete: false },
  actions: [downloadDocumentAction('billing_credit_notes')],
  hooks: ['billing/documents/invoice-parties'],
  fields: CREDIT_NOTE_FIELDS,
});
