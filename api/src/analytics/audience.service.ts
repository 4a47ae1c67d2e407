/** The figures of the analytics calls (spec 3 §7), for a period, from the day summaries and billing. */
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import {
  CONVERSION_VALUE_NOTE,
  fromCents,
  parisDayKey,
  REALTIME_WINDOW_MS,
  users,
  type AnalyticsMetrics,
  type AnalyticsPeriod,
  type ReportDimension,
} from '@hexagone/schemas';
import type { AnalyticsEvent } from './analytics-event';
import { midnight, resolvePeriod, type PeriodSpan } from './analytics-period';
import { devicesOf, funnelOf, geographyOf, growth, percentOf, topPagesOf, trafficOf } from './audience-figures';
import { mergeSummaries, summarise, type DaySummary } from './day-summary';
import { MeasurementService } from './measurement.service';
import { GroupedDays } from './reports/grouped-days';
import { addGroups, groupDay, type Groups } from './reports/report-groups';
import { RevenueFigures } from './revenue-figures';

@Injectable()
export class AudienceService {
  private readonly revenue: RevenueFigures;
  private readonly groupedDays: GroupedDays;

  constructor(
    private readonly measurement: MeasurementService,
    @InjectConnection() private readonly connection: Connection,
  ) {
    this.revenue = new RevenueFigures(connection.db!);
    this.groupedDays = new GroupedDays(connection.db!);
  }

  private get store() {
    return this.measurement.store;
  }

  async summaryOf(span: PeriodSpan, now: Date): Promise<DaySummary> {
    if (span.kind === 'hours') return summarise(await this.store.eventsBetween(span.start, span.end));
    return mergeSummaries(await this.store.summaries(span.days, now));
  }

  /**
   * The period's figures grouped by these dimensions, with the days it covers: a finished day's
   * groups computed once from its events and kept, today's (and the last 24 hours') from the events.
   */
  async groups(period: AnalyticsPeriod, dimensions: readonly ReportDimension[], now = new Date()): Promise<{ days: string[]; groups: Groups }> {
    const { current } = resolvePeriod(period, now);
    const groups: Groups = new Map();
    if (current.kind === 'days') {
      const today = parisDayKey(now);
      const kept = await this.groupedDays.read(dimensions, current.days.filter((day) => day < today));
      for (const dayGroups of kept.values()) addGroups(groups, dayGroups);
      const computed: [string, Groups][] = [];
      await this.store.forEachDay(
        current.days.filter((day) => !kept.has(day)),
        now,
        (day, events) => {
          const dayGroups = groupDay(day, events, dimensions);
          addGroups(groups, dayGroups);
          if (day < today) computed.push([day, dayGroups]);
        },
      );
      for (const [day, dayGroups] of computed) await this.groupedDays.keep(dimensions, day, dayGroups);
      return { days: current.days, groups };
    }
    const byDay = new Map<string, AnalyticsEvent[]>();
    for (const event of await this.store.eventsBetween(current.start, current.end)) {
      const day = parisDayKey(new Date(event.at));
      const own = byDay.get(day);
      if (own) own.push(event);
      else byDay.set(day, [event]);
    }
    for (const [day, events] of byDay) addGroups(groups, groupDay(day, events, dimensions));
    return { days: [...new Set([parisDayKey(current.start), parisDayKey(current.end)])], groups };
  }

  async current(period: AnalyticsPeriod, now = new Date()): Promise<DaySummary> {
    return this.summaryOf(resolvePeriod(period, now).current, now);
  }

  async metrics(period: AnalyticsPeriod, now = new Date()): Promise<AnalyticsMetrics> {
    const { current, previous } = resolvePeriod(period, now);
    const accounts = this.connection.db!.collection(users.name);
    const monthStart = midnight(`${parisDayKey(now).slice(0, 7)}-01`);
    const [audience, before, today, realtime, total, active, fresh, freshBefore, [paid, paidBefore, monthly], mrr] = await Promise.all([
      this.summaryOf(current, now),
      this.summaryOf(previous, now),
      this.store.summaries([parisDayKey(now)], now).then(([summary]) => summary),
      this.realtime(now),
      accounts.countDocuments(),
      accounts.countDocuments({ active: true }),
      accounts.countDocuments({ created_at: { $gte: current.start, $lt: current.end } }),
      accounts.countDocuments({ created_at: { $gte: previous.start, $lt: previous.end } }),
      this.revenue.paidIn([current, previous, { start: monthStart, end: now }]),
      this.revenue.mrr(),
    ]);
    const goals = (summary: DaySummary) => Object.values(summary.goals).reduce((sum, count) => sum + (count ?? 0), 0);
    return {
      users: { total, active, new: fresh, growth: growth(fresh, freshBefore) },
      revenue: { total: paid, monthly, mrr, growth: growth(paid, paidBefore) },
      conversions: {
        rate: percentOf(audience.converters, audience.visitors),
        total: goals(audience),
        value: fromCents(audience.value ?? 0),
        growth: growth(goals(audience), goals(before)),
        valueNote: CONVERSION_VALUE_NOTE,
      },
      visitors: { realtime, today: today.visitors, unique: audience.visitors, growth: growth(audience.visitors, before.visitors) },
    };
  }

  async traffic(period: AnalyticsPeriod, now = new Date()) {
    return trafficOf(await this.current(period, now));
  }

  async geography(period: AnalyticsPeriod, now = new Date()) {
    return geographyOf(await this.current(period, now));
  }

  async topPages(period: AnalyticsPeriod, now = new Date()) {
    return topPagesOf(await this.current(period, now));
  }

  async devices(period: AnalyticsPeriod, now = new Date()) {
    return devicesOf(await this.current(period, now));
  }

  async funnel(period: AnalyticsPeriod, now = new Date()) {
    return funnelOf(await this.current(period, now));
  }

  /** Visitors seen in the last 5 minutes (a page view or an outbound click). */
  async realtime(now = new Date()): Promise<number> {
    const events = await this.store.eventsBetween(new Date(now.getTime() - REALTIME_WINDOW_MS), new Date(now.getTime() + 1));
    return new Set(events.filter((event) => event.k !== 'goal').map((event) => event.v)).size;
  }
}
