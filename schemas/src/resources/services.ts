import type { FieldDef, Values } from '../fields';
import { lifecycleActions } from '../lifecycle-actions';
import { defineResource } from '../resource';
import type { StateMachineDef } from '../state-machine';

/** The six service types of the offer (spec 3 §3), also the monitoring screen's selector. */
export const SERVICE_TYPES = [
  { value: 'hosting-ha', label: 'Hosting HA' },
  { value: 'firewall-ia', label: 'Firewall IA' },
  { value: 'agent-ia', label: 'Agent IA' },
  { value: 'cluster-ai', label: 'Cluster AI' },
  { value: 'blockchain', label: 'Blockchain' },
  { value: 'saas', label: 'Plateforme SaaS' },
] as const;

export const SERVICE_STATUSES = [
  { value: 'running', label: 'En marche' },
  { value: 'stopped', label: 'Arrêté' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'error', label: 'Erreur' },
] as const;

/** Spec 3 §5 bounds: CPU cores, memory and storage in GB. */
export const SERVICE_LIMITS = {
  cpu: { min: 1, max: 128 },
  memory: { min: 1, max: 512 },
  storage: { min: 10, max: 10000 },
} as const;

/** A limit of the service, set on its configuration page; the list keeps the measured figures and its row actions in sight. */
const limit = (name: string, label: string, bounds: { min: number; max: number }, helperText: string): FieldDef => ({
  name,
  label,
  type: 'number',
  required: true,
  default: bounds.min,
  min: bounds.min,
  max: bounds.max,
  step: 1,
  format: 'integer',
  helperText,
  sortable: true,
});

/** A figure the platform measures, never typed in. */
const measured = (name: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({
  name,
  label,
  type: 'number',
  readOnly: true,
  default: 0,
  list: true,
  sortable: true,
  ...extra,
});

/** Spec 3 §9: usage bars turn orange above 60 %, red above 80 %. */
export const USAGE_THRESHOLDS = { warning: 60, danger: 80 } as const;

/** The messages of spec 3 §8. */
export const SERVICE_MESSAGES = {
  started: 'Service démarré avec succès',
  stopped: 'Service arrêté avec succès',
  restarted: 'Service redémarré avec succès',
  failure: 'Erreur: {message}',
  stopConfirm: (name: string) => `Êtes-vous sûr de vouloir arrêter le service ${name} et ses instances ?`,
  noInstance: 'Ce service n’a aucune instance à démarrer',
} as const;

/**
 * Spec 3 §4: start when stopped, restart and stop when running (restart in error too, to
 * recover it). The service's state follows its instances (running when one runs, error when one failed, stopped when none runs);
 * maintenance is set by an operator.
 */
export const SERVICE_STATES: StateMachineDef = {
  field: 'status',
  states: SERVICE_STATUSES,
  transitions: [
    { from: ['stopped'], to: 'running', action: 'start' },
    { from: ['running'], to: 'stopped', action: 'stop' },
    // A service in error is recovered by restarting its instances.
    { from: ['running', 'error'], to: 'running', action: 'restart' },
    // Set by an operator, or observed by the server from the instances.
    { from: ['running', 'stopped', 'error'], to: 'maintenance' },
    { from: ['maintenance', 'stopped', 'error'], to: 'running' },
    { from: ['maintenance', 'running', 'error'], to: 'stopped' },
    { from: ['maintenance', 'running', 'stopped'], to: 'error' },
  ],
};

const servicePath = (record: Values, page: string) => `/webmaster/services/${encodeURIComponent(String(record.id ?? record._id ?? ''))}/${page}`;
export const serviceLogsPath = (record: Values) => servicePath(record, 'logs');
export const serviceConfigPath = (record: Values) => servicePath(record, 'config');

/** What the service's configuration page edits. */
export const SERVICE_CONFIG_FIELDS = ['cpu_limit', 'memory_limit', 'storage_limit', 'auto_restart', 'monitoring_enabled'] as const;

/**
 * The platform's hosted services (spec 3 §2-§5, §7, §8): a service groups its own instances
 * (service_instances.service_id); start, stop and restart act on them, and its figures are
 * computed from them.
 */
export const services = defineResource({
  name: 'services',
  label: 'Services',
  singular: 'Service',
  description: 'Services hébergés sur la plateforme',
  icon: 'Dns',
  noun: 'un service',
  menu: { group: 'services', label: "Vue d'ensemble", order: 10 },
  route: 'services',
  breadcrumb: [{ label: 'Services' }],
  list: { perPage: 20, sort: { field: 'name', order: 'ASC' }, searchPlaceholder: 'Rechercher un service...', refresh: 10 },
  states: SERVICE_STATES,
  stats: [
    { key: 'running', label: 'En marche', icon: 'PlayArrow', kind: 'count', where: { status: 'running' }, format: 'integer', tone: 'success' },
    { key: 'maintenance', label: 'Maintenance', icon: 'Build', kind: 'count', where: { status: 'maintenance' }, format: 'integer', tone: 'warning' },
    { key: 'error', label: 'En erreur', icon: 'ErrorOutline', kind: 'count', where: { status: 'error' }, format: 'integer', tone: 'error' },
    { key: 'instances', label: 'Instances', icon: 'Storage', kind: 'sum', fields: ['instances_count'], format: 'integer' },
  ],
  hooks: ['instances/services-actions.service'],
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 120, list: true, sortable: true, searchable: true },
    { name: 'description', label: 'Description', type: 'textarea', required: true, maxLength: 1000, rows: 3, searchable: true },
    { name: 'type', label: 'Type', type: 'select', required: true, options: SERVICE_TYPES, list: true, sortable: true, filterable: true },
    { name: 'status', label: 'Statut', type: 'select', required: true, options: SERVICE_STATUSES, list: true, sortable: true, filterable: true },
    limit('cpu_limit', 'Limite CPU (cœurs)', SERVICE_LIMITS.cpu, 'De 1 à 128 cœurs'),
    limit('memory_limit', 'Limite mémoire (Go)', SERVICE_LIMITS.memory, 'De 1 à 512 Go'),
    limit('storage_limit', 'Limite stockage (Go)', SERVICE_LIMITS.storage, 'De 10 à 10 000 Go'),
    { name: 'auto_restart', label: 'Redémarrage automatique', type: 'switch', default: true },
    { name: 'monitoring_enabled', label: 'Supervision activée', type: 'switch', default: true },
    measured('instances_count', 'Instances'),
    measured('cpu_usage', 'CPU utilisé (%)', { step: 0.1, usage: USAGE_THRESHOLDS }),
    measured('memory_usage', 'Mémoire utilisée (%)', { step: 0.1, usage: USAGE_THRESHOLDS }),
    measured('uptime', 'Disponibilité (%)', { step: 0.1 }),
    { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, sortable: true },
    { name: 'updated_at', label: 'Mis à jour le', type: 'datetime-local', readOnly: true, sortable: true },
  ],
  actions: [
    ...lifecycleActions('services', SERVICE_MESSAGES),
    { name: 'logs', label: 'Journaux', icon: 'Article', scope: 'row', effect: { kind: 'link', href: serviceLogsPath, newTab: true } },
    { name: 'config', label: 'Configuration', icon: 'Settings', scope: 'row', effect: { kind: 'link', href: serviceConfigPath } },
  ],
});
