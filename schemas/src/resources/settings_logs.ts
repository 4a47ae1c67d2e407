import { defineResource } from '../resource';

/** The action types of an audit entry (spec 3 §9), with the words the screen shows. */
export const AUDIT_ACTIONS = [
  { value: 'user.login', label: 'Connexion' },
  { value: 'user.logout', label: 'Déconnexion' },
  { value: 'user.created', label: 'Utilisateur créé' },
  { value: 'user.updated', label: 'Utilisateur modifié' },
  { value: 'user.deleted', label: 'Utilisateur supprimé' },
  { value: 'content.created', label: 'Contenu créé' },
  { value: 'content.updated', label: 'Contenu modifié' },
  { value: 'content.deleted', label: 'Contenu supprimé' },
  { value: 'settings.updated', label: 'Paramètres modifiés' },
  { value: 'api_key.created', label: 'Clé API créée' },
  { value: 'api_key.updated', label: 'Clé API modifiée' },
  { value: 'api_key.used', label: 'Clé API utilisée' },
  { value: 'api_key.deleted', label: 'Clé API supprimée' },
  { value: 'payment.processed', label: 'Paiement traité' },
  { value: 'security.alert', label: 'Alerte de sécurité' },
  { value: 'system.error', label: 'Erreur système' },
  { value: 'audit.chain_keyed', label: 'Journal scellé par sa clé' },
  // The domain actions, each with its own label (issue 37 §4): « Contenu créé » said nothing of them.
  { value: 'webhook.created', label: 'Webhook créé' },
  { value: 'webhook.updated', label: 'Webhook modifié' },
  { value: 'webhook.deleted', label: 'Webhook supprimé' },
  { value: 'instance.created', label: 'Instance créée' },
  { value: 'instance.updated', label: 'Instance modifiée' },
  { value: 'instance.deleted', label: 'Instance supprimée' },
  { value: 'instance.started', label: 'Instance démarrée' },
  { value: 'instance.stopped', label: 'Instance arrêtée' },
  { value: 'instance.restarted', label: 'Instance redémarrée' },
  { value: 'instance.scaled', label: 'Instance redimensionnée' },
  { value: 'instance.backed_up', label: 'Instance sauvegardée' },
  { value: 'instance.restored', label: 'Instance restaurée' },
  { value: 'service.started', label: 'Service démarré' },
  { value: 'service.stopped', label: 'Service arrêté' },
  { value: 'service.restarted', label: 'Service redémarré' },
  { value: 'invoice.finalised', label: 'Facture finalisée' },
  { value: 'invoice.reminder_sent', label: 'Rappel de facture' },
  { value: 'invoice.refunded', label: 'Facture remboursée' },
  { value: 'invoice.canceled', label: 'Facture annulée' },
  { value: 'credit_note.issued', label: 'Avoir émis' },
  { value: 'payment.failed', label: 'Paiement refusé' },
  { value: 'subscription.paused', label: 'Abonnement suspendu' },
  { value: 'subscription.resumed', label: 'Abonnement repris' },
  { value: 'subscription.cancelled', label: 'Abonnement annulé' },
  { value: 'subscription.trial_extended', label: 'Essai prolongé' },
  { value: 'subscription.credited', label: 'Crédit ajouté' },
  { value: 'user.password_reset', label: 'Mot de passe réinitialisé' },
  // A person's own change from « Mon compte » (the reset above is an administrator's).
  { value: 'user.password_changed', label: 'Mot de passe modifié' },
  { value: 'user.sessions_ended', label: 'Sessions fermées' },
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number]['value'];

/** Severities from the least to the most serious: the log level keeps a severity and those after it (spec 3 §9). */
export const AUDIT_SEVERITIES = [
  { value: 'debug', label: 'Débogage', color: 'default' },
  { value: 'info', label: 'Info', color: 'info' },
  { value: 'warning', label: 'Attention', color: 'warning' },
  { value: 'error', label: 'Erreur', color: 'error' },
  { value: 'critical', label: 'Critique', color: 'error' },
] as const;

export type AuditSeverity = (typeof AUDIT_SEVERITIES)[number]['value'];

/** What an entry says (spec 3 §3), dates as `D` (a Date on the server, its ISO text in an answer). */
export interface AuditEntryFields<D = string> {
  timestamp: D;
  user: string | null;
  user_name: string | null;
  user_email: string | null;
  action: AuditAction;
  resource_type: string | null;
  resource_id: string | null;
  severity: AuditSeverity;
  ip_address: string | null;
  user_agent: string | null;
  http_method: string | null;
  request_url: string | null;
  details: Record<string, unknown>;
  error: string | null;
}

