import { dashboardMetrics, REQUESTS_MAX_GROWTH, type MetricKey } from '../data/live-dashboard';

export type DashboardValues = Record<MetricKey, number>;

export const initialDashboardValues = (): DashboardValues =>
  Object.fromEntries(dashboardMetrics.map((metric) => [metric.key, metric.initial])) as DashboardValues;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** One refresh: drifting metrics move within their bounds, the request counter only grows. */
export function nextDashboardValues(values: DashboardValues, random: () => number = Math.random): DashboardValues {
  const next = { ...values };
  for (const metric of dashboardMetrics) {
    if (!metric.range) continue;
    const { min, max, step } = metric.range;
    const delta = Math.round((random() * 2 - 1) * step);
    next[metric.key] = clamp(values[metric.key] + delta, min, max);
  }
  next.requests = values.requests + Math.floor(random() * (REQUESTS_MAX_GROWTH + 1));
  return next;
}

const numberFormat = new Intl.NumberFormat('fr-FR');

/** Figures read the French way (1 247). */
export const formatMetric = (value: number) => numberFormat.format(value);
