/**
 * A report's rows grouped by the dimensions its configuration names (date, page, source,
 * device, browser, country), from the raw events of each day: pure functions, the events in,
 * the figures of each group out; the groups of several days add up (visitors are the sum of
 * daily visitors, as everywhere else).
 *
 * A visit belongs to the groups of its day, of its source (its first event's), of its
 * visitor's device, browser and country (their first page's, as the day summaries read them)
 * and of every page it viewed: so by page, a visit counts once for each page it saw, bounces
 * on the page it saw alone, and a goal counts on the page viewed last before it.
 */
import { DEVICE_TYPES, fromCents, TRAFFIC_SOURCES, UNKNOWN_LABEL, type ReportDimension, type ReportMeasure } from '@hexagone/schemas';
import type { AnalyticsEvent } from '../analytics-event';
import { averageDuration, percentOf } from '../audience-figures';
import { countryName } from '../country';
import { visitsOf } from '../day-summary';

export interface GroupFigures {
  visitors: number;
  sessions: number;
  bounces: number;
  /** Seconds, summed over the visits. */
  duration: number;
  views: number;
  conversions: number;
  /** Visitors of the group who reached a goal in it. */
  converters: number;
  /** Euro cents. */
  value: number;
}

/** The figures of each group, by the JSON text of its dimension values. */
export type Groups = Map<string, GroupFigures>;

const emptyGroup = (): GroupFigures => ({ visitors: 0, sessions: 0, bounces: 0, duration: 0, views: 0, conversions: 0, converters: 0, value: 0 });

function figuresOf(groups: Groups, key: string): GroupFigures {
  let figures = groups.get(key);
  if (!figures) groups.set(key, (figures = emptyGroup()));
  return figures;
}

/** The events a visit's goal is read with: the last page viewed before it in its visit. */
function pageBefore(visit: readonly AnalyticsEvent[], at: number): string {
  const seen = visit.filter((event) => event.at <= at && event.p !== undefined);
  return (seen.at(-1) ?? visit[0]).p ?? '';
}

/** The groups of one Paris day's events. */
export function groupDay(day: string, events: readonly AnalyticsEvent[], dimensions: readonly ReportDimension[]): Groups {
  const groups: Groups = new Map();
  const byVisitor = new Map<string, AnalyticsEvent[]>();
  for (const event of [...events].sort((a, b) => a.at - b.at)) {
    const own = byVisitor.get(event.v);
    if (own) own.push(event);
    else byVisitor.set(event.v, [event]);
  }
  for (const own of byVisitor.values()) {
    const pageEvents = own.filter((event) => event.k !== 'goal');
    // Who saw no page (an API client, the back-office) reached a goal without being a visitor:
    // the goal is read with what its own call told.
    const first = pageEvents[0] ?? own[0];
    const keyOf = (source: AnalyticsEvent['s'], page: string) =>
      JSON.stringify(
        dimensions.map((dimension) => ({ date: day, page, source, device: first.d, browser: first.b, country: first.c })[dimension]),
      );
    const visits = visitsOf(pageEvents);
    const visitorKeys = new Set<string>();
    const converterKeys = new Set<string>();
    for (const visit of visits) {
      const source = visit[0].s;
      const visitKeys = new Set(visit.map((event) => keyOf(source, event.p ?? '')));
      const duration = Math.round((visit.at(-1)!.at - visit[0].at) / 1000);
      for (const key of visitKeys) {
        const figures = figuresOf(groups, key);
        figures.sessions += 1;
        figures.duration += duration;
        visitorKeys.add(key);
      }
      if (visit.length === 1 && visit[0].k === 'view') figuresOf(groups, keyOf(source, visit[0].p ?? '')).bounces += 1;
      for (const event of visit) if (event.k === 'view') figuresOf(groups, keyOf(source, event.p ?? '')).views += 1;
    }
    for (const goal of own.filter((event) => event.k === 'goal')) {
      const visit = visits.findLast((candidate) => candidate[0].at <= goal.at) ?? visits[0];
      const key = visit ? keyOf(visit[0].s, pageBefore(visit, goal.at)) : keyOf(goal.s, '');
      const figures = figuresOf(groups, key);
      figures.conversions += 1;
      figures.value += goal.m ?? 0;
      if (visit) converterKeys.add(key);
    }
    for (const key of visitorKeys) figuresOf(groups, key).visitors += 1;
    for (const key of converterKeys) figuresOf(groups, key).converters += 1;
  }
  return groups;
}

/** Adds `from`'s groups into `into`. */
export function addGroups(into: Groups, from: Groups): Groups {
  for (const [key, figures] of from) {
    const sum = figuresOf(into, key);
    for (const name of Object.keys(figures) as (keyof GroupFigures)[]) sum[name] += figures[name];
  }
  return into;
}

/** A group's measure as a report shows it. */
export function measureOf(figures: GroupFigures, measure: ReportMeasure): number {
  switch (measure) {
    case 'bounceRate':
      return percentOf(figures.bounces, figures.sessions);
    case 'avgDuration':
      return averageDuration(figures);
    case 'conversionRate':
      return percentOf(figures.converters, figures.visitors);
    case 'conversionValue':
      return fromCents(figures.value);
    case 'share':
      return 0;
    default:
      return figures[measure];
  }
}

/**
 * The values a dimension takes whatever the traffic (the days of the period, the devices, the
 * sources): a table by these alone shows each, at zero when nothing was measured.
 */
export const KNOWN_VALUES: Partial<Record<ReportDimension, (days: readonly string[]) => readonly string[]>> = {
  date: (days) => days,
  device: () => DEVICE_TYPES.map((device) => device.value),
  source: () => TRAFFIC_SOURCES.map((source) => source.value),
};

const labelIn = (list: readonly { value: string; label: string }[], value: string) => list.find((item) => item.value === value)?.label ?? UNKNOWN_LABEL;

/** How a dimension's value reads in a table. */
export const DIMENSION_LABEL: Record<ReportDimension, (value: string) => string> = {
  date: (day) => day.split('-').reverse().join('/'),
  page: (path) => path || UNKNOWN_LABEL,
  source: (source) => labelIn(TRAFFIC_SOURCES, source),
  device: (device) => labelIn(DEVICE_TYPES, device),
  browser: (name) => name || UNKNOWN_LABEL,
  country: countryName,
};
