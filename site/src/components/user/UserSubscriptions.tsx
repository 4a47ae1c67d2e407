/**
 * The customer's subscriptions (/user/billing): their plan, its price, the period, the next
 * billing date, and the end of a trial or of a pause. Their own only (the API's owner filter);
 * the plan's name and price come from the catalogue customers may read.
 */
import { useEffect, useState } from 'react';
import { BILLING_PERIODS, formatMoney, readSession, SUBSCRIPTION_STATUSES } from '@hexagone/schemas';
import { accountList } from '../../lib/account-api';
import { dayOf, type Tone } from '../../lib/customer-billing';
import { formatDate } from '../../lib/format-fr';
import { userSubscriptions as t } from '../../data/user-billing';
import AccountFacts from './AccountFacts';
import StatusBadge, { optionLabel } from './StatusBadge';
import './AccountRecords.css';

interface Subscription {
  id: string;
  plan_id: string;
  status: string;
  billing_period: string;
  start_date: string;
  next_billing_date?: string;
  trial_ends_at?: string;
  pause_until?: string;
  canceled_at?: string;
}

interface Plan {
  id: string;
  name: string;
  price_monthly: number;
  price_yearly: number;
}

const TONES: Readonly<Record<string, Tone>> = { active: 'success', trial: 'warning', paused: 'warning', canceled: 'neutral', expired: 'neutral' };
const day = (value: string) => formatDate(dayOf(value));

function Facts({ subscription, plan }: { subscription: Subscription; plan?: Plan }) {
  const facts: [string, string][] = [
    [t.period, optionLabel(BILLING_PERIODS, subscription.billing_period)],
    [t.since, day(subscription.start_date)],
  ];
  if (plan) facts.unshift([t.price, t.priceOf(formatMoney(subscription.billing_period === 'yearly' ? plan.price_yearly : plan.price_monthly), subscription.billing_period)]);
  if (subscription.status === 'trial' && subscription.trial_ends_at) facts.push([t.trialEnds, day(subscription.trial_ends_at)]);
  if (subscription.status === 'paused' && subscription.pause_until) facts.push([t.pausedUntil, day(subscription.pause_until)]);
  if (subscription.status === 'canceled' && subscription.canceled_at) facts.push([t.canceledOn, day(subscription.canceled_at)]);
  if (['active', 'trial'].includes(subscription.status) && subscription.next_billing_date) facts.push([t.nextBilling, day(subscription.next_billing_date)]);
  return <AccountFacts facts={facts} />;
}

export default function UserSubscriptions() {
  const [subscriptions, setSubscriptions] = useState<Subscription[]>();
  const [plans, setPlans] = useState<Map<string, Plan>>(new Map());
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    const session = readSession();
    if (!session) return;
    Promise.all([accountList<Subscription>(session, '/billing_subscriptions?sort=start_date&order=desc', t.failed), accountList<Plan>(session, '/billing_plans', t.failed)])
      .then(([subscriptionList, planList]) => {
        setPlans(new Map(planList.map((plan) => [plan.id, plan])));
        setSubscriptions(subscriptionList);
      })
      .catch((error: Error) => setProblem(error.message));
  }, []);

  return (
    <section className="account-section" aria-labelledby="subscriptions-title">
      <h2 id="subscriptions-title">{t.title}</h2>
      {!subscriptions ? (
        <p className={problem ? 'account-error' : 'muted'}>{problem ?? '…'}</p>
      ) : subscriptions.length === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <ul className="account-cards" aria-label={t.listLabel}>
          {subscriptions.map((subscription) => {
            const plan = plans.get(subscription.plan_id);
            return (
              <li key={subscription.id} className="card">
                <h3>
                  <span>{plan?.name ?? t.unknownPlan}</span>
                  <StatusBadge label={optionLabel(SUBSCRIPTION_STATUSES, subscription.status)} tone={TONES[subscription.status] ?? 'neutral'} />
                </h3>
                <Facts subscription={subscription} plan={plan} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
