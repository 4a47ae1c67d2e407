/**
 * What a report shows (spec 3 §2, §3): its rows grouped by the dimensions its configuration
 * names, else by its template's own (traffic by day, countries, devices; the funnel by its
 * steps), with the measures chosen (else the template's), sorted and cut as configured, as a
 * table or a chart.
 */
import {
  GEOGRAPHY_TOP,
  REPORT_DIMENSIONS,
  REPORT_MEASURES,
  type FunnelStep,
  type ReportConfiguration,
  type ReportDimension,
  type ReportMeasure,
  type ReportResult,
  type ReportTemplate,
} from '@hexagone/schemas';
import { percentOf } from '../audience-figures';
import { DIMENSION_LABEL, KNOWN_VALUES, measureOf, type Groups } from './report-groups';

export const measureLabel = (measure: ReportMeasure) => REPORT_MEASURES.find((item) => item.value === measure)!.label;
const dimensionLabel = (dimension: ReportDimension) => REPORT_DIMENSIONS.find((item) => item.value === dimension)!.label;

interface TemplateDefaults {
  dimensions: ReportDimension[];
  measures: ReportMeasure[];
  limit?: number;
}

const AUDIENCE: ReportMeasure[] = ['visitors', 'sessions', 'bounceRate', 'avgDuration'];

/** Each template's rows and measures when its configuration names none; no dimension is the funnel's steps. */
const TEMPLATE_DEFAULTS: Record<ReportTemplate, TemplateDefaults> = {
  traffic_overview: { dimensions: ['date'], measures: ['visitors', 'sessions', 'views', 'bounceRate', 'avgDuration'] },
  conversion_funnel: { dimensions: [], measures: ['visitors', 'share'] },
  geographic_analysis: { dimensions: ['country'], measures: AUDIENCE, limit: GEOGRAPHY_TOP },
  device_performance: { dimensions: ['device'], measures: AUDIENCE },
};

/** How a report reads: its dimensions (none: the funnel's steps), measures, order and number of rows. */
export interface ReportPlan {
  dimensions: ReportDimension[];
  measures: ReportMeasure[];
  sort?: { by: string; order: 'asc' | 'desc' };
  limit?: number;
}

export function reportPlan(template: ReportTemplate, configuration: ReportConfiguration): ReportPlan {
  const defaults = TEMPLATE_DEFAULTS[template];
  const dimensions = configuration.dimensions?.length ? configuration.dimensions : defaults.dimensions;
  const funnel = dimensions.length === 0;
  const chosen = configuration.metrics?.length ? configuration.metrics : defaults.measures;
  // The funnel's steps hold their visitors and their share of the first step only; groups hold every measure but that share.
  const measures = funnel ? chosen.filter((measure) => defaults.measures.includes(measure)) : chosen.filter((measure) => measure !== 'share');
  const first = dimensions[0];
  const sort = configuration.sort
    ? { by: configuration.sort.by, order: configuration.sort.order ?? 'desc' }
    : funnel
      ? undefined
      : KNOWN_VALUES[first]
        ? { by: first, order: 'asc' as const }
        : { by: measures[0] ?? 'visitors', order: 'desc' as const };
  return {
    dimensions,
    measures: measures.length ? measures : defaults.measures.filter((measure) => funnel || measure !== 'share'),
    sort,
    limit: configuration.limit ?? defaults.limit,
  };
}

export interface ReportRow {
  /** The dimensions' values, as stored ('2026-11-27', 'mobile', 'FR'). */
  keys: string[];
  labels: string[];
  values: Partial<Record<ReportMeasure, number>>;
}

export interface ReportTable {
  /** The titles of the dimension columns. */
  columns: string[];
  dimensions: ReportDimension[];
  measures: ReportMeasure[];
  rows: ReportRow[];
}

/** Every combination of the dimensions' known values (when each has them), so a day or a device without traffic shows as zero. */
function knownKeys(dimensions: readonly ReportDimension[], days: readonly string[]): string[] {
  if (!dimensions.every((dimension) => KNOWN_VALUES[dimension])) return [];
  const combinations = dimensions.reduce<string[][]>((acc, dimension) => acc.flatMap((head) => KNOWN_VALUES[dimension]!(days).map((value) => [...head, value])), [[]]);
  return combinations.map((keys) => JSON.stringify(keys));
}

/** The position of a dimension's value among its known values, else its label's alphabetical place. */
function compareDimension(dimension: ReportDimension, a: ReportRow, b: ReportRow, index: number, days: readonly string[]): number {
  const known = KNOWN_VALUES[dimension]?.(days);
  if (known) return known.indexOf(a.keys[index]) - known.indexOf(b.keys[index]);
  return a.labels[index].localeCompare(b.labels[index], 'fr');
}

function arrange(table: ReportTable, plan: ReportPlan, days: readonly string[]): ReportTable {
  const { sort } = plan;
  const byDimensions = (a: ReportRow, b: ReportRow) =>
    table.dimensions.reduce((result, dimension, index) => result || compareDimension(dimension, a, b, index, days), 0);
  let rows = table.rows;
  if (sort) {
    const direction = sort.order === 'asc' ? 1 : -1;
    const at = table.dimensions.indexOf(sort.by as ReportDimension);
    const primary = (a: ReportRow, b: ReportRow) =>
      at >= 0 ? compareDimension(table.dimensions[at], a, b, at, days) : (a.values[sort.by as ReportMeasure] ?? 0) - (b.values[sort.by as ReportMeasure] ?? 0);
    rows = [...rows].sort((a, b) => direction * primary(a, b) || byDimensions(a, b));
  }
  return { ...table, rows: plan.limit ? rows.slice(0, plan.limit) : rows };
}

/** The table of groups: every measure is computed so that the sort may use one not shown. */
export function groupedTable(plan: ReportPlan, groups: Groups, days: readonly string[]): ReportTable {
  const keys = new Set([...knownKeys(plan.dimensions, days), ...groups.keys()]);
  const rows = [...keys].map((key): ReportRow => {
    const values = JSON.parse(key) as string[];
    const figures = groups.get(key);
    return {
      keys: values,
      labels: values.map((value, index) => DIMENSION_LABEL[plan.dimensions[index]](value)),
      values: Object.fromEntries(REPORT_MEASURES.map(({ value: measure }) => [measure, figures ? measureOf(figures, measure) : 0])),
    };
  });
  return arrange({ columns: plan.dimensions.map(dimensionLabel), dimensions: plan.dimensions, measures: plan.measures, rows }, plan, days);
}

export function funnelTable(plan: ReportPlan, steps: readonly FunnelStep[]): ReportTable {
  const rows = steps.map((step, index): ReportRow => ({
    keys: [String(index)],
    labels: [step.label],
    values: { visitors: step.visitors, share: percentOf(step.visitors, steps[0].visitors) },
  }));
  return arrange({ columns: ['Étape'], dimensions: [], measures: plan.measures, rows }, plan, []);
}

/** The answer of a run: a table (headers, rows), or labels and datasets for a chart. */
export function reportResult(table: ReportTable, configuration: ReportConfiguration): ReportResult {
  if ((configuration.visualization ?? 'table') === 'table') {
    return {
      headers: [...table.columns, ...table.measures.map(measureLabel)],
      rows: table.rows.map((row) => [...row.labels, ...table.measures.map((measure) => row.values[measure] ?? 0)]),
    };
  }
  return {
    labels: table.rows.map((row) => row.labels.join(' · ')),
    datasets: table.measures.map((measure) => ({ label: measureLabel(measure), data: table.rows.map((row) => row.values[measure] ?? 0) })),
  };
}
