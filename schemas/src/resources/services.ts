import type { FieldDef } from '../fields';
import { defineResource } from '../resource';

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
  list: true,
  sortable: true,
});

/** A figure the platform measures, never typed in. */
const measured = (name: string, label: string): FieldDef => ({ name, label, type: 'number', readOnly: true, default: 0, list: true, sortable: true });

/** The platform's hosted services (spec 3 §2-§5); start, stop and restart come with their screen. */
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
  list: { perPage: 20, sort: { field: 'name', order: 'ASC' }, searchPlaceholder: 'Rechercher un service...' },
  stats: [
    { key: 'running', label: 'En marche', icon: 'PlayArrow', kind: 'count', where: { status: 'running' }, format: 'integer', tone: 'success' },
    { key: 'maintenance', label: 'Maintenance', icon: 'Build', kind: 'count', where: { status: 'maintenance' }, format: 'integer', tone: 'warning' },
    { key: 'error', label: 'En erreur', icon: 'ErrorOutline', kind: 'count', where: { status: 'error' }, format: 'integer', tone: 'error' },
    { key: 'instances', label: 'Instances', icon: 'Storage', kind: 'sum', fields: ['instances_count'], format: 'integer' },
  ],
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
    measured('cpu_usage', 'CPU utilisé (%)'),
    measured('memory_usage', 'Mémoire utilisée (%)'),
    measured('uptime', 'Disponibilité (%)'),
    { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, sortable: true },
    { name: 'updated_at', label: 'Mis à jour le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  ],
});
