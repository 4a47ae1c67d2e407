import { mailOutcome, mailOutcomeTexts } from '../mail-outcome';
import type { MailStatus } from './mail_outbox';
import { billingAccessOrOwn, INVOICE_CURRENCIES, invoiceItemsField, lineAmountField } from '../billing';
import { downloadDocumentAction } from '../billing-documents';
import { billingFrameworkField } from '../billing-framework';
import { CUSTOMER_ACCOUNT_FIELD, CUSTOMER_SNAPSHOT_FIELD } from '../customer-identity';
import { SELLER_SNAPSHOT_FIELD } from '../seller-identity';
import { dayKeyOf, notBeforeToday, parisDayKey } from '../dates';
import type { FieldDef, Values } from '../fields';
import type { RecordOf } from '../record-of';
import { fromCents, toCents } from '../money';
import { defineResource, type BadgeDef } from '../resource';
import type { StateMachineDef } from '../state-machine';

export const INVOICE_STATUSES = [
  { value: 'draft', label: 'Brouillon' },
  { value: 'pending', label: 'En attente' },
  { value: 'paid', label: 'Payée' },
  { value: 'overdue', label: 'En retard' },
  { value: 'canceled', label: 'Annulée' },
  { value: 'refunded', label: 'Remboursée' },
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
  finalised: 'Facture finalisée',
  paid: 'Facture marquée comme payée',
  reminder: mailOutcomeTexts('Rappel envoyé avec succès', 'Rappel', 'mis'),
  refunded: 'Avoir créé avec succès',
  refundAboveTotal: (max: string) => `Le montant ne peut pas dépasser ${max}`,
  refundAboveRemaining: (max: string) => `Le montant ne peut pas dépasser ce qui reste à rembourser (${max})`,
  paymentFailed: 'Paiement refusé',
  canceled: 'Facture annulée par un avoir',
} as const;

/** A reminder sent by an operator, or by the daily job on the settings' schedule. */
export const REMINDER_KINDS = [
  { value: 'manual', label: 'Manuel' },
  { value: 'scheduled', label: 'Relance automatique' },
] as const;

/**
 * Spec 3 §4 and the French rules: a draft has no number and no legal existence; finalising it
 * gives its number. A pending invoice is paid, falls overdue, or is canceled; a paid one is
 * refunded only by credit notes (the refund action). An overdue one may still be paid.
 */
export const INVOICE_STATES: StateMachineDef = {
  field: 'status',
  states: INVOICE_STATUSES,
  initial: ['draft', 'pending'],
  transitions: [
    { from: ['draft'], to: 'pending', action: 'finalise' },
    { from: ['pending', 'overdue'], to: 'paid', action: 'pay' },
    // An issued invoice is canceled by a credit note of its whole amount, never deleted.
    { from: ['pending', 'overdue'], to: 'canceled', action: 'cancel' },
    // Made by the server: past its due date (the daily job, invoice-dunning.service.ts), refunded in full by credit notes.
    { from: ['pending'], to: 'overdue' },
    { from: ['paid'], to: 'refunded' },
  ],
};

const DAY_MS = 86_400_000;

/** Whole days a pending or overdue invoice is past its due date on `today` (YYYY-MM-DD, Paris), 0 when not late. */
export function daysLate(invoice: Values, today: string): number {
  if (invoice.status !== 'pending' && invoice.status !== 'overdue') return 0;
  // The due day as the back-office shows it, in Paris.
  const stored = invoice.due_date instanceof Date || typeof invoice.due_date === 'string' ? new Date(invoice.due_date) : undefined;
  const due = stored && !Number.isNaN(stored.getTime()) ? parisDayKey(stored) : '';
  if (!due || due >= today) return 0;
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / DAY_MS);
}

/** The list's 'Échéance' badge: in red with its days late once a pending invoice is past due. */
export const DUE_BADGE: BadgeDef = {
  name: 'lateness',
  label: 'Retard',
  value: (invoice) => {
    const late = daysLate(invoice, dayKeyOf(new Date()));
    return late > 0 ? { label: `En retard de ${late} jour${late > 1 ? 's' : ''}`, tone: 'error' } : { label: '—', tone: 'default' };
  },
};

