import { dayKeyOf, notBeforeToday } from '../dates';
import { elideDe } from '../elision';
import type { FieldDef, Values } from '../fields';
import type { RecordOf } from '../record-of';
import { billingAccessOrOwn } from '../billing';
import { defineResource } from '../resource';
import type { StateMachineDef } from '../state-machine';

export const SUBSCRIPTION_STATUSES = [
  { value: 'active', label: 'Actif' },
  { value: 'trial', label: 'Essai' },
  { value: 'paused', label: 'Suspendu' },
  { value: 'canceled', label: 'Annulé' },
  { value: 'expired', label: 'Expiré' },
] as const;

export const BILLING_PERIODS = [
  { value: 'monthly', label: 'Mensuel' },
  { value: 'yearly', label: 'Annuel' },
] as const;

export const PAYMENT_METHOD_TYPES = [
  { value: 'card', label: 'Carte bancaire' },
  { value: 'sepa', label: 'Prélèvement SEPA' },
] as const;

/** Spec 3 §9: a trial is extended by 1 to 30 days, 7 unless told. */
export const TRIAL_EXTENSION = { min: 1, max: 30, default: 7 } as const;
/** A card's expiry year: this year up to fifty years ahead. */
export const CARD_YEARS_AHEAD = 50;

export const SUBSCRIPTION_MESSAGES = {
  pauseUntilInPast: "La date de reprise ne peut pas être antérieure à aujourd'hui",
  paused: 'Abonnement suspendu avec succès',
  resumed: 'Abonnement repris avec succès',
  resumeConfirm: (name: string) => `Reprendre l'abonnement ${elideDe(name)} dès aujourd'hui ?`,
  canceled: 'Abonnement annulé avec succès',
  trialExtended: "Période d'essai prolongée avec succès",
  creditAdded: 'Crédit ajouté avec succès',
  last4: 'Saisissez les 4 derniers chiffres',
  userNotFound: 'Ce client est introuvable',
  inactivePlan: 'Choisissez un plan actif',
  changedMeanwhile: "L'abonnement a changé entre-temps, veuillez réessayer",
  expYear: (from: number, to: number) => `L'année doit être comprise entre ${from} et ${to}`,
  // The spec's sentence writes its apostrophes straight (l'abonnement): the elision follows it.
  cancelConfirm: (name: string) => `Êtes-vous sûr de vouloir annuler l'abonnement ${elideDe(name).replace('’', "'")} ?`,
} as const;

/** Spec 3 §4: a running subscription (active or in trial) may be paused or canceled; only a trial is extended. */
export const SUBSCRIPTION_STATES: StateMachineDef = {
  field: 'status',
  states: SUBSCRIPTION_STATUSES,
  initial: ['trial', 'active'],
  transitions: [
    { from: ['trial', 'active'], to: 'paused', action: 'pause' },
    { from: ['trial', 'active'], to: 'canceled', action: 'cancel' },
    // An operator resumes a paused subscription before the day it was paused until.
    { from: ['paused'], to: 'active', action: 'resume' },
    // Made by the server: a trial turned into a paid subscription, a paused one resumed on its day, a period ended.
    { from: ['trial', 'paused'], to: 'active' },
    { from: ['trial', 'active', 'paused'], to: 'expired' },
  ],
};

/** A day (a date, or a YYYY-MM-DD text) as YYYY-MM-DD in UTC, as date fields are stored. */
const dayText = (value: unknown): string | undefined =>
  value instanceof Date ? value.toISOString().slice(0, 10) : typeof value === 'string' && value ? value.slice(0, 10) : undefined;

/**
 * What a subscription becomes on `today` (YYYY-MM-DD) without anyone acting: a pause ends the
 * day it was paused until; a trial past its end turns into a paid subscription when a payment
 * method is known, else expires. Undefined when nothing is due.
 */
export function dueSubscriptionState(subscription: Values, today: string): 'active' | 'expired' | undefined {
  const pauseUntil = dayText(subscription.pause_until);
  if (subscription.status === 'paused' && pauseUntil && pauseUntil <= today) return 'active';
  const trialEnds = dayText(subscription.trial_ends_at);
  if (subscription.status === 'trial' && trialEnds && trialEnds < today) {
    const method = subscription.payment_method as Values | undefined;
    return method?.last4 ? 'active' : 'expired';
  }
  return undefined;
}

/** The expiry year rule: from this year to fifty years ahead, checked against the day it runs. */
function expiryYear(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const year = new Date().getFullYear();
  const n = Number(value);
  return Number.isInteger(n) && n >= year && n <= year + CARD_YEARS_AHEAD ? undefined : SUBSCRIPTION_MESSAGES.expYear(year, year + CARD_YEARS_AHEAD);
}

