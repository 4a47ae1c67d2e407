import { defineResource } from '../resource';
import { AUDIT_ACTIONS } from './settings_logs';
import { WEBHOOK_MESSAGES, WEBHOOK_SECRET_PATTERN } from './webhooks';

/** How serious an alert rule says its match is (spec 3 §3: high by default). */
export const AUDIT_ALERT_SEVERITIES = [
  { value: 'low', label: 'Faible', color: 'default' },
  { value: 'medium', label: 'Moyenne', color: 'info' },
  { value: 'high', label: 'Élevée', color: 'warning' },
  { value: 'critical', label: 'Critique', color: 'error' },
] as const;

export const AUDIT_ALERT_DELETE_CONFIRM = 'Êtes-vous sûr de vouloir supprimer cette alerte ?';

/**
 * A rule of the audit log's 'Alertes' modal: when an entry of its action type (and resource
 * type, if given) is written, the product sends its e-mail and posts its webhook.
 */
export const auditAlerts = defineResource({
  name: 'audit_alerts',
  label: "Alertes du journal d'audit",
  singular: "Alerte du journal d'audit",
  description: "Règles qui préviennent par e-mail ou webhook quand une entrée du journal d'audit les remplit",
  icon: 'ErrorOutline',
  noun: "une alerte du journal d'audit",
  route: 'settings/logs/alerts',
  breadcrumb: [{ label: 'Paramètres', path: '/webmaster/settings' }, { label: "Journal d'audit", path: '/webmaster/settings/logs' }, { label: 'Alertes' }],
  list: { perPage: 50, sort: { field: 'name', order: 'ASC' } },
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, requiredMessage: 'Le nom est requis', maxLength: 120, list: true, sortable: true, searchable: true },
    {
      name: 'action_type',
      label: "Type d'action",
      type: 'select',
      required: true,
      requiredMessage: "Le type d'action est requis",
      options: AUDIT_ACTIONS,
      list: true,
      filterable: true,
    },
    { name: 'resource_type', label: 'Type de ressource', type: 'text', maxLength: 120, list: true },
    { name: 'severity', label: 'Sévérité', type: 'select', options: AUDIT_ALERT_SEVERITIES, default: 'high', list: true },
    { name: 'notification_email', label: 'E-mail de notification', type: 'email', maxLength: 254, list: true },
    { name: 'notification_webhook', label: 'Webhook de notification', type: 'url', maxLength: 2000 },
    // The webhook is signed as the webhooks are (Standard Webhooks); given by the server when left empty.
    {
      name: 'webhook_secret',
      label: 'Secret du webhook',
      type: 'password',
      secret: 'encrypted',
      maxLength: 200,
      helperText: 'Facultatif : whsec_… ; généré si vide',
      pattern: WEBHOOK_SECRET_PATTERN,
      patternMessage: WEBHOOK_MESSAGES.invalidSecret,
    },
    { name: 'enabled', label: 'Activée', type: 'switch', default: true, toggle: true, list: true },
    { name: 'created_at', label: 'Créée le', type: 'datetime-local', readOnly: true },
  ],
});
