/**
 * The answers of the analytics calls (spec 3 §3, §7) read from a period's summary: sources,
 * countries, pages, devices and the funnel. Percentages and rates carry one decimal; a
 * period without traffic answers zeros and empty lists, never a division by zero.
 */
import {
  FUNNEL_STEPS,
  GEOGRAPHY_TOP,
  TOP_BROWSERS,
  TOP_PAGES,
  type AnalyticsDevices,
  type AnalyticsTraffic,
  type FunnelStep,
  type GeographyRow,
  type TopPage,
} from '@hexagone/schemas';
import { countryName } from './country';
import type { AudienceFigures, DaySummary } from './day-summary';

/** `part` of `whole` in percent, one decimal; 0 when the whole is 0. */
export const percentOf = (part: number, whole: number): number => (whole ? Math.round((part / whole) * 1000) / 10 : 0);

/** The change from `previous` to `current` in percent, one decimal; from nothing to something is +100 %. */
export function growth(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

export const bounceRate = (figures: AudienceFigures) => percentOf(figures.bounces, figures.sessions);
/** Seconds per visit, rounded. */
export const averageDuration = (figures: AudienceFigures) => (figures.sessions ? Math.round(figures.duration / figures.sessions) : 0);

/** Visits per source (spec 3 §3 keys). */
export const trafficOf = (summary: DaySummary): AnalyticsTraffic => ({ ...summary.sources });

const byCountThenName = <T>(count: (item: T) => number, name: (item: T) => string) => (a: T, b: T) =>
  count(b) - count(a) || name(a).localeCompare(name(b), 'fr');

export function geographyOf(summary: DaySummary): GeographyRow[] {
  return Object.entries(summary.countries)
    .map(([code, figures]) => ({
      code,
      name: countryName(code),
      visitors: figures.visitors,
      sessions: figures.sessions,
      bounceRate: bounceRate(figures),
      avgDuration: averageDuration(figures),
    }))
    .sort(byCountThenName((row) => row.visitors, (row) => row.name))
    .slice(0, GEOGRAPHY_TOP);
}

export function topPagesOf(summary: DaySummary): TopPage[] {
  return Object.entries(summary.pages)
    .map(([url, page]) => ({ title: page.title || url, url, views: page.views, percentage: percentOf(page.views, summary.views) }))
    .sort(byCountThenName((page) => page.views, (page) => page.url))
    .slice(0, TOP_PAGES);
}

/** Device kinds in percent of visitors; the most used browsers in percent of visitors. */
export function devicesOf(summary: DaySummary): AnalyticsDevices {
  const share = (device: keyof DaySummary['devices']) => percentOf(summary.devices[device].visitors, summary.visitors);
  return {
    desktop: share('desktop'),
    mobile: share('mobile'),
    tablet: share('tablet'),
    browsers: Object.entries(summary.browsers)
      .sort(byCountThenName(([, count]) => count, ([name]) => name))
      .slice(0, TOP_BROWSERS)
      .map(([name, count]) => ({ name, percentage: percentOf(count, summary.visitors) })),
  };
}

export const funnelOf = (summary: DaySummary): FunnelStep[] =>
  FUNNEL_STEPS.map((step, index) => ({ label: step.label, visitors: summary.funnel[index] ?? 0 }));
