import { ANALYTICS_ACCESS } from '../analytics';
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
  shared: 'Le rapport a été partagé avec succès.',
  recipientsRequired: messages.required('Destinataires'),
  recipientInvalid: 'Adresse e-mail invalide : {email}',
  formatUnknown: 'Format inconnu : pdf, excel ou csv',
} as const;

/** Every recipient must be an e-mail address: the first that is not is named. */
export function invalidRecipient(value: unknown): string | undefined {
  const list = Array.isArray(value) ? value : [];
  const wrong = list.find((item) => typeof item !== 'string' || !EMAIL_PATTERN.test(item));
  return wrong === undefined ? undefined : REPORT_MESSAGES.recipientInvalid.replace('{email}', String(wrong));
}

/** The export formats of a report, by the name the call takes. */
export const REPORT_EXPORT_FORMATS = ['pdf', 'excel', 'csv'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

/** How a report reads its data: what it shows and how (spec 3 §3 "configuration"). */
export interface ReportConfiguration {
  metrics?: string[];
  dimensions?: string[];
  visualization?: ReportVisualization;
  period?: string;
}

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
  access: { default: ANALYTICS_ACCESS },
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 120, list: true, sortable: true, searchable: true },
    { name: 'description', label: 'Description', type: 'textarea', maxLength: 1000 },
    { name: 'template', label: 'Modèle', type: 'select', required: true, default: 'traffic_overview', options: REPORT_TEMPLATES, list: true, filterable: true },
    { name: 'schedule', label: 'Programmation', type: 'select', required: true, default: 'none', options: REPORT_SCHEDULES, list: true, filterable: true },
    { name: 'recipients', label: 'Destinataires', type: 'tags', default: [], validate: invalidRecipient },
    { name: 'configuration', label: 'Configuration', type: 'json', default: { metrics: [], dimensions: [], visualization: 'table' } },
    { name: 'last_run', label: 'Dernière exécution', type: 'datetime-local', readOnly: true, list: true, sortable: true },
    { name: 'created_by', label: 'Créé par', type: 'reference', reference: { resource: 'users', labelFields: ['name', 'email'] }, readOnly: true },
    { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, sortable: true },
  ],
});
