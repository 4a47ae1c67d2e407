import { ADMIN_ONLY, orOwn } from '../access';
import { mailOutcomeTexts } from '../mail-outcome';
import { ANALYTICS_ACCESS, ANALYTICS_PERIOD_MESSAGE, ANALYTICS_PERIODS } from '../analytics';
import { defineResource } from '../resource';
import { messages } from '../validation/messages';
import { EMAIL_PATTERN } from '../validation/rules';

/** Spec 3 §2: the four built-in templates, run on the measured data. */
export const REPORT_TEMPLATES = [
  { value: 'traffic_overview', label: "Vue d'ensemble du trafic", description: 'Visiteurs, visites et pages vues jour par jour' },
  { value: 'conversion_funnel', label: 'Entonnoir de conversion', description: "Du passage sur l'accueil au message envoyé" },
  { value: 'geographic_analysis', label: 'Analyse géographique', description: 'Visiteurs, visites, rebond et durée par pays' },
  { value: 'device_performance', label: 'Performance par appareil', description: 'Visiteurs, visites, rebond et durée par appareil' },
] as const;
export type ReportTemplate = (typeof REPORT_TEMPLATES)[number]['value'];

/** Spec 3 §9: report schedules. */
export const REPORT_SCHEDULES = [
  { value: 'none', label: 'Aucune' },
  { value: 'daily', label: 'Quotidienne' },
  { value: 'weekly', label: 'Hebdomadaire' },
  { value: 'monthly', label: 'Mensuelle' },
] as const;
export type ReportSchedule = (typeof REPORT_SCHEDULES)[number]['value'];

export const REPORT_VISUALIZATIONS = [
  { value: 'table', label: 'Tableau' },
  { value: 'bar', label: 'Barres' },
  { value: 'line', label: 'Courbes' },
  { value: 'pie', label: 'Secteurs' },
] as const;
export type ReportVisualization = (typeof REPORT_VISUALIZATIONS)[number]['value'];

export const REPORT_SHARE_PERMISSIONS = [
  { value: 'view', label: 'Lecture' },
  { value: 'edit', label: 'Modification' },
] as const;

/** Spec 3 §8. */
export const REPORT_MESSAGES = {
  runFailed: 'Une erreur est survenue lors de la génération du rapport.',
  // The spec's wording when the e-mails went; the outbox's otherwise (issue 37 §3).
  shared: mailOutcomeTexts('Le rapport a été partagé avec succès.', "Rapport partagé, e-mail d'avis", 'mis'),
  recipientsRequired: messages.required('Destinataires'),
  recipientInvalid: 'Adresse e-mail invalide : {email}',
  formatUnknown: 'Format inconnu : pdf, excel ou csv',
} as const;

/** Every recipient must be an e-mail address: the first that is not is named. */
export function invalidRecipient(value: unknown): string | undefined {
  const list: unknown[] = Array.isArray(value) ? value : [];
  const wrong = list.find((item) => typeof item !== 'string' || !EMAIL_PATTERN.test(item));
  return wrong === undefined ? undefined : REPORT_MESSAGES.recipientInvalid.replace('{email}', String(wrong));
}

/** The export formats of a report, by the name the call takes. */
export const REPORT_EXPORT_FORMATS = ['pdf', 'excel', 'csv'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/**
 * What a report may show (spec 3 §3 "configuration metrics"): each measure's key and its
 * column's title. `share` is the funnel's own (each step against the first), so it holds only
 * for the conversion funnel read by steps.
 */
export const REPORT_MEASURES = [
  { value: 'visitors', label: 'Visiteurs' },
  { value: 'sessions', label: 'Visites' },
  { value: 'views', label: 'Pages vues' },
  { value: 'bounceRate', label: 'Taux de rebond (%)' },
  { value: 'avgDuration', label: 'Durée moyenne (s)' },
  { value: 'conversions', label: 'Conversions' },
  { value: 'conversionRate', label: 'Taux de conversion (%)' },
  { value: 'conversionValue', label: 'Valeur des conversions (€)', format: 'euro' },
  { value: 'share', label: 'Part du premier palier (%)' },
] as const;
export type ReportMeasure = (typeof REPORT_MEASURES)[number]['value'];

/** What a report may group its rows by (spec 3 §3 "configuration dimensions"). */
export const REPORT_DIMENSIONS = [
  { value: 'date', label: 'Date' },
  { value: 'page', label: 'Page' },
  { value: 'source', label: 'Source' },
  { value: 'device', label: 'Appareil' },
  { value: 'browser', label: 'Navigateur' },
  { value: 'country', label: 'Pays' },
] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number]['value'];
export const REPORT_DIMENSIONS_MAX = 3;
export const REPORT_ROWS_MAX = 1000;