/** Spec 3 §5: the invoice amount filter, 0 to 10 000 € by steps of 100. */
const TOTAL_RANGE = { from: 'total_min', to: 'total_max', min: 0, max: 10_000, step: 100 };

/** The fields of an invoice, a constant list so that its record type follows them. */
const INVOICE_FIELDS = [
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
  CUSTOMER_ACCOUNT_FIELD,
  { name: 'description', label: 'Description', type: 'textarea', required: true, maxLength: 1000, rows: 2, searchable: true },
  {
    name: 'status',
    label: 'Statut',
    type: 'select',
    required: true,
    default: 'pending',
    options: INVOICE_STATUSES,
    createOnly: true,
    list: true,
    sortable: true,
    filterable: true,
  },
  { name: 'currency', label: 'Devise', type: 'select', required: true, default: 'EUR', options: INVOICE_CURRENCIES, lockedOnEdit: true, filterable: true },
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
  invoiceItemsField({ createOnly: true }),
  lineAmountField('subtotal', 'Sous-total'),
  lineAmountField('tax_amount', 'TVA'),
  { ...lineAmountField('total', 'Total'), range: TOTAL_RANGE },
  {
    name: 'payment_method',
    label: 'Moyen de paiement',
    type: 'select',
    options: INVOICE_PAYMENT_METHODS,
    readOnly: true,
    visibleWhen: { field: 'status', in: ['paid', 'refunded'] },
    filterable: true,
  },
  { name: 'paid_at', label: 'Payée le', type: 'date', readOnly: true, visibleWhen: { field: 'status', in: ['paid', 'refunded'] }, sortable: true },
  { name: 'transaction_reference', label: 'Référence de transaction', type: 'text', readOnly: true, visibleWhen: { field: 'status', in: ['paid', 'refunded'] } },
  { name: 'refunded_amount', label: 'Remboursé', type: 'number', readOnly: true, default: 0, format: 'euro', decimals: 2, visibleWhen: { field: 'status', in: ['paid', 'refunded'] } },
  { name: 'payment_failures', label: 'Paiements refusés', type: 'number', readOnly: true, default: 0, format: 'integer' },
  { name: 'last_payment_failure', label: 'Dernier refus de paiement', type: 'text', readOnly: true },
  { name: 'notes', label: 'Notes', type: 'textarea', maxLength: 2000, rows: 3 },
  {
    name: 'subscription',
    label: 'Abonnement',
    type: 'reference',
    reference: { resource: 'billing_subscriptions', labelFields: ['user_name', 'user_email'], perPage: 20, onDelete: 'setNull' },
  },
  // The frame (BT-23) and the VAT-on-debits option of the issue date, kept with the document.
  billingFrameworkField('billing_framework', { helperText: 'Vide : celui des paramètres du site', lockedOnEdit: true }),
  { name: 'vat_on_debits', label: "TVA d'après les débits", type: 'switch', readOnly: true },
  // Frozen when the document is issued: it never changes with the settings or the customer's record.
  SELLER_SNAPSHOT_FIELD,
  CUSTOMER_SNAPSHOT_FIELD,
  { name: 'created_at', label: 'Créée le', type: 'datetime-local', readOnly: true, sortable: true },
  // Written by the reminders, by hand or on the settings' schedule (api/src/billing/documents/invoice-reminder.service.ts).
  { name: 'reminder_sent_at', label: 'Dernier rappel le', type: 'datetime-local', readOnly: true, sortable: true },
  { name: 'reminders_count', label: 'Rappels', type: 'number', readOnly: true, format: 'integer' },
  { name: 'dunning_level', label: 'Relances automatiques', type: 'number', readOnly: true, default: 0, format: 'integer' },
  {
    name: 'reminders',
    label: 'Historique des rappels',
    type: 'array',
    readOnly: true,
    default: [],
    fields: [
      { name: 'date', label: 'Date', type: 'datetime-local' },
      { name: 'kind', label: 'Type', type: 'select', options: REMINDER_KINDS },
      { name: 'mail_id', label: 'Message', type: 'text' },
      { name: 'mail_status', label: 'Envoi', type: 'text' },
    ],
  },
] as const satisfies readonly FieldDef[];