const PAYMENT_METHOD: FieldDef & { name: 'payment_method'; type: 'group' } = {
  name: 'payment_method',
  label: 'Moyen de paiement',
  type: 'group',
  fields: [
    { name: 'type', label: 'Type', type: 'select', default: 'card', options: PAYMENT_METHOD_TYPES },
    { name: 'last4', label: '4 derniers chiffres', type: 'text', maxLength: 4, pattern: /^\d{4}$/, patternMessage: SUBSCRIPTION_MESSAGES.last4 },
    { name: 'exp_month', label: "Mois d'expiration", type: 'number', min: 1, max: 12, step: 1 },
    { name: 'exp_year', label: "Année d'expiration", type: 'number', step: 1, validate: expiryYear },
  ],
};

/** The fields of a subscription, a constant list so that its record type follows them. */
const SUBSCRIPTION_FIELDS = [
  {
    name: 'user_id',
    label: 'Client',
    type: 'reference',
    required: true,
    reference: { resource: 'users', labelFields: ['name', 'email'], perPage: 20 },
    lockedOnEdit: true,
    filterable: true,
  },
  { name: 'user_name', label: 'Nom du client', type: 'text', readOnly: true, list: true, sortable: true, searchable: true },
  { name: 'user_email', label: 'E-mail du client', type: 'email', readOnly: true, list: true, sortable: true, searchable: true },
  {
    name: 'plan_id',
    label: 'Plan',
    type: 'reference',
    required: true,
    reference: { resource: 'billing_plans', labelFields: ['name'], perPage: 100, filter: { is_active: true } },
    lockedOnEdit: true,
    list: true,
    filterable: true,
  },
  { name: 'billing_period', label: 'Période de facturation', type: 'select', required: true, default: 'monthly', options: BILLING_PERIODS, list: true, filterable: true },
  { name: 'status', label: 'Statut', type: 'select', required: true, default: 'trial', options: SUBSCRIPTION_STATUSES, createOnly: true, list: true, sortable: true, filterable: true },
  { name: 'start_date', label: 'Date de début', type: 'date', required: true, default: () => dayKeyOf(new Date()), lockedOnEdit: true, list: true, sortable: true },
  { name: 'next_billing_date', label: 'Prochaine facturation', type: 'date', sortable: true },
  { name: 'trial_ends_at', label: "Fin de l'essai", type: 'date', readOnly: true, visibleWhen: { field: 'status', equals: 'trial' }, sortable: true },
  { name: 'pause_until', label: "Suspendu jusqu'au", type: 'date', readOnly: true, visibleWhen: { field: 'status', equals: 'paused' } },
  { name: 'pause_reason', label: 'Motif de la suspension', type: 'textarea', readOnly: true, visibleWhen: { field: 'status', equals: 'paused' } },
  PAYMENT_METHOD,
  { name: 'credit_balance', label: 'Crédit', type: 'number', readOnly: true, default: 0, step: 0.01, format: 'euro', decimals: 2, list: true, sortable: true },
  {
    name: 'credit_ledger',
    label: 'Mouvements de crédit',
    type: 'array',
    readOnly: true,
    default: [],
    fields: [
      { name: 'date', label: 'Date', type: 'datetime-local' },
      { name: 'amount', label: 'Montant', type: 'number', format: 'euro', decimals: 2 },
      { name: 'description', label: 'Description', type: 'text' },
      { name: 'by', label: 'Par', type: 'text' },
    ],
  },
  {
    name: 'trial_extensions',
    label: "Prolongations de l'essai",
    type: 'array',
    readOnly: true,
    default: [],
    fields: [
      { name: 'date', label: 'Date', type: 'datetime-local' },
      { name: 'days', label: 'Jours', type: 'number', format: 'integer' },
      { name: 'reason', label: 'Motif', type: 'text' },
      { name: 'by', label: 'Par', type: 'text' },
    ],
  },
  { name: 'notes', label: 'Notes', type: 'textarea', maxLength: 2000, rows: 3 },
  { name: 'balance', label: 'Solde dû', type: 'number', default: 0, step: 0.01, format: 'euro', decimals: 2 },
  { name: 'canceled_at', label: 'Annulé le', type: 'datetime-local', readOnly: true, visibleWhen: { field: 'status', equals: 'canceled' } },
  { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, sortable: true },
] as const satisfies readonly FieldDef[];

/** A subscription as stored, typed from its fields (record-of.ts). */
export type BillingSubscription = RecordOf<typeof SUBSCRIPTION_FIELDS>;

/**
 * Customers' subscriptions to the plans (spec 3 §3-§5, §7). The customer and the plan are set
 * at creation; the state then moves only through the actions (pause, cancel) or the server,
 * and the credit balance only through 'Ajouter du crédit', which keeps a ledger line.
 */
