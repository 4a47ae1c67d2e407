import { SUPER_ROLE } from '../access';
import type { Values } from '../fields';
import { formatMoney, fromCents, toCents } from '../money';
import { BILLING_ACCESS } from '../billing';
import { defineResource, type BadgeDef } from '../resource';
import { PLAN_DEFAULT_TRIAL_DAYS } from '../plan-catalogue';
import { slugField } from '../slug';

export const PLAN_MESSAGES = {
  hasActiveSubscriptions: 'Ce plan a des abonnements actifs et ne peut pas être supprimé',
} as const;

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });


/** The yearly price's discount on twelve months, as a share (0.17), or 0 when there is none. */
export function yearlyDiscount(plan: Values): number {
  const twelveMonths = toCents(plan.price_monthly) * 12;
  const yearly = toCents(plan.price_yearly);
  return twelveMonths > 0 && yearly < twelveMonths ? (twelveMonths - yearly) / twelveMonths : 0;
}

/** What a plan brings in each month: its active subscriptions times its monthly price (exact in cents). */
export const monthlyRevenue = (plan: Values): number => fromCents(toCents(plan.price_monthly) * (Number(plan.active_subscriptions) || 0));

const DISCOUNT_BADGE: BadgeDef = {
  name: 'yearly_discount',
  label: 'Remise annuelle',
  value: (plan) => {
    const discount = yearlyDiscount(plan);
    return discount > 0 ? { label: `−${percent.format(discount)}`, tone: 'success' } : { label: 'Aucune', tone: 'default' };
  },
};

const REVENUE_BADGE: BadgeDef = {
  name: 'monthly_revenue',
  label: 'Revenu mensuel',
  value: (plan) => ({ label: formatMoney(monthlyRevenue(plan)), tone: monthlyRevenue(plan) > 0 ? 'primary' : 'default' }),
};

const price = (name: string, label: string) =>
  ({ name, label, type: 'number', required: true, min: 0, step: 0.01, format: 'euro', decimals: 2, sortable: true }) as const;

/**
 * The plans customers subscribe to (spec 3 §3). The API keeps the subscription counters; a
 * plan with active subscriptions cannot be deleted.
 */
export const billingPlans = defineResource({
  name: 'billing_plans',
  label: 'Plans',
  singular: 'Plan',
  description: 'Offres tarifaires auxquelles les clients s’abonnent',
  icon: 'WorkspacePremium',
  noun: 'un plan',
  menu: { group: 'billing', label: 'Plans', order: 10 },
  route: 'billing/plans',
  breadcrumb: [{ label: 'Facturation' }, { label: 'Plans' }],
  list: { perPage: 25, sort: { field: 'price_monthly', order: 'ASC' }, searchPlaceholder: 'Rechercher un plan...', badges: [DISCOUNT_BADGE, REVENUE_BADGE] },
  access: {
    ...BILLING_ACCESS,
    // Customers read the catalogue their subscriptions name (/user/billing), without the team's figures and payment ids.
    list: { ...BILLING_ACCESS.list, roles: [SUPER_ROLE, 'user'] },
    read: { ...BILLING_ACCESS.read, roles: [SUPER_ROLE, 'user'] },
    menu: BILLING_ACCESS.list,
    fields: Object.fromEntries(['stripe_price_id_monthly', 'active_subscriptions', 'total_subscriptions'].map((name) => [name, { read: BILLING_ACCESS.read }])),
  },
  refuse: [{ on: 'delete', when: (plan) => Number(plan.active_subscriptions) > 0, message: PLAN_MESSAGES.hasActiveSubscriptions }],
  counters: [
    { field: 'active_subscriptions', of: 'billing_subscriptions', foreignField: 'plan_id', where: { status: 'active' } },
    { field: 'total_subscriptions', of: 'billing_subscriptions', foreignField: 'plan_id' },
  ],
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 100, list: true, sortable: true, searchable: true },
    slugField('name', { required: true }),
    { name: 'description', label: 'Description', type: 'textarea', required: true, maxLength: 1000, rows: 3, searchable: true },
    { ...price('price_monthly', 'Prix mensuel'), list: true, range: { from: 'price_min', to: 'price_max', min: 0, max: 1000, step: 10 } },
    { ...price('price_yearly', 'Prix annuel'), list: true },
    { name: 'trial_days', label: "Jours d'essai", type: 'number', default: PLAN_DEFAULT_TRIAL_DAYS, min: 0, max: 365, step: 1, format: 'integer' },
    { name: 'stripe_price_id_monthly', label: 'ID de prix Stripe (mensuel)', type: 'text', maxLength: 100 },
    {
      name: 'features',
      label: 'Fonctionnalités',
      type: 'array',
      required: true,
      minItems: 1,
      fields: [
        { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 100 },
        { name: 'value', label: 'Valeur', type: 'text', maxLength: 100 },
        { name: 'unit', label: 'Unité', type: 'text', maxLength: 30 },
      ],
    },
    {
      name: 'limits',
      label: 'Limites',
      type: 'group',
      fields: [
        { name: 'users', label: 'Utilisateurs', type: 'number', min: 0, step: 1 },
        { name: 'storage_gb', label: 'Stockage (Go)', type: 'number', min: 0, step: 1 },
        { name: 'api_calls_per_month', label: "Appels d'API par mois", type: 'number', min: 0, step: 1 },
      ],
    },
    { name: 'is_popular', label: 'Populaire', type: 'switch', default: false, filterable: true },
    { name: 'is_enterprise', label: 'Entreprise', type: 'switch', default: false, filterable: true },
    { name: 'is_active', label: 'Actif', type: 'switch', default: true, list: true, filterable: true },
    { name: 'active_subscriptions', label: 'Abonnements actifs', type: 'number', readOnly: true, default: 0, format: 'integer', list: true, sortable: true },
    { name: 'total_subscriptions', label: 'Abonnements au total', type: 'number', readOnly: true, default: 0, format: 'integer', sortable: true },
    { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, sortable: true },
  ],
});
