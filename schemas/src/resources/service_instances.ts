import { ADMIN_ONLY, orOwn } from '../access';
import type { FieldDef, Values } from '../fields';
import type { RecordOf } from '../record-of';
import { lifecycleActions } from '../lifecycle-actions';
import { defineResource } from '../resource';
import type { StateMachineDef } from '../state-machine';
import { SERVICE_TYPES, USAGE_THRESHOLDS } from './services';

export const INSTANCE_STATUSES = [
  { value: 'running', label: 'En marche' },
  { value: 'stopped', label: 'Arrêtée' },
  { value: 'starting', label: 'Démarrage' },
  { value: 'stopping', label: 'Arrêt en cours' },
  { value: 'error', label: 'Erreur' },
] as const;

export type InstanceStatus = (typeof INSTANCE_STATUSES)[number]['value'];

/** Where an instance is placed: the regions of the status page (spec 1 §9), named by the public API (/api/v1/instances). */
export const INSTANCE_REGIONS = [
  { value: 'eu-west-1', label: 'Europe Ouest (Paris)' },
  { value: 'eu-central-1', label: 'Europe Centre (Francfort)' },
  { value: 'us-east-1', label: 'États-Unis Est (Virginie)' },
  { value: 'us-west-1', label: 'États-Unis Ouest (Californie)' },
  { value: 'ap-southeast-1', label: 'Asie-Pacifique (Singapour)' },
  { value: 'ap-northeast-1', label: 'Asie-Pacifique (Tokyo)' },
] as const;

/** Spec 3 §5 bounds of an instance (and of its resize): CPU cores, memory and storage in GB. */
export const INSTANCE_LIMITS = {
  cpu: { min: 1, max: 32 },
  memory: { min: 1, max: 128 },
  storage: { min: 10, max: 1000 },
} as const;

/** The messages of spec 3 §8, and the server's refusals. */
export const INSTANCE_MESSAGES = {
  started: 'Instance démarrée avec succès',
  stopped: 'Instance arrêtée avec succès',
  restarted: 'Instance redémarrée avec succès',
  scaled: 'Instance redimensionnée avec succès',
  backedUp: 'Sauvegarde créée avec succès',
  restored: 'Sauvegarde restaurée avec succès',
  failure: 'Erreur: {message}',
  stopConfirm: (name: string) => `Êtes-vous sûr de vouloir arrêter l'instance ${name} ?`,
  restoreOnlyStopped: "Arrêtez l'instance avant de restaurer une sauvegarde",
  backupNotFound: 'Cette sauvegarde est introuvable',
  tooMany: (max: number) => `Limite atteinte : au plus ${max} instance(s) locale(s) en marche à la fois. Arrêtez-en une avant d'en démarrer une autre.`,
  deleteRunning: 'Arrêtez l’instance avant de la supprimer',
  userNotFound: 'Ce client est introuvable',
  serviceNotFound: 'Ce service est introuvable',
  serviceHasInstances: 'Ce service a des instances : supprimez-les avant de le supprimer',
} as const;

/**
 * Spec 3 §4: start when stopped (an instance in error is stopped too: its process is gone),
 * stop and restart when running; `starting` and `stopping` last until the server has seen
 * the process answer or go. The other moves are the server's own, as it observes the process.
 */
export const INSTANCE_STATES: StateMachineDef = {
  field: 'status',
  states: INSTANCE_STATUSES,
  initial: ['stopped', 'running'],
  transitions: [
    { from: ['stopped', 'error'], to: 'starting', action: 'start' },
    { from: ['running'], to: 'stopping', action: 'stop' },
    { from: ['running'], to: 'starting', action: 'restart' },
    // Observed by the server: health answers, the process is gone, it crashed, it is started again.
    { from: ['starting'], to: 'running' },
    { from: ['stopping', 'starting', 'running', 'error'], to: 'stopped' },
    { from: ['starting', 'running', 'stopping'], to: 'error' },
    { from: ['error', 'stopped', 'stopping'], to: 'starting' },
  ],
};

