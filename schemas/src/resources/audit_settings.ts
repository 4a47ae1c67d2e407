import { defineResource } from '../resource';
import { AUDIT_SEVERITIES } from './settings_logs';

/** Spec 3 §3 and §9: 90 days, level info, alerts on. */
export const AUDIT_DEFAULTS = { retention_days: 90, log_level: 'info', enable_alerts: true } as const;
export const AUDIT_RETENTION_BOUNDS = { min: 1, max: 365 } as const;

/** The audit log's own settings (its 'Paramètres' modal): how long entries live, which are kept, whether alerts fire. */
export const auditSettings = defineResource({
  name: 'audit_settings',
  label: "Paramètres du journal d'audit",
  singular: "Paramètres du journal d'audit",
  description: 'Durée de conservation, niveau de journalisation et alertes',
  icon: 'History',
  noun: "un paramétrage du journal d'audit",
  route: 'settings/logs/settings',
  breadcrumb: [{ label: 'Paramètres', path: '/webmaster/settings' }, { label: "Journal d'audit", path: '/webmaster/settings/logs' }, { label: 'Paramètres' }],
  singleton: true,
  fields: [
    {
      name: 'retention_days',
      label: 'Durée de conservation (jours)',
      type: 'number',
      required: true,
      min: AUDIT_RETENTION_BOUNDS.min,
      max: AUDIT_RETENTION_BOUNDS.max,
      step: 1,
      default: AUDIT_DEFAULTS.retention_days,
    },
    { name: 'log_level', label: 'Niveau de journalisation', type: 'select', required: true, options: AUDIT_SEVERITIES, default: AUDIT_DEFAULTS.log_level },
    { name: 'enable_alerts', label: 'Activer les alertes', type: 'switch', default: AUDIT_DEFAULTS.enable_alerts },
    { name: 'updated_at', label: 'Modifié le', type: 'datetime-local', readOnly: true },
  ],
});
