import type { FieldDef, Values } from '../fields';
import { lineTotals, type Totals } from '../money';
import { defineResource } from '../resource';
import { INVOICE_CURRENCIES } from './billing_invoices';

const amount = (name: keyof Totals, label: string): FieldDef => ({
  name,
  label,
  type: 'number',
  readOnly: true,
  compute: (note) => lineTotals(note.items as Values[] | undefined)[name],
  format: 'euro',
  decimals: 2,
  list: name === 'total',
  sortable: true,
});

/**
 * Credit notes (avoirs): the document that corrects an issued invoice, with its own gapless
 * yearly series (AV-2026-000001), citing the invoice it corrects. Amounts are positive: the
 * credit note's own amount. Only the invoice's refund action writes them; operators read them.
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
  operations: { create: false, edit: false, delete: false },
  fields: [
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
      reference: { resource: 'billing_invoices', labelFields: ['number'] },
      readOnly: true,
      filterable: true,
    },
    { name: 'invoice_number', label: 'N° de facture', type: 'text', readOnly: true, maxLength: 40, list: true, sortable: true, searchable: true },
    { name: 'user_email', label: 'E-mail du client', type: 'email', readOnly: true, maxLength: 254, list: true, sortable: true, searchable: true },
    { name: 'date', label: 'Date', type: 'date', required: true, readOnly: true, list: true, sortable: true },
    { name: 'reason', label: 'Motif', type: 'textarea', required: true, maxLength: 1000, rows: 2, readOnly: true, searchable: true },
    {
      name: 'items',
      label: 'Lignes',
      type: 'array',
      required: true,
      readOnly: true,
      minItems: 1,
      fields: [
        { name: 'description', label: 'Description', type: 'text', required: true, maxLength: 500 },
        { name: 'quantity', label: 'Quantité', type: 'number', required: true, min: 0.01, step: 0.01 },
        { name: 'unit_price', label: 'Prix unitaire HT', type: 'number', required: true, min: 0, step: 0.01 },
        { name: 'tax_rate', label: 'TVA (%)', type: 'number', required: true, default: 20, min: 0, max: 100, step: 0.1 },
      ],
    },
    amount('subtotal', 'Sous-total'),
    amount('tax_amount', 'TVA'),
    amount('total', 'Total'),
    { name: 'currency', label: 'Devise', type: 'select', default: 'EUR', options: INVOICE_CURRENCIES, readOnly: true, filterable: true },
    { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, sortable: true },
  ],
});
