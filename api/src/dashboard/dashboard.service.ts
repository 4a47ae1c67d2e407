/**
 * The dashboard's figures, computed from the database (spec 2 §2.2, §3 "Dashboard
 * overview"). Invoices, services and tickets are read straight from their collections, named
 * by their registry declarations (a rename is the compiler's to catch): an installation that
 * has none yet, its collection missing or empty, simply counts zero.
 */
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { billingInvoices, services as serviceRecords, supportTickets, userActivity, users, type ActivityItem, type Charts, type Overview, type Values } from '@hexagone/schemas';
import { CrudService } from '../crud/crud.service';
import { activityItem, type ActivityRow } from './activity-feed';
import {
  asAmount,
  asDate,
  bucketSums,
  dayKey,
  lastDayKeys,
  lastMonthKeys,
  lowerBound,
  monthKey,
  NEW_USERS_DAYS,
  percentChange,
  REVENUE_MONTHS,
  rollingPeriods,
  roundCents,
} from './periods';
import { SERVICE_TYPES, serviceTypeLabel } from './service-types';

export const COLLECTIONS = { invoices: billingInvoices.name, services: serviceRecords.name, tickets: supportTickets.name } as const;
/** How many activity items the feed answers; the dashboard shows the first 5. */
export const ACTIVITY_FEED_SIZE = 10;


interface PaidInvoice {
  total?: unknown;
  /** What credit notes gave back of it (partial refunds): not revenue. */
  refunded_amount?: unknown;
  paid_at?: unknown;
  date?: unknown;
}

