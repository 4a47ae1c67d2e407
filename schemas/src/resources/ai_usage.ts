import { defineResource } from '../resource';

export const AI_USAGE_STATUSES = [
  { value: 'success', label: 'Succès' },
  { value: 'error', label: 'Erreur' },
  { value: 'timeout', label: 'Délai dépassé' },
] as const;

export type AiUsageStatus = (typeof AI_USAGE_STATUSES)[number]['value'];

/**
 * The log of calls made to the AI models (spec 2 §2.7): read-only in the back-office, written
 * by the API as calls are made, newest first, 50 per page, with a summary strip.
 */
export const aiUsage = defineResource({
  name: 'ai_usage',
  label: 'Utilisation IA',
  singular: 'Appel IA',
  description: 'Historique des appels aux modèles IA',
  icon: 'QueryStats',
  noun: "une utilisation de l'IA",
  menu: { group: 'ai', label: 'Utilisation', order: 20 },
  route: 'ai/usage',
  breadcrumb: [{ label: 'Intelligence artificielle' }, { label: 'Utilisation' }],
  list: {
    perPage: 50,
    sort: { field: 'created_at', order: 'DESC' },
    searchPlaceholder: 'Rechercher une requête...',
    exportFormats: ['csv', 'json'],
  },
  // A filter of the list combined with its order: the page is read from one index (issue 25).
  indexes: [
    { fields: { user: 1, created_at: -1, _id: -1 } },
    { fields: { model: 1, created_at: -1, _id: -1 } },
    { fields: { template: 1, created_at: -1, _id: -1 } },
    { fields: { status: 1, created_at: -1, _id: -1 } },
  ],
  operations: { create: false, edit: false, delete: false, export: true },
  fields: [
    {
      name: 'user',
      label: 'Utilisateur',
      type: 'reference',
      reference: { resource: 'users', labelFields: ['name', 'email'], perPage: 100, emptyLabel: 'Système' },
      list: true,
      filterable: true,
    },
    {
      name: 'model',
      label: 'Modèle',
      type: 'reference',
      required: true,
      reference: { resource: 'ai_models', labelFields: ['name'], valueField: 'model_id', perPage: 100 },
      list: true,
      filterable: true,
    },
    {
      name: 'template',
      label: 'Modèle de prompt',
      type: 'reference',
      reference: { resource: 'ai_templates', labelFields: ['name'], perPage: 100 },
      list: true,
      filterable: true,
    },
    { name: 'input_tokens', label: 'Jetons en entrée', type: 'number', required: true, min: 0, format: 'integer', list: true, sortable: true },
    {
      name: 'output_tokens',
      label: 'Jetons en sortie',
      type: 'number',
      required: true,
      min: 0,
      format: 'integer',
      list: true,
      sortable: true,
    },
    { name: 'total_cost', label: 'Coût', type: 'number', required: true, min: 0, format: 'euro', decimals: 4, list: true, sortable: true },
    { name: 'latency', label: 'Latence', type: 'number', required: true, min: 0, format: 'ms', list: true, sortable: true },
    {
      name: 'status',
      label: 'Statut',
      type: 'select',
      required: true,
      options: AI_USAGE_STATUSES,
      list: true,
      sortable: true,
      filterable: true,
    },
    { name: 'request_id', label: 'Identifiant de requête', type: 'text', required: true, maxLength: 100, list: true, searchable: true },
    { name: 'created_at', label: 'Date', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  ],
  stats: [
    { key: 'total_requests', label: 'Requêtes totales', icon: 'Functions', kind: 'count', format: 'integer' },
    {
      key: 'total_tokens',
      label: 'Jetons au total',
      icon: 'DataUsage',
      kind: 'sum',
      fields: ['input_tokens', 'output_tokens'],
      format: 'integer',
    },
    { key: 'total_cost', label: 'Coût total', icon: 'Euro', kind: 'sum', fields: ['total_cost'], format: 'euro', decimals: 2 },
    { key: 'average_latency', label: 'Latence moyenne', icon: 'Timer', kind: 'average', fields: ['latency'], format: 'ms', decimals: 0 },
  ],
});
