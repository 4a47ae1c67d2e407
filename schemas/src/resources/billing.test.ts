import { describe, expect, it } from 'vitest';
import { actionApplies, actionRefusal, findAction } from '../resource';
import { canTransition } from '../state-machine';
import { billingInvoices, daysLate, DUE_BADGE, invoiceMailto, INVOICE_STATES } from './billing_invoices';
import { billingPlans, monthlyRevenue, yearlyDiscount } from './billing_plans';
import { billingSubscriptions, dueSubscriptionState, SUBSCRIPTION_MESSAGES } from './billing_subscriptions';

describe('billing plans', () => {
  it('shows a yearly discount only when the year costs less than twelve months', () => {
    expect(yearlyDiscount({ price_monthly: 199, price_yearly: 1990 })).toBeCloseTo(1 - 1990 / 2388, 10);
    expect(yearlyDiscount({ price_monthly: 10, price_yearly: 120 })).toBe(0);
    expect(yearlyDiscount({ price_monthly: 0, price_yearly: 0 })).toBe(0);
    const badge = billingPlans.list.badges!.find((b) => b.name === 'yearly_discount')!;
    expect(badge.value({ price_monthly: 199, price_yearly: 1990 }).label.replace(/\s/g, ' ')).toBe('−17 %');
  });

  it('counts the monthly revenue as active subscriptions times the monthly price, exact in cents', () => {
    expect(monthlyRevenue({ price_monthly: 0.1, active_subscriptions: 3 })).toBe(0.3);
    expect(monthlyRevenue({ price_monthly: 199, active_subscriptions: 0 })).toBe(0);
  });

  it('refuses to delete a plan with active subscriptions', () => {
    const rule = billingPlans.refuse.find((r) => r.on === 'delete')!;
    expect(rule.when({ active_subscriptions: 1 })).toBe(true);
    expect(rule.when({ active_subscriptions: 0 })).toBe(false);
    expect(rule.message).toBe('Ce plan a des abonnements actifs et ne peut pas être supprimé');
  });
});

describe('billing subscriptions', () => {
  it('pauses and cancels only an active or trial subscription, extends only a trial', () => {
    const pause = findAction(billingSubscriptions, 'pause')!;
    const extend = findAction(billingSubscriptions, 'extend-trial')!;
    for (const status of ['active', 'trial']) expect(actionApplies(billingSubscriptions, pause, { status })).toBe(true);
    for (const status of ['paused', 'canceled', 'expired']) expect(actionApplies(billingSubscriptions, pause, { status })).toBe(false);
    expect(actionApplies(billingSubscriptions, extend, { status: 'active' })).toBe(false);
    expect(actionRefusal(billingSubscriptions, pause, { status: 'canceled' })).toBe('« Suspendre » est impossible : l’état est « Annulé »');
  });

  it('resumes a pause on its day and ends a trial: paid with a payment method, else expired', () => {
    expect(dueSubscriptionState({ status: 'paused', pause_until: new Date('2026-11-26T00:00:00Z') }, '2026-11-26')).toBe('active');
    expect(dueSubscriptionState({ status: 'paused', pause_until: '2026-11-27' }, '2026-11-26')).toBeUndefined();
    expect(dueSubscriptionState({ status: 'trial', trial_ends_at: '2026-11-25', payment_method: { last4: '4242' } }, '2026-11-26')).toBe('active');
    expect(dueSubscriptionState({ status: 'trial', trial_ends_at: '2026-11-25', payment_method: { type: 'card' } }, '2026-11-26')).toBe('expired');
    expect(dueSubscriptionState({ status: 'trial', trial_ends_at: '2026-11-26' }, '2026-11-26')).toBeUndefined();
    expect(dueSubscriptionState({ status: 'active', pause_until: '2020-01-01' }, '2026-11-26')).toBeUndefined();
  });

  it("words the cancel confirmation with the customer's name", () => {
    const cancel = findAction(billingSubscriptions, 'cancel')!;
    expect(typeof cancel.confirm === 'function' && cancel.confirm({ user_name: 'Léa Martin' })).toBe(SUBSCRIPTION_MESSAGES.cancelConfirm('Léa Martin'));
    expect(SUBSCRIPTION_MESSAGES.cancelConfirm('Léa Martin')).toBe("Êtes-vous sûr de vouloir annuler l'abonnement de Léa Martin ?");
    expect(SUBSCRIPTION_MESSAGES.cancelConfirm('Agence Horizon')).toBe("Êtes-vous sûr de vouloir annuler l'abonnement d'Agence Horizon ?");
  });
});

describe('billing invoices', () => {
  it('moves draft → pending → paid → refunded, never back and never from draft to paid', () => {
    expect(canTransition(INVOICE_STATES, 'draft', 'pending')).toBe(true);
    expect(canTransition(INVOICE_STATES, 'draft', 'paid')).toBe(false);
    expect(canTransition(INVOICE_STATES, 'paid', 'pending')).toBe(false);
    expect(canTransition(INVOICE_STATES, 'paid', 'refunded')).toBe(true);
    expect(canTransition(INVOICE_STATES, 'refunded', 'paid')).toBe(false);
    const refund = findAction(billingInvoices, 'refund')!;
    expect(actionApplies(billingInvoices, refund, { status: 'pending' })).toBe(false);
    expect(actionApplies(billingInvoices, findAction(billingInvoices, 'send-reminder')!, { status: 'pending' })).toBe(true);
  });

  it('counts the days a pending invoice is late, shown in red', () => {
    expect(daysLate({ status: 'pending', due_date: '2026-11-20' }, '2026-11-26')).toBe(6);
    expect(daysLate({ status: 'pending', due_date: '2026-11-26' }, '2026-11-26')).toBe(0);
    expect(daysLate({ status: 'paid', due_date: '2026-01-01' }, '2026-11-26')).toBe(0);
    expect(DUE_BADGE.value({ status: 'pending', due_date: '2020-01-01' }).tone).toBe('error');
  });

  it("opens the mail client with subject 'Facture {number}'", () => {
    expect(invoiceMailto({ user_email: 'lea@exemple.fr', number: 'FA-2026-000001' })).toBe('mailto:lea%40exemple.fr?subject=Facture%20FA-2026-000001');
  });
});
