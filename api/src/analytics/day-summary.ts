/**
 * The roll-up of a day's events: what every analytics call and report needs, so that a
 * period of a year reads one summary per day instead of its events. Pure functions: the
 * events in, the summary out; summaries of several days add up.
 *
 * A visit (session) is a visitor's run of events with no gap over 30 minutes; it bounces when
 * it holds a single page view and nothing else; its duration runs from its first to its last
 * event. Its source is the source of its first event.
 */
import { FUNNEL_STEPS, SESSION_GAP_MS, TRAFFIC_SOURCES, type AnalyticsGoal, type DeviceType, type TrafficSource } from '@hexagone/schemas';
import type { AnalyticsEvent } from './analytics-event';

export interface AudienceFigures {
  visitors: number;
  sessions: number;
  bounces: number;
  /** Seconds, summed over the visits. */
  duration: number;
}

export interface DaySummary extends AudienceFigures {
  views: number;
  outbound: number;
  /** Visits by source. */
  sources: Record<TrafficSource, number>;
  devices: Record<DeviceType, AudienceFigures>;
  /** Visitors by browser name. */
  browsers: Record<string, number>;
  countries: Record<string, AudienceFigures>;
  pages: Record<string, { title: string; views: number }>;
  goals: Partial<Record<AnalyticsGoal, number>>;
  /** What the goals carrying a value brought, in euro cents (absent from the summaries rolled up before values were kept). */
  value?: number;
  /** Visitors (callers who viewed a page) who reached at least one goal. */
  converters: number;
  /** Visitors at each funnel step, in FUNNEL_STEPS order. */
  funnel: number[];
}

const emptyFigures = (): AudienceFigures => ({ visitors: 0, sessions: 0, bounces: 0, duration: 0 });

export function emptySummary(): DaySummary {
  return {
    ...emptyFigures(),
    views: 0,
    outbound: 0,
    sources: Object.fromEntries(TRAFFIC_SOURCES.map(({ value }) => [value, 0])) as Record<TrafficSource, number>,
    devices: { desktop: emptyFigures(), mobile: emptyFigures(), tablet: emptyFigures() },
    browsers: {},
    countries: {},
    pages: {},
    goals: {},
    value: 0,
    converters: 0,
    funnel: FUNNEL_STEPS.map(() => 0),
  };
}

const addFigures = (into: AudienceFigures, from: AudienceFigures) => {
  into.visitors += from.visitors;
  into.sessions += from.sessions;
  into.bounces += from.bounces;
  into.duration += from.duration;
};

/** Splits one visitor's events (in time order) into visits. */
export function visitsOf(events: readonly AnalyticsEvent[]): AnalyticsEvent[][] {
  const visits: AnalyticsEvent[][] = [];
  for (const event of events) {
    const current = visits.at(-1);
    if (current && event.at - current.at(-1)!.at <= SESSION_GAP_MS) current.push(event);
    else visits.push([event]);
  }
  return visits;
}

const pathMatches = (path: string | undefined, prefixes: readonly string[]) =>
  path !== undefined && prefixes.some((prefix) => (prefix.endsWith('/') && prefix !== '/' ? path.startsWith(prefix) : path === prefix));

/** How far along the main path a visitor went, each step after the one before it. */
function funnelReach(events: readonly AnalyticsEvent[]): number {
  let step = 0;
  for (const event of events) {
    const next = FUNNEL_STEPS[step] as { paths?: readonly string[]; goal?: AnalyticsGoal } | undefined;
    if (!next) break;
    const met = next.goal ? event.k === 'goal' && event.g === next.goal : event.k === 'view' && pathMatches(event.p, next.paths ?? []);
    if (met) step += 1;
  }
  return step;
}

export function summarise(events: readonly AnalyticsEvent[]): DaySummary {
  const summary = emptySummary();
  const byVisitor = new Map<string, AnalyticsEvent[]>();
  for (const event of [...events].sort((a, b) => a.at - b.at)) {
    const own = byVisitor.get(event.v);
    if (own) own.push(event);
    else byVisitor.set(event.v, [event]);
    if (event.k === 'view') {
      summary.views += 1;
      const page = (summary.pages[event.p ?? '/'] ??= { title: '', views: 0 });
      page.views += 1;
      // The latest title wins: a page renamed shows its current name.
      if (event.t) page.title = event.t;
    } else if (event.k === 'out') summary.outbound += 1;
    else if (event.g) {
      summary.goals[event.g] = (summary.goals[event.g] ?? 0) + 1;
      summary.value! += event.m ?? 0;
    }
  }

  for (const own of byVisitor.values()) {
    // A goal reached by a caller who viewed no page (an API client, the back-office) is a
    // conversion, not a visitor.
    const pageEvents = own.filter((event) => event.k !== 'goal');
    if (!pageEvents.length) continue;
    const [first] = pageEvents;
    const figures = emptyFigures();
    figures.visitors = 1;
    for (const visit of visitsOf(pageEvents)) {
      figures.sessions += 1;
      if (visit.length === 1 && visit[0].k === 'view') figures.bounces += 1;
      figures.duration += Math.round((visit.at(-1)!.at - visit[0].at) / 1000);
      summary.sources[visit[0].s] += 1;
    }
    addFigures(summary, figures);
    addFigures(summary.devices[first.d], figures);
    addFigures((summary.countries[first.c] ??= emptyFigures()), figures);
    summary.browsers[first.b] = (summary.browsers[first.b] ?? 0) + 1;
    if (own.some((event) => event.k === 'goal')) summary.converters += 1;
    const reach = funnelReach(own);
    for (let step = 0; step < reach; step += 1) summary.funnel[step] += 1;
  }
  return summary;
}

/** The summaries of several days added up (visitors are the sum of daily visitors). */
export function mergeSummaries(summaries: readonly DaySummary[]): DaySummary {
  const total = emptySummary();
  for (const day of summaries) {
    addFigures(total, day);
    total.views += day.views;
    total.outbound += day.outbound;
    total.converters += day.converters;
    total.value! += day.value ?? 0;
    for (const [source, count] of Object.entries(day.sources)) total.sources[source as TrafficSource] += count;
    for (const [device, figures] of Object.entries(day.devices)) addFigures(total.devices[device as DeviceType], figures);
    for (const [name, count] of Object.entries(day.browsers)) total.browsers[name] = (total.browsers[name] ?? 0) + count;
    for (const [code, figures] of Object.entries(day.countries)) addFigures((total.countries[code] ??= emptyFigures()), figures);
    for (const [url, page] of Object.entries(day.pages)) {
      const into = (total.pages[url] ??= { title: '', views: 0 });
      into.views += page.views;
      if (page.title) into.title = page.title;
    }
    for (const [goal, count] of Object.entries(day.goals)) total.goals[goal as AnalyticsGoal] = (total.goals[goal as AnalyticsGoal] ?? 0) + (count ?? 0);
    day.funnel.forEach((count, step) => (total.funnel[step] += count));
  }
  return total;
}