/**
 * How a report reads its data: its dimensions (none: the template's own rows), the measures
 * kept (none: all the template's, or DEFAULT_GROUP_MEASURES), the order and number of rows,
 * the period (30 days by default) and a table or a chart.
 */
export interface ReportConfiguration {
  metrics?: ReportMeasure[];
  dimensions?: ReportDimension[];
  visualization?: ReportVisualization;
  period?: string;
  /** By a measure or a dimension; by default the first measure, largest first. */
  sort?: { by: string; order?: 'asc' | 'desc' };
  limit?: number;
}

const keysOf = (list: readonly { value: string }[]) => list.map((item) => item.value);
const listed = (list: readonly { value: string }[]) => keysOf(list).join(', ');

export const REPORT_CONFIGURATION_MESSAGES = {
  invalid: 'Configuration invalide : un objet { metrics, dimensions, visualization, period, sort, limit } est attendu',
  dimension: `Dimension inconnue : « {name} » (dimensions possibles : ${listed(REPORT_DIMENSIONS)})`,
  dimensionTwice: 'Dimension en double : « {name} »',
  dimensionsMax: `${REPORT_DIMENSIONS_MAX} dimensions au plus`,
  measure: `Mesure inconnue : « {name} » (mesures possibles : ${listed(REPORT_MEASURES)})`,
  share: "La mesure « share » ne vaut que pour l'entonnoir de conversion sans dimension",
  visualization: `Visualisation inconnue : ${listed(REPORT_VISUALIZATIONS)}`,
  period: ANALYTICS_PERIOD_MESSAGE,
  sort: 'Tri inconnu : « {name} » (une mesure ou une dimension du rapport)',
  order: 'Ordre de tri inconnu : asc ou desc',
  limit: `Nombre de lignes invalide : un entier de 1 à ${REPORT_ROWS_MAX}`,
} as const;

const named = (message: string, name: unknown) => message.replace('{name}', String(name));

/** The first wrong entry of a configuration, in French; the same check in the form and the API. */
export function invalidConfiguration(value: unknown, values: Record<string, unknown> = {}): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) return REPORT_CONFIGURATION_MESSAGES.invalid;
  const { metrics = [], dimensions = [], visualization, period, sort, limit } = value as Record<string, unknown>;
  if (!Array.isArray(dimensions) || !Array.isArray(metrics)) return REPORT_CONFIGURATION_MESSAGES.invalid;
  const unknownDimension: unknown = dimensions.find((name) => !keysOf(REPORT_DIMENSIONS).includes(name as string));
  if (unknownDimension !== undefined) return named(REPORT_CONFIGURATION_MESSAGES.dimension, unknownDimension);
  const twice: unknown = dimensions.find((name, index) => dimensions.indexOf(name) !== index);
  if (twice !== undefined) return named(REPORT_CONFIGURATION_MESSAGES.dimensionTwice, twice);
  if (dimensions.length > REPORT_DIMENSIONS_MAX) return REPORT_CONFIGURATION_MESSAGES.dimensionsMax;
  const unknownMeasure: unknown = metrics.find((name) => !keysOf(REPORT_MEASURES).includes(name as string));
  if (unknownMeasure !== undefined) return named(REPORT_CONFIGURATION_MESSAGES.measure, unknownMeasure);
  if (metrics.includes('share') && (dimensions.length || (values.template ?? 'conversion_funnel') !== 'conversion_funnel')) return REPORT_CONFIGURATION_MESSAGES.share;
  if (visualization !== undefined && !keysOf(REPORT_VISUALIZATIONS).includes(visualization as string)) return REPORT_CONFIGURATION_MESSAGES.visualization;
  if (period !== undefined && !keysOf(ANALYTICS_PERIODS).includes(period as string)) return REPORT_CONFIGURATION_MESSAGES.period;
  if (sort !== undefined) {
    const { by, order } = (sort ?? {}) as Record<string, unknown>;
    if (![...keysOf(REPORT_MEASURES), ...keysOf(REPORT_DIMENSIONS)].includes(by as string)) return named(REPORT_CONFIGURATION_MESSAGES.sort, by);
    if (order !== undefined && order !== 'asc' && order !== 'desc') return REPORT_CONFIGURATION_MESSAGES.order;
  }
  if (limit !== undefined && !(Number.isInteger(limit) && (limit as number) >= 1 && (limit as number) <= REPORT_ROWS_MAX)) return REPORT_CONFIGURATION_MESSAGES.limit;
  return undefined;
}

