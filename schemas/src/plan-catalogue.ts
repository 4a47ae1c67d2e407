/**
 * The paid plans as sold: one source for the public pricing page and the billing plans the
 * seed creates (prices in euros before VAT, trial in days).
 */
/** Spec 3 §9: a plan offers 14 days of trial unless told; the Professional plan sells exactly that. */
export const PLAN_DEFAULT_TRIAL_DAYS = 14;

export interface CataloguePlan {
  slug: 'starter' | 'professional' | 'enterprise';
  name: string;
  price_monthly: number;
  price_yearly: number;
  trial_days: number;
  is_popular: boolean;
  is_enterprise: boolean;
}

export const PLAN_CATALOGUE = {
  starter: { slug: 'starter', name: 'Starter', price_monthly: 49, price_yearly: 490, trial_days: 0, is_popular: false, is_enterprise: false },
  professional: { slug: 'professional', name: 'Professional', price_monthly: 199, price_yearly: 1990, trial_days: PLAN_DEFAULT_TRIAL_DAYS, is_popular: true, is_enterprise: false },
  enterprise: { slug: 'enterprise', name: 'Enterprise', price_monthly: 999, price_yearly: 9990, trial_days: 0, is_popular: false, is_enterprise: true },
} as const satisfies Record<CataloguePlan['slug'], CataloguePlan>;

export const CATALOGUE_PLANS: readonly CataloguePlan[] = Object.values(PLAN_CATALOGUE);
