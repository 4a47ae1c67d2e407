/**
 * The revenue card (spec 3 §3 "revenue: total, monthly, mrr, growth"), from billing: money
 * in is what paid invoices brought less what their credit notes refunded, dated by their
 * payment (else their own date); the MRR is the monthly value of the active subscriptions
 * (a yearly one counts a twelfth of its plan's yearly price).
 */
import type { mongo } from 'mongoose';
import { billingInvoices, billingPlans, billingSubscriptions, fromCents, toCents } from '@hexagone/schemas';
import { asAmount, asDate, roundCents } from '../dashboard/periods';
import { midnight } from './analytics-period';

interface PaidInvoice {
  total?: unknown;
  refunded_amount?: unknown;
  paid_at?: unknown;
  date?: unknown;
}

export interface Range {
  start: Date;
  end: Date;
}

export class RevenueFigures {
  constructor(private readonly db: mongo.Db) {}

  /** Net money in per range, in the ranges' order. */
  async paidIn(ranges: readonly Range[]): Promise<number[]> {
    const since = new Date(Math.min(...ranges.map((range) => range.start.getTime())));
    const invoices = await this.db
      .collection<PaidInvoice>(billingInvoices.name)
      .find({ status: 'paid', $or: [{ paid_at: { $gte: since } }, { date: { $gte: since } }] }, { projection: { total: 1, refunded_amount: 1, paid_at: 1, date: 1 } })
      .toArray();
    return ranges.map(({ start, end }) =>
      roundCents(
        invoices
          .filter((invoice) => {
            const at = paidAt(invoice);
            return at !== undefined && at >= start && at < end;
          })
          .reduce((sum, invoice) => sum + asAmount(invoice.total) - asAmount(invoice.refunded_amount), 0),
      ),
    );
  }

  async mrr(): Promise<number> {
    const [subscriptions, plans] = await Promise.all([
      this.db.collection(billingSubscriptions.name).find({ status: 'active' }, { projection: { plan_id: 1, billing_period: 1 } }).toArray(),
      this.db.collection(billingPlans.name).find({}, { projection: { price_monthly: 1, price_yearly: 1 } }).toArray(),
    ]);
    const byId = new Map(plans.map((plan) => [String(plan._id), plan]));
    const cents = subscriptions.reduce((sum, subscription) => {
      const plan = byId.get(String(subscription.plan_id));
      if (!plan) return sum;
      return sum + (subscription.billing_period === 'yearly' ? Math.round(toCents(plan.price_yearly) / 12) : toCents(plan.price_monthly));
    }, 0);
    return fromCents(cents);
  }
}

/**
 * When an invoice's money came in: its payment date, else its own date. Both are days without a
 * time, stored at midnight UTC, which is already 1 or 2 h into that day in Paris: such a day
 * counts from its start in Paris, so that a payment dated today counts today in the first hour
 * after Paris's midnight too. A payment stored with its time counts at that time.
 */
export function paidAt(invoice: PaidInvoice): Date | undefined {
  const at = asDate(invoice.paid_at) ?? asDate(invoice.date);
  if (!at || at.getTime() % 86_400_000 !== 0) return at;
  return midnight(at.toISOString().slice(0, 10));
}
