/**
 * The billing plans the public pricing page sells, with their figures from the one plan
 * catalogue (schemas/src/plan-catalogue.ts) and what each includes.
 */
import { PLAN_CATALOGUE, type CataloguePlan } from '@hexagone/schemas';

interface PlanDetails {
  description: string;
  features: { name: string; value: string; unit?: string }[];
  limits: { users: number; storage_gb: number; api_calls_per_month: number };
}

const DETAILS: Record<CataloguePlan['slug'], PlanDetails> = {
  starter: {
    description: 'Pour lancer un premier projet hébergé en France.',
    features: [
      { name: 'Conteneurs', value: '1' },
      { name: 'Mémoire', value: '2', unit: 'Go' },
      { name: 'Stockage', value: '20', unit: 'Go' },
      { name: 'Support', value: 'E-mail' },
    ],
    limits: { users: 3, storage_gb: 20, api_calls_per_month: 100_000 },
  },
  professional: {
    description: 'Pour les équipes qui exploitent des services en production.',
    features: [
      { name: 'Conteneurs', value: '5' },
      { name: 'Mémoire', value: '8', unit: 'Go' },
      { name: 'Stockage', value: '100', unit: 'Go' },
      { name: 'Agent IA', value: '10 000', unit: 'requêtes/mois' },
      { name: 'SLA', value: '99,9', unit: '%' },
    ],
    limits: { users: 20, storage_gb: 100, api_calls_per_month: 1_000_000 },
  },
  enterprise: {
    description: 'Pour les organisations aux exigences critiques.',
    features: [
      { name: 'Conteneurs', value: 'Illimités' },
      { name: 'SLA', value: '99,99', unit: '%' },
      { name: 'Support', value: '24/7' },
      { name: 'Responsable de compte', value: 'Dédié' },
    ],
    limits: { users: 500, storage_gb: 2000, api_calls_per_month: 50_000_000 },
  },
};

export const demoPlans = () =>
  Object.values(PLAN_CATALOGUE).map((plan) => ({ ...plan, ...DETAILS[plan.slug], stripe_price_id_monthly: `price_${plan.slug}_monthly`, is_active: true }));

/** The subscriptions' states, one customer each in turn: every state of the machine is shown. */
export const SUBSCRIPTION_SCRIPT = [
  { plan: 'professional', status: 'active', period: 'yearly' },
  { plan: 'starter', status: 'active', period: 'monthly' },
  { plan: 'professional', status: 'trial', period: 'monthly' },
  { plan: 'enterprise', status: 'active', period: 'yearly' },
  { plan: 'starter', status: 'paused', period: 'monthly' },
  { plan: 'professional', status: 'canceled', period: 'monthly' },
  { plan: 'starter', status: 'expired', period: 'monthly' },
  { plan: 'professional', status: 'active', period: 'monthly' },
  { plan: 'starter', status: 'trial', period: 'monthly' },
  { plan: 'enterprise', status: 'active', period: 'monthly' },
  { plan: 'professional', status: 'active', period: 'monthly' },
  { plan: 'starter', status: 'active', period: 'yearly' },
] as const;
