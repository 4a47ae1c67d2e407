/**
 * What each built-in template shows (spec 3 §2): one dimension (day, funnel step, country,
 * device) and its measures, read from the period's summaries. A report's configuration may
 * keep only some measures (`metrics`) and chooses a table or a chart (`visualization`).
 */
import { DEVICE_TYPES, type ReportConfiguration, type ReportResult, type ReportTemplate } from '@hexagone/schemas';
import { averageDuration, bounceRate, funnelOf, geographyOf, percentOf } from '../audience-figures';
import type { AudienceFigures, DaySummary } from '../day-summary';

export const REPORT_MEASURES = {
  visitors: 'Visiteurs',
  sessions: 'Visites',
  views: 'Pages vues',
  bounceRate: 'Taux de rebond (%)',
  avgDuration: 'Durée moyenne (s)',
  share: 'Part du premier palier (%)',
} as const;
export type ReportMeasure = keyof typeof REPORT_MEASURES;

export interface ReportTable {
  dimension: string;
  measures: ReportMeasure[];
  rows: { label: string; values: Partial<Record<ReportMeasure, number>> }[];
}

/** What a template reads: the period as a whole and day by day. */
export interface ReportData {
  total: DaySummary;
  days: { day: string; summary: DaySummary }[];
}

const audience = (figures: AudienceFigures) => ({
  visitors: figures.visitors,
  sessions: figures.sessions,
  bounceRate: bounceRate(figures),
  avgDuration: averageDuration(figures),
});

const frenchDay = (day: string) => day.split('-').reverse().join('/');

const TEMPLATES: Record<ReportTemplate, (data: ReportData) => ReportTable> = {
  traffic_overview: ({ days }) => ({
    dimension: 'Date',
    measures: ['visitors', 'sessions', 'views', 'bounceRate', 'avgDuration'],
    rows: days.map(({ day, summary }) => ({ label: frenchDay(day), values: { ...audience(summary), views: summary.views } })),
  }),
  conversion_funnel: ({ total }) => {
    const steps = funnelOf(total);
    return {
      dimension: 'Étape',
      measures: ['visitors', 'share'],
      rows: steps.map((step) => ({ label: step.label, values: { visitors: step.visitors, share: percentOf(step.visitors, steps[0].visitors) } })),
    };
  },
  geographic_analysis: ({ total }) => ({
    dimension: 'Pays',
    measures: ['visitors', 'sessions', 'bounceRate', 'avgDuration'],
    rows: geographyOf(total).map((row) => ({ label: row.name, values: { visitors: row.visitors, sessions: row.sessions, bounceRate: row.bounceRate, avgDuration: row.avgDuration } })),
  }),
  device_performance: ({ total }) => ({
    dimension: 'Appareil',
    measures: ['visitors', 'sessions', 'bounceRate', 'avgDuration'],
    rows: DEVICE_TYPES.map(({ value, label }) => ({ label, values: audience(total.devices[value]) })),
  }),
};

export function reportTable(template: ReportTemplate, configuration: ReportConfiguration, data: ReportData): ReportTable {
  const table = TEMPLATES[template](data);
  const chosen = table.measures.filter((measure) => configuration.metrics?.includes(measure));
  return chosen.length ? { ...table, measures: chosen } : table;
}

/** The answer of a run: a table (headers, rows), or labels and datasets for a chart. */
export function reportResult(table: ReportTable, configuration: ReportConfiguration): ReportResult {
  if ((configuration.visualization ?? 'table') === 'table') {
    return {
      headers: [table.dimension, ...table.measures.map((measure) => REPORT_MEASURES[measure])],
      rows: table.rows.map((row) => [row.label, ...table.measures.map((measure) => row.values[measure] ?? 0)]),
    };
  }
  return {
    labels: table.rows.map((row) => row.label),
    datasets: table.measures.map((measure) => ({ label: REPORT_MEASURES[measure], data: table.rows.map((row) => row.values[measure] ?? 0) })),
  };
}