@Injectable()
export class DashboardService {
  constructor(
    private readonly crud: CrudService,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  private collection(name: string) {
    return this.connection.collection(name);
  }

  async overview(now: Date = new Date()): Promise<Overview> {
    const [usersFigures, revenue, tickets, services] = await Promise.all([
      this.userFigures(now),
      this.revenueFigures(now),
      this.ticketFigures(now),
      this.serviceFigures(now),
    ]);
    return { users: usersFigures, revenue, tickets, services };
  }

  async charts(now: Date = new Date()): Promise<Charts> {
    const months = lastMonthKeys(now, REVENUE_MONTHS);
    const days = lastDayKeys(now, NEW_USERS_DAYS);
    const [invoices, services, newUsers] = await Promise.all([
      this.paidInvoicesSince(lowerBound(months[0])),
      this.collection(COLLECTIONS.services).find({}, { projection: { type: 1 } }).toArray(),
      this.crud.model(users.name).find({ created_at: { $gte: lowerBound(days[0]) } }, { created_at: 1 }).lean<Values[]>().exec(),
    ]);

    const counts = new Map<string, number>(SERVICE_TYPES.map((t) => [t.value, 0]));
    for (const service of services) {
      const type = typeof service.type === 'string' && service.type ? service.type : 'other';
      counts.set(type, (counts.get(type) ?? 0) + 1);
    }

    return {
      revenue: bucketSums(invoices, months, paidMonth, netAmount).map(({ key, value }) => ({ month: key, amount: roundCents(value) })),
      services: [...counts].map(([type, count]) => ({ type, label: serviceTypeLabel(type), count })),
      newUsers: bucketSums(newUsers, days, (u) => dayOf(u.created_at), () => 1).map(({ key, value }) => ({ day: key, count: value })),
    };
  }

  async activity(limit: number = ACTIVITY_FEED_SIZE): Promise<ActivityItem[]> {
    const rows = await this.crud.model(userActivity.name).find().sort({ created_at: -1, _id: -1 }).limit(limit).lean<ActivityRow[]>().exec();
    const ids = [...new Set(rows.map((r) => r.user_id).filter((id): id is string => typeof id === 'string' && /^[a-f0-9]{24}$/i.test(id)))];
    const people = ids.length
      ? await this.crud.model(users.name).find({ _id: { $in: ids } }, { name: 1 }).lean<Values[]>().exec()
      : [];
    const names = new Map(people.map((p) => [String(p._id), String(p.name ?? '')]));
    return rows.map((row) => activityItem(row, names));
  }

  private async userFigures(now: Date): Promise<Overview['users']> {
    const model = this.crud.model(users.name);
    const { current, previous } = rollingPeriods(now);
    const [total, active, fresh, before] = await Promise.all([
      model.countDocuments().exec(),
      model.countDocuments({ active: true }).exec(),
      model.countDocuments({ created_at: { $gte: current.start, $lt: current.end } }).exec(),
      model.countDocuments({ created_at: { $gte: previous.start, $lt: previous.end } }).exec(),
    ]);
    return { total, active, new: fresh, change: percentChange(fresh, before) };
  }

  private async revenueFigures(now: Date): Promise<Overview['revenue']> {
    const [lastMonth, thisMonth] = lastMonthKeys(now, 2);
    const [totalRow] = await this.collection(COLLECTIONS.invoices)
      .aggregate<{ total: number; refunded: number }>([
        { $match: { status: 'paid' } },
        { $group: { _id: null, total: { $sum: '$total' }, refunded: { $sum: '$refunded_amount' } } },
      ])
      .toArray();
    const recent = await this.paidInvoicesSince(lowerBound(lastMonth));
    const [previous, current] = bucketSums(recent, [lastMonth, thisMonth], paidMonth, netAmount);
    return {
      total: roundCents((totalRow?.total ?? 0) - (totalRow?.refunded ?? 0)),
      monthly: roundCents(current.value),
      change: percentChange(current.value, previous.value),
    };
  }

  private async ticketFigures(now: Date): Promise<Overview['tickets']> {
    const tickets = this.collection(COLLECTIONS.tickets);
    const { current, previous } = rollingPeriods(now);
    const [open, resolved, fresh, before] = await Promise.all([
      tickets.countDocuments({ status: 'open' }),
      tickets.countDocuments({ status: 'resolved' }),
      tickets.countDocuments({ created_at: { $gte: current.start, $lt: current.end } }),
      tickets.countDocuments({ created_at: { $gte: previous.start, $lt: previous.end } }),
    ]);
    return { open, resolved, change: percentChange(fresh, before) };
  }

  /** Change: services put in place during the last 30 days against the 30 before. */
  private async serviceFigures(now: Date): Promise<Overview['services']> {
    const services = this.collection(COLLECTIONS.services);
    const { current, previous } = rollingPeriods(now);
    const [active, total, fresh, before] = await Promise.all([
      services.countDocuments({ status: 'running' }),
      services.countDocuments(),
      services.countDocuments({ created_at: { $gte: current.start, $lt: current.end } }),
      services.countDocuments({ created_at: { $gte: previous.start, $lt: previous.end } }),
    ]);
    return { active, total, change: percentChange(fresh, before) };
  }

  /** Paid invoices whose payment (or, without one, whose date) may fall after `since`. */
  private paidInvoicesSince(since: Date): Promise<PaidInvoice[]> {
    return this.collection(COLLECTIONS.invoices)
      .find<PaidInvoice>({ status: 'paid', $or: [{ paid_at: { $gte: since } }, { date: { $gte: since } }] }, { projection: { total: 1, refunded_amount: 1, paid_at: 1, date: 1 } })
      .toArray();
  }
}

/** What a paid invoice brought in: its total less what its credit notes refunded. */
const netAmount = (invoice: PaidInvoice): number => asAmount(invoice.total) - asAmount(invoice.refunded_amount);

/** The month an invoice's money came in: its payment date, else its own date. */
function paidMonth(invoice: PaidInvoice): string | undefined {
  const date = asDate(invoice.paid_at) ?? asDate(invoice.date);
  return date && monthKey(date);
}

function dayOf(value: unknown): string | undefined {
  const date = asDate(value);
  return date && dayKey(date);
}