/** Whether an entry of this severity is kept under this log level. */
export const severityKept = (severity: AuditSeverity, level: AuditSeverity): boolean =>
  AUDIT_SEVERITIES.findIndex((s) => s.value === severity) >= AUDIT_SEVERITIES.findIndex((s) => s.value === level);

/** The screen names an entry without an account 'Système' (spec 3 §2). */
export const AUDIT_SYSTEM_USER = 'Système';
/** The user agent column shows this many characters (spec 3 §2). */
export const AUDIT_USER_AGENT_COLUMN = 30;
/** The live stream keeps at most this many rows on screen (spec 3 §4). */
export const AUDIT_STREAM_MAX_ROWS = 100;
export const AUDIT_EXPORT_FORMATS = ['csv', 'json', 'pdf'] as const;

/**
 * The audit log (spec 3 §2, §3): written by the API only (api/src/audit/), each entry chained
 * to the previous one by its SHA-256, so no call may create, change or delete one (405); only
 * the retention job removes the oldest, leaving a checkpoint the chain verifies from.
 */
export const settingsLogs = defineResource({
  name: 'settings_logs',
  label: "Journal d'audit",
  singular: "Entrée du journal d'audit",
  description: 'Connexions, modifications, paramètres, paiements, alertes et erreurs, inaltérables',
  icon: 'History',
  noun: "une entrée du journal d'audit",
  route: 'settings/audit-entries',
  breadcrumb: [{ label: 'Paramètres', path: '/webmaster/settings' }, { label: "Journal d'audit" }],
  list: { perPage: 50, sort: { field: 'sequence', order: 'DESC' }, searchPlaceholder: 'Rechercher dans le journal...', exportFormats: AUDIT_EXPORT_FORMATS },
  exportName: 'audit-logs',
  operations: { create: false, edit: false, delete: false, export: true },
  // The sequence is the chain's order: two server processes can never write the same one.
  indexes: [{ fields: { sequence: 1 }, unique: true }],
  fields: [
    {
      name: 'timestamp',
      label: 'Date',
      type: 'datetime-local',
      readOnly: true,
      list: true,
      sortable: true,
      range: { from: 'date_from', to: 'date_to' },
    },
    {
      name: 'user',
      label: 'Utilisateur',
      type: 'reference',
      reference: { resource: 'users', labelFields: ['name', 'email'], perPage: 100, emptyLabel: AUDIT_SYSTEM_USER },
      readOnly: true,
      filterable: true,
    },
    { name: 'user_name', label: 'Nom', type: 'text', readOnly: true, list: true, searchable: true },
    { name: 'user_email', label: 'E-mail', type: 'email', readOnly: true, searchable: true },
    { name: 'action', label: 'Action', type: 'select', options: AUDIT_ACTIONS, readOnly: true, list: true, sortable: true, filterable: true },
    // Spec 3 §7 filters it as `resource`.
    { name: 'resource_type', label: 'Type de ressource', type: 'text', readOnly: true, list: true, filterable: true, searchable: true, filterParam: 'resource' },
    { name: 'resource_id', label: 'ID de ressource', type: 'text', readOnly: true, list: true, filterable: true, searchable: true },
    { name: 'severity', label: 'Sévérité', type: 'select', options: AUDIT_SEVERITIES, readOnly: true, list: true, sortable: true, filterable: true },
    { name: 'ip_address', label: 'Adresse IP', type: 'text', readOnly: true, list: true, searchable: true },
    { name: 'user_agent', label: 'Navigateur', type: 'text', readOnly: true, list: true },
    { name: 'http_method', label: 'Méthode HTTP', type: 'text', readOnly: true },
    { name: 'request_url', label: 'URL de la requête', type: 'text', readOnly: true, searchable: true },
    { name: 'details', label: 'Détails', type: 'json', readOnly: true },
    { name: 'error', label: 'Erreur', type: 'text', readOnly: true, searchable: true },
    { name: 'sequence', label: 'N° de séquence', type: 'number', readOnly: true, sortable: true, format: 'integer' },
    { name: 'previous_hash', label: 'Empreinte précédente', type: 'text', readOnly: true },
    { name: 'hash', label: 'Empreinte SHA-256', type: 'text', readOnly: true },
  ],
});

/** Failed logins on one account within this many minutes, as many as the security settings' max_login_attempts, raise a security alert. */
export const FAILED_LOGINS_ALERT_WINDOW_MINUTES = 15;