export const billingSubscriptions = defineResource({
  name: 'billing_subscriptions',
  label: 'Abonnements',
  singular: 'Abonnement',
  description: 'Abonnements des clients aux plans',
  icon: 'Subscriptions',
  noun: 'un abonnement',
  menu: { group: 'billing', label: 'Abonnements', order: 20 },
  route: 'billing/subscriptions',
  breadcrumb: [{ label: 'Facturation' }, { label: 'Abonnements' }],
  list: { perPage: 25, sort: { field: 'start_date', order: 'DESC' }, searchPlaceholder: 'Rechercher par nom, email...' },
  // A filter of the list combined with its order: the page is read from one index (issue 25).
  indexes: [
    { fields: { user_id: 1, start_date: -1, _id: -1 } },
    { fields: { plan_id: 1, start_date: -1, _id: -1 } },
    { fields: { billing_period: 1, start_date: -1, _id: -1 } },
    { fields: { status: 1, start_date: -1, _id: -1 } },
  ],
  access: billingAccessOrOwn('notes', 'credit_ledger', 'trial_extensions'),
  states: SUBSCRIPTION_STATES,
  hooks: ['billing/subscriptions.service'],
  fields: SUBSCRIPTION_FIELDS,
  actions: [
    {
      name: 'pause',
      label: 'Suspendre',
      icon: 'Pause',
      scope: 'row',
      http: { method: 'PUT', path: '/billing_subscriptions/{id}/pause' },
      effect: { kind: 'endpoint' },
      ask: {
        title: "Suspendre l'abonnement",
        submitLabel: 'Suspendre',
        fields: [
          { name: 'pause_until', label: "Suspendre jusqu'au", type: 'date', required: true, validate: notBeforeToday(SUBSCRIPTION_MESSAGES.pauseUntilInPast) },
          { name: 'reason', label: 'Motif', type: 'textarea', maxLength: 1000, rows: 2 },
        ],
      },
      success: SUBSCRIPTION_MESSAGES.paused,
      tone: 'warning',
    },
    {
      name: 'resume',
      label: 'Reprendre',
      icon: 'PlayArrow',
      scope: 'row',
      http: { method: 'PUT', path: '/billing_subscriptions/{id}/resume' },
      effect: { kind: 'endpoint' },
      confirm: (subscription) => SUBSCRIPTION_MESSAGES.resumeConfirm(String(subscription.user_name || subscription.user_email || '')),
      success: SUBSCRIPTION_MESSAGES.resumed,
      tone: 'success',
    },
    {
      name: 'cancel',
      label: 'Annuler',
      icon: 'Cancel',
      scope: 'row',
      http: { method: 'PUT', path: '/billing_subscriptions/{id}/cancel' },
      effect: { kind: 'endpoint' },
      confirm: (subscription) => SUBSCRIPTION_MESSAGES.cancelConfirm(String(subscription.user_name || subscription.user_email || '')),
      // « Annuler » would name both the cancellation and the way out of the dialog.
      confirmLabels: { title: "Annuler l'abonnement", confirm: "Annuler l'abonnement", cancel: "Garder l'abonnement" },
      success: SUBSCRIPTION_MESSAGES.canceled,
      tone: 'error',
    },
    {
      name: 'extend-trial',
      label: "Prolonger l'essai",
      icon: 'MoreTime',
      scope: 'row',
      when: (subscription) => subscription.status === 'trial',
      refusal: "Seule une période d'essai peut être prolongée",
      http: { method: 'PUT', path: '/billing_subscriptions/{id}/extend-trial' },
      effect: { kind: 'endpoint' },
      ask: {
        title: "Prolonger la période d'essai",
        submitLabel: 'Prolonger',
        fields: [
          {
            name: 'additional_days',
            label: 'Jours supplémentaires',
            type: 'number',
            required: true,
            default: TRIAL_EXTENSION.default,
            min: TRIAL_EXTENSION.min,
            max: TRIAL_EXTENSION.max,
            step: 1,
          },
          { name: 'reason', label: 'Motif', type: 'textarea', required: true, maxLength: 1000, rows: 2 },
        ],
      },
      success: SUBSCRIPTION_MESSAGES.trialExtended,
    },
    {
      name: 'credits',
      label: 'Ajouter du crédit',
      icon: 'AddCard',
      scope: 'row',
      http: { method: 'POST', path: '/billing_subscriptions/{id}/credits' },
      effect: { kind: 'endpoint' },
      ask: {
        title: 'Ajouter du crédit',
        submitLabel: 'Ajouter',
        fields: [
          { name: 'amount', label: 'Montant (€)', type: 'number', required: true, min: 0.01, max: 100_000, step: 0.01 },
          { name: 'description', label: 'Description', type: 'text', required: true, maxLength: 500 },
        ],
      },
      success: SUBSCRIPTION_MESSAGES.creditAdded,
      tone: 'success',
    },
  ],
});
