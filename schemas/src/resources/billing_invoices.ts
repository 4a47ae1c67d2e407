import { notBeforeToday } from '../dates';
import type { FieldDef, Values } from '../fields';
import { lineTotals, type Totals } from '../money';
import { defineResource } from '../resource';
import { downloadDocumentAction } from '../billing-documents';

export const INVOICE_STATUSES = [
  { value: 'draft', label: 'Brouillon' },
  { value: 'pending', label: 'En attente' },
  { value: 'paid', label: 'Payée' },
  { value: 'overdue', label: 'En retard' },
  { value: 'canceled', label: 'Annulée' },
  { value: 'refunded', label: 'Remboursée' },
] as const;

/** Spec 3 §9: invoices are in euros, dollars or pounds. */
export const INVOICE_CURRENCIES = [
  { value: 'EUR', label: 'Euro (€)' },
  { value: 'USD', label: 'Dollar américain ($)' },
  { value: 'GBP', label: 'Livre sterling (£)' },
] as const;

export const INVOICE_PAYMENT_METHODS = [
  { value: 'card', label: 'Carte bancaire' },
  { value: 'bank_transfer', label: 'Virement bancaire' },
  { value: 'check', label: 'Chèque' },
  { value: 'cash', label: 'Espèces' },
  { value: 'other', label: 'Autre' },
] as const;

export const INVOICE_MESSAGES = {
  dueDateInPast: "La date d'échéance ne peut pas être antérieure à aujourd'hui",
  deleteOnlyDrafts: 'Seules les factures en brouillon peuvent être supprimées',
} as const;

const amount = (name: keyof Totals, label: string): FieldDef => ({
  name,
  label,
  type: 'number',
  compute: (invoice) => lineTotals(invoice.items as Values[] | undefined)[name],
  format: 'euro',
  decimals: 2,
  list: name === 'total',
  sortable: true,
});

/**
 * Invoices (spec 3 §3-§5). Customer, dates and lines are set at creation and then fixed, as
 * on an issued invoice; the amounts are the server's, computed from the lines. Only drafts
 * may be deleted. The number comes from a gapless yearly series when the invoice leaves draft.
 */
export const billingInvoices = defineResource({
  name: 'billing_invoices',
  label: 'Factures',
  singular: 'Facture',
  description: 'Factures émises aux clients de la plateforme',
  icon: 'Receipt',
  noun: 'une facture',
  menu: { group: 'billing', label: 'Factures', order: 30 },
  route: 'billing/invoices',
  breadcrumb: [{ label: 'Facturation' }, { label: 'Factures' }],
  list: { perPage: 25, sort: { field: 'date', order: 'DESC' }, searchPlaceholder: 'Rechercher par numéro ou client...' },
  refuse: [{ on: 'delete', when: (invoice) => invoice.status !== 'draft', message: INVOICE_MESSAGES.deleteOnlyDrafts }],
  // invoice-docs: the reminder (its handler is api/src/billing/documents/invoice-reminder.service.ts); the billing branch declares the other actions.
  actions: [
    {
      name: 'send-reminder',
      label: 'Envoyer un rappel',
      icon: 'Email',
      scope: 'row',
      when: (invoice) => invoice.status === 'pending',
      refusal: 'Un rappel ne peut être envoyé que pour une facture en attente de paiement',
      effect: { kind: 'endpoint' },
      http: { method: 'POST', path: '/billing_invoices/{id}/send-reminder' },
      success: 'Rappel envoyé avec succès',
    },
    downloadDocumentAction('billing_invoices'),
  ],
  fields: [
    {
      name: 'number',
      label: 'Numéro',
      type: 'sequence',
      sequence: { series: 'FA', format: 'FA-{year}-{number}', digits: 6, perYear: true, when: (invoice) => invoice.status !== 'draft' },
      list: true,
      sortable: true,
      searchable: true,
    },
    { name: 'user_email', label: 'E-mail du client', type: 'email', required: true, maxLength: 254, lockedOnEdit: true, list: true, sortable: true, searchable: true },
    { name: 'description', label: 'Description', type: 'textarea', required: true, maxLength: 1000, rows: 2, searchable: true },
    { name: 'status', label: 'Statut', type: 'select', required: true, default: 'pending', options: INVOICE_STATUSES, list: true, sortable: true, filterable: true },
    { name: 'currency', label: 'Devise', type: 'select', required: true, default: 'EUR', options: INVOICE_CURRENCIES, filterable: true },
    { name: 'date', label: 'Date', type: 'date', required: true, lockedOnEdit: true, list: true, sortable: true },
    {
      name: 'due_date',
      label: "Date d'échéance",
      type: 'date',
      required: true,
      lockedOnEdit: true,
      validate: notBeforeToday(INVOICE_MESSAGES.dueDateInPast),
      list: true,
      sortable: true,
    },
    {
      name: 'items',
      label: 'Lignes',
      type: 'array',
      required: true,
      createOnly: true,
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
    {
      name: 'payment_method',
      label: 'Moyen de paiement',
      type: 'select',
      options: INVOICE_PAYMENT_METHODS,
      visibleWhen: { field: 'status', in: ['paid', 'refunded'] },
      filterable: true,
    },
    { name: 'paid_at', label: 'Payée le', type: 'date', visibleWhen: { field: 'status', in: ['paid', 'refunded'] }, sortable: true },
    { name: 'notes', label: 'Notes', type: 'textarea', maxLength: 2000, rows: 3 },
    { name: 'subscription', label: 'Abonnement', type: 'text', maxLength: 24 },
    { name: 'created_at', label: 'Créée le', type: 'datetime-local', readOnly: true, sortable: true },
    // invoice-docs: written by the reminder.
    { name: 'reminder_sent_at', label: 'Dernier rappel le', type: 'datetime-local', readOnly: true, sortable: true },
    { name: 'reminders_count', label: 'Rappels envoyés', type: 'number', readOnly: true, format: 'integer' },
  ],
});