// Keeps its name and kind in the field's type, from which RecordOf types the record's limits.
const bound = <N extends string>(name: N, label: string, limits: { min: number; max: number }, helperText: string): FieldDef & { name: N; type: 'number' } => ({
  name,
  label,
  type: 'number',
  required: true,
  default: limits.min,
  min: limits.min,
  max: limits.max,
  step: 1,
  format: 'integer',
  helperText,
  list: true,
  sortable: true,
});

const CPU_FIELD = bound('cpu', 'CPU (cœurs)', INSTANCE_LIMITS.cpu, 'De 1 à 32 cœurs');
const MEMORY_FIELD = bound('memory', 'Mémoire (Go)', INSTANCE_LIMITS.memory, 'De 1 à 128 Go');
// Shown on the record and in the scale form: the list keeps its row actions in sight at 1 440 px.
const STORAGE_FIELD = { ...bound('storage', 'Stockage (Go)', INSTANCE_LIMITS.storage, 'De 10 à 1 000 Go'), list: false };

/** Spec 3 §9: an instance's usage bars have no orange band, they turn red above 80 %. */
export const INSTANCE_USAGE_THRESHOLDS = { warning: USAGE_THRESHOLDS.danger, danger: USAGE_THRESHOLDS.danger } as const;

/** The process's measured figures, in percent of the instance's limits. */
const usage = (name: string, label: string): FieldDef => ({ name, label, type: 'number', readOnly: true, default: 0, step: 0.1, usage: INSTANCE_USAGE_THRESHOLDS });

/** An instance as stored, typed from its fields (record-of.ts). */
export type ServiceInstance = RecordOf<typeof INSTANCE_FIELDS>;

/** The address of an instance's logs page in the back-office. */
export const instanceLogsPath = (record: Values): string => `/webmaster/services/instances/${encodeURIComponent(String(record.id ?? record._id ?? ''))}/logs`;

/** Where a backup's archive downloads (`GET`, a signed link from a browser): `file` is the name the backup line keeps. */
export const instanceBackupPath = (id: unknown, file: unknown): string =>
  `/api/service_instances/${encodeURIComponent(String(id ?? ''))}/backups/${encodeURIComponent(String(file ?? ''))}`;

/** The back-office's dialog listing an instance's backups, each with its download (admin/src/services/InstanceBackupsDialog.tsx). */
export const INSTANCE_BACKUPS_COMPONENT = 'instance-backups';

const hasBackups = (record: Values): boolean => Array.isArray(record.backups) && record.backups.length > 0;

/** The most recent backup's name, offered first by the restore dialog. */
const latestBackup = (record: Values): Values => {
  const backups = Array.isArray(record.backups) ? (record.backups as Values[]) : [];
  return { backup: backups.length ? String(backups[backups.length - 1].name ?? '') : '' };
};