/** An invoice as stored, typed from its fields (record-of.ts). */
export type BillingInvoice = RecordOf<typeof INVOICE_FIELDS>;

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
  list: { perPage: 25, sort: { field: 'date', order: 'DESC' }, searchPlaceholder: 'Rechercher par numéro ou client...', badges: [DUE_BADGE] },
  // A filter of the list combined with its order: the page is read from one index (issue 25).
  indexes: [
    { fields: { status: 1, date: -1, _id: -1 } },
    { fields: { currency: 1, date: -1, _id: -1 } },
    { fields: { payment_method: 1, date: -1, _id: -1 } },
    // A customer's own invoices, newest first (their area).
    { fields: { user_id: 1, date: -1, _id: -1 } },
  ],
  stats: [
    { key: 'pending', label: 'En attente', icon: 'HourglassEmpty', kind: 'count', where: { status: 'pending' }, format: 'integer', tone: 'warning' },
    { key: 'overdue', label: 'En retard', icon: 'ErrorOutline', kind: 'count', where: { status: 'overdue' }, format: 'integer', tone: 'error' },
    { key: 'paid', label: 'Payées', icon: 'Paid', kind: 'count', where: { status: 'paid' }, format: 'integer', tone: 'success' },
  ],
  states: INVOICE_STATES,
  access: billingAccessOrOwn('notes', 'reminders', 'dunning_level', 'reminders_count', 'reminder_sent_at'),
  refuse: [{ on: 'delete', when: (invoice) => invoice.status !== 'draft', message: INVOICE_MESSAGES.deleteOnlyDrafts, hidden: true }],
  hooks: ['billing/documents/invoice-parties'],
  fields: INVOICE_FIELDS,
  actions: [
    downloadDocumentAction('billing_invoices'),
    {
      name: 'accounting-export',
      label: 'Export comptable',
      icon: 'Download',
      scope: 'header',
      effect: { kind: 'link', href: (_record, asked) => accountingExportPath(asked ?? previousMonth()), newTab: true, signature: true },
      ask: {
        title: 'Export comptable',
        submitLabel: 'Télécharger le zip',
        defaults: () => previousMonth(),
        fields: [
          { name: 'from', label: 'Du', type: 'date', required: true },
          { name: 'to', label: 'Au (inclus)', type: 'date', required: true, helperText: 'Factures et avoirs émis, en PDF, et le journal des ventes (CSV)' },
        ],
      },
    },
    {
      name: 'finalise',
      label: 'Finaliser',
      icon: 'TaskAlt',
      scope: 'row',
      effect: { kind: 'update', set: { status: 'pending' } },
      confirm: 'La facture recevra son numéro définitif et ne pourra plus être supprimée. Continuer ?',
      success: INVOICE_MESSAGES.finalised,
      tone: 'primary',
    },
    {
      name: 'pay',
      label: 'Marquer comme payée',
      icon: 'Paid',
      scope: 'row',
      http: { method: 'PUT', path: '/billing_invoices/{id}/pay' },
      effect: { kind: 'endpoint' },
      ask: {
        title: 'Enregistrer le paiement',
        submitLabel: 'Marquer comme payée',
        defaults: () => ({ payment_date: dayKeyOf(new Date()) }),
        fields: [
          { name: 'payment_method', label: 'Moyen de paiement', type: 'select', required: true, default: 'bank_transfer', options: INVOICE_PAYMENT_METHODS },
          { name: 'payment_date', label: 'Date de paiement', type: 'date', required: true },
          { name: 'transaction_reference', label: 'Référence de transaction', type: 'text', maxLength: 200 },
          { name: 'notes', label: 'Notes', type: 'textarea', maxLength: 2000, rows: 2 },
        ],
      },
      success: INVOICE_MESSAGES.paid,
      tone: 'success',
    },
    {
      name: 'payment-failed',
      label: 'Signaler un paiement refusé',
      icon: 'ErrorOutline',
      scope: 'row',
      when: (invoice) => invoice.status === 'pending' || invoice.status === 'overdue',
      refusal: 'Seule une facture en attente de paiement peut avoir un paiement refusé',
      effect: { kind: 'endpoint' },
      ask: {
        title: 'Paiement refusé',
        submitLabel: 'Enregistrer',
        fields: [{ name: 'reason', label: 'Motif du refus', type: 'text', required: true, maxLength: 300 }],
      },
      success: 'Refus de paiement enregistré',
      tone: 'warning',
    },
    {
      name: 'send-reminder',
      label: 'Envoyer un rappel',
      icon: 'Send',
      scope: 'row',
      when: (invoice) => invoice.status === 'pending' || invoice.status === 'overdue',
      refusal: 'Un rappel ne peut être envoyé que pour une facture en attente ou en retard',
      http: { method: 'POST', path: '/billing_invoices/{id}/send-reminder' },
      effect: { kind: 'endpoint' },
      // Sent, or kept in the outbox until SMTP works: the answer says which.
      success: (answer) => mailOutcome(INVOICE_MESSAGES.reminder, (answer.reminder as Values | undefined)?.status as MailStatus | undefined),
    },
    {
      name: 'refund',
      label: 'Rembourser',
      icon: 'Undo',
      scope: 'row',
      http: { method: 'POST', path: '/billing_invoices/{id}/refund' },
      when: (invoice) => invoice.status === 'paid',
      refusal: 'Seule une facture payée peut être remboursée',
      effect: { kind: 'endpoint' },
      ask: {
        title: 'Rembourser la facture',
        submitLabel: 'Créer l’avoir',
        defaults: (invoice) => ({ amount: fromCents(toCents(invoice.total) - toCents(invoice.refunded_amount)) }),
        fields: [
          { name: 'amount', label: 'Montant remboursé TTC (€)', type: 'number', min: 0.01, step: 0.01, helperText: 'Le total de la facture si vide' },
          { name: 'reason', label: 'Motif', type: 'textarea', required: true, maxLength: 1000, rows: 2 },
        ],
      },
      success: INVOICE_MESSAGES.refunded,
      tone: 'warning',
    },
    {
      name: 'cancel',
      label: 'Annuler la facture',
      icon: 'Cancel',
      scope: 'row',
      effect: { kind: 'endpoint' },
      ask: {
        title: 'Annuler la facture par un avoir',
        submitLabel: 'Annuler la facture',
        fields: [{ name: 'reason', label: "Motif de l'annulation", type: 'textarea', required: true, maxLength: 1000, rows: 2 }],
      },
      success: INVOICE_MESSAGES.canceled,
      tone: 'error',
    },
    {
      name: 'email',
      label: 'E-mail',
      icon: 'Email',
      scope: 'row',
      when: (invoice) => Boolean(invoice.user_email),
      effect: { kind: 'link', href: invoiceMailto },
    },
  ],
});

/** The accountant's zip of a period (api/src/billing/documents/accounting-export.controller.ts). */
export const accountingExportPath = (period: Values): string =>
  `/api/v1/billing_exports/accounting?from=${encodeURIComponent(String(period.from ?? '').slice(0, 10))}&to=${encodeURIComponent(String(period.to ?? '').slice(0, 10))}`;

/** The month before today's, as the export proposes it. */
export function previousMonth(today = new Date()): { from: string; to: string } {
  const first = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  const last = new Date(today.getFullYear(), today.getMonth(), 0);
  return { from: dayKeyOf(first), to: dayKeyOf(last) };
}

/** The 'e-mail' action: the mail client, addressed to the customer, subject 'Facture {number}' (spec 3 §7). */
export function invoiceMailto(invoice: Values): string {
  const subject = `Facture ${String(invoice.number ?? '')}`.trim();
  return `mailto:${encodeURIComponent(String(invoice.user_email ?? ''))}?subject=${encodeURIComponent(subject)}`;
}