/**
 * Who reaches a report: the administrators every one; a member holding analytics.view those
 * they created or were shared (`readers`), changes those they created or were shared with the
 * right to edit (`editors`), and shares or deletes only their own. Another's report answers 404.
 */
const reportsOf = (owner: string) => orOwn(ADMIN_ONLY, { permissions: ANALYTICS_ACCESS.permissions, owner });
export const REPORT_ACCESS = {
  default: ANALYTICS_ACCESS,
  list: reportsOf('readers'),
  read: reportsOf('readers'),
  update: reportsOf('editors'),
  delete: reportsOf('created_by'),
  actions: { share: reportsOf('created_by') },
};

/** A run's answer (spec 3 §7): a table, or labels and datasets for a chart. */
export type ReportResult =
  | { headers: string[]; rows: (string | number)[][] }
  | { labels: string[]; datasets: { label: string; data: number[] }[] };

/**
 * Saved reports of the analytics screen (spec 3 §3): listed by `GET /analytics_reports`,
 * created, run, exported, shared and deleted by the calls under /analytics/reports. A
 * schedule other than 'none' is run by the `analytics.reports` job, which mails the export.
 */
export const analyticsReports = defineResource({
  name: 'analytics_reports',
  label: 'Rapports',
  singular: 'Rapport',
  description: 'Rapports enregistrés, à lancer, exporter, partager ou programmer',
  icon: 'Assessment',
  noun: 'un rapport',
  // The reports screen (analytics/reports) is a custom one; the generic list stays reachable here.
  route: 'analytics/reports/saved',
  breadcrumb: [{ label: 'Statistiques' }, { label: 'Rapports' }],
  list: { perPage: 25, sort: { field: 'created_at', order: 'DESC' }, searchPlaceholder: 'Rechercher un rapport...' },
  access: REPORT_ACCESS,
  hooks: ['analytics/reports/reports.service'],
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 120, list: true, sortable: true, searchable: true },
    { name: 'description', label: 'Description', type: 'textarea', maxLength: 1000 },
    { name: 'template', label: 'Modèle', type: 'select', required: true, default: 'traffic_overview', options: REPORT_TEMPLATES, list: true, filterable: true },
    { name: 'schedule', label: 'Programmation', type: 'select', required: true, default: 'none', options: REPORT_SCHEDULES, list: true, filterable: true },
    { name: 'recipients', label: 'Destinataires', type: 'tags', default: [], validate: invalidRecipient },
    { name: 'configuration', label: 'Configuration', type: 'json', default: { metrics: [], dimensions: [], visualization: 'table' }, validate: invalidConfiguration },
    { name: 'last_run', label: 'Dernière exécution', type: 'datetime-local', readOnly: true, list: true, sortable: true },
    // The accounts (ids) a share opened the report to, its author included.
    { name: 'readers', label: 'Lecteurs', type: 'tags', default: [], readOnly: true },
    { name: 'editors', label: 'Éditeurs', type: 'tags', default: [], readOnly: true },
    { name: 'created_by', label: 'Créé par', type: 'reference', reference: { resource: 'users', labelFields: ['name', 'email'] }, readOnly: true },
    { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, sortable: true },
  ],
});