/** The fields of an instance, a constant list so that its record type follows them. */
const INSTANCE_FIELDS = [
  // No line break nor control or invisible formatting character: the name goes into logs and process environments.
  {
    name: 'name',
    label: 'Nom',
    type: 'text',
    required: true,
    maxLength: 120,
    pattern: /^[^\p{Cc}\p{Cf}\u2028\u2029]*$/u,
    patternMessage: 'Le nom ne peut contenir ni retour à la ligne ni caractère de contrôle',
    list: true,
    sortable: true,
    searchable: true,
  },
  // The service it belongs to: its start, stop and restart act on it, its figures count it.
  {
    name: 'service_id',
    label: 'Service',
    type: 'reference',
    required: true,
    reference: { resource: 'services', labelFields: ['name'], perPage: 20, onDelete: 'refuse', onDeleteMessage: INSTANCE_MESSAGES.serviceHasInstances },
    list: true,
    filterable: true,
  },
  // Kept by the server from its service.
  { name: 'service_type', label: 'Type', type: 'select', readOnly: true, options: SERVICE_TYPES, sortable: true, filterable: true },
  // A filter and on the record, not a column: the service beside it names the customer
  // (« Hosting HA — Atelier Lumière »), and the row keeps its actions in sight at 1 440 px.
  {
    name: 'user_id',
    label: 'Client',
    type: 'reference',
    required: true,
    reference: { resource: 'users', labelFields: ['name', 'email'], perPage: 20 },
    filterable: true,
  },
  {
    name: 'status',
    label: 'Statut',
    type: 'select',
    required: true,
    default: 'stopped',
    options: INSTANCE_STATUSES,
    createOnly: true,
    list: true,
    sortable: true,
    filterable: true,
  },
  CPU_FIELD,
  MEMORY_FIELD,
  STORAGE_FIELD,
  // The placement the public API's create body names (spec 1 §7: region, config.nodes, config.autoscaling).
  { name: 'region', label: 'Région', type: 'select', default: 'eu-west-1', options: INSTANCE_REGIONS },
  { name: 'nodes', label: 'Nœuds', type: 'number', default: 1, min: 1, max: 100, step: 1, format: 'integer' },
  { name: 'autoscaling', label: 'Mise à l’échelle automatique', type: 'switch', default: false },
  { name: 'auto_start', label: 'Démarrage automatique', type: 'switch', default: true },
  { name: 'backup_enabled', label: 'Sauvegardes activées', type: 'switch', default: false },
  {
    name: 'metrics',
    label: 'Utilisation',
    type: 'group',
    readOnly: true,
    default: { cpu_usage: 0, memory_usage: 0 },
    list: true,
    usage: INSTANCE_USAGE_THRESHOLDS,
    fields: [usage('cpu_usage', 'CPU (%)'), usage('memory_usage', 'Mémoire (%)')],
  },
  {
    name: 'backups',
    label: 'Sauvegardes',
    type: 'array',
    readOnly: true,
    default: [],
    fields: [
      { name: 'name', label: 'Nom', type: 'text' },
      { name: 'description', label: 'Description', type: 'text' },
      { name: 'size', label: 'Taille', type: 'number', format: 'bytes' },
      { name: 'created_at', label: 'Date', type: 'datetime-local' },
      { name: 'file', label: 'Archive', type: 'text' },
    ],
  },
  { name: 'desired_state', label: 'État voulu', type: 'select', readOnly: true, default: 'stopped', options: [{ value: 'running', label: 'En marche' }, { value: 'stopped', label: 'Arrêtée' }] },
  { name: 'last_error', label: 'Dernière erreur', type: 'text', readOnly: true },
  { name: 'started_at', label: 'Démarrée le', type: 'datetime-local', readOnly: true, sortable: true },
  { name: 'created_at', label: 'Créée le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
] as const satisfies readonly FieldDef[];

/**
 * The instances of the hosted services (spec 3 §2-§5, §7, §8): each one runs for real through
 * the provisioning driver (a local process by default). Its state moves only through the
 * actions and as the server observes its process; its figures are measured.
 */
export const serviceInstances = defineResource({
  name: 'service_instances',
  label: 'Instances',
  singular: 'Instance',
  description: 'Instances des services, exécutées par la plateforme',
  icon: 'Storage',
  noun: 'une instance',
  menu: { group: 'services', label: 'Instances', order: 20 },
  route: 'services/instances',
  breadcrumb: [{ label: 'Services', path: '/webmaster/services' }, { label: 'Instances' }],
  // The transitional states move on their own: the list follows them.
  list: { perPage: 25, sort: { field: 'created_at', order: 'DESC' }, searchPlaceholder: 'Rechercher une instance...', refresh: 5 },
  // A filter of the list combined with its order: the page is read from one index (issue 25).
  indexes: [
    { fields: { service_id: 1, created_at: -1, _id: -1 } },
    { fields: { service_type: 1, created_at: -1, _id: -1 } },
    { fields: { user_id: 1, created_at: -1, _id: -1 } },
    { fields: { status: 1, created_at: -1, _id: -1 } },
  ],
  // A customer reads their own instances, their state and their backups (/user/services, and
  // downloads those archives); acting on them stays the operators'.
  access: {
    list: orOwn(ADMIN_ONLY, { roles: ['user'], owner: 'user_id' }),
    read: orOwn(ADMIN_ONLY, { roles: ['user'], owner: 'user_id' }),
    menu: ADMIN_ONLY,
    // Process errors are the operators' to read.
    fields: { last_error: { read: ADMIN_ONLY } },
  },
  states: INSTANCE_STATES,
  refuse: [{ on: 'delete', when: (record) => record.status !== 'stopped' && record.status !== 'error', message: INSTANCE_MESSAGES.deleteRunning }],
  stats: [
    { key: 'running', label: 'En marche', icon: 'PlayArrow', kind: 'count', where: { status: 'running' }, format: 'integer', tone: 'success' },
    { key: 'stopped', label: 'Arrêtées', icon: 'Stop', kind: 'count', where: { status: 'stopped' }, format: 'integer' },
    { key: 'cpu', label: 'Cœurs CPU', icon: 'Memory', kind: 'sum', fields: ['cpu'], format: 'integer' },
    { key: 'memory', label: 'RAM totale (Go)', icon: 'Storage', kind: 'sum', fields: ['memory'], format: 'integer' },
  ],
  hooks: ['instances/instances.service'],
  fields: INSTANCE_FIELDS,
  actions: [
    ...lifecycleActions('service_instances', INSTANCE_MESSAGES),
    {
      name: 'scale',
      label: 'Redimensionner',
      icon: 'Tune',
      scope: 'row',
      http: { method: 'PUT', path: '/service_instances/{id}/scale' },
      effect: { kind: 'endpoint' },
      ask: {
        title: "Redimensionner l'instance",
        submitLabel: 'Redimensionner',
        fields: [CPU_FIELD, MEMORY_FIELD, STORAGE_FIELD].map(({ list: _list, sortable: _sortable, ...field }) => field),
        defaults: (record) => ({ cpu: record.cpu, memory: record.memory, storage: record.storage }),
      },
      success: INSTANCE_MESSAGES.scaled,
      failure: INSTANCE_MESSAGES.failure,
    },
    {
      name: 'backup',
      label: 'Sauvegarder',
      icon: 'Backup',
      scope: 'row',
      http: { method: 'POST', path: '/service_instances/{id}/backup' },
      effect: { kind: 'endpoint' },
      ask: {
        title: 'Créer une sauvegarde',
        submitLabel: 'Sauvegarder',
        fields: [
          { name: 'name', label: 'Nom de la sauvegarde', type: 'text', required: true, maxLength: 120 },
          { name: 'description', label: 'Description', type: 'textarea', maxLength: 1000, rows: 2 },
        ],
      },
      success: INSTANCE_MESSAGES.backedUp,
      failure: INSTANCE_MESSAGES.failure,
    },
    {
      name: 'restore',
      label: 'Restaurer une sauvegarde',
      icon: 'SettingsBackupRestore',
      scope: 'row',
      when: (record) => (record.status === 'stopped' || record.status === 'error') && hasBackups(record),
      refusal: INSTANCE_MESSAGES.restoreOnlyStopped,
      effect: { kind: 'endpoint' },
      ask: {
        title: 'Restaurer une sauvegarde',
        submitLabel: 'Restaurer',
        fields: [{ name: 'backup', label: 'Nom de la sauvegarde', type: 'text', required: true, maxLength: 120 }],
        defaults: latestBackup,
      },
      success: INSTANCE_MESSAGES.restored,
      failure: INSTANCE_MESSAGES.failure,
    },
    {
      name: 'backups',
      label: 'Télécharger une sauvegarde',
      icon: 'Download',
      scope: 'row',
      when: hasBackups,
      effect: { kind: 'custom', component: INSTANCE_BACKUPS_COMPONENT },
    },
    { name: 'logs', label: 'Journaux', icon: 'Article', scope: 'row', effect: { kind: 'link', href: instanceLogsPath } },
  ],
});
