import { defineResource } from '../resource';

/** Spec 3 §5 and §9: 7 days (1 to 365), the value taken when what is sent is not a number; every day at 03:00. */
export const CLEANUP_DEFAULTS = { retention_days: 7 } as const;
export const CLEANUP_RETENTION_BOUNDS = { min: 1, max: 365 } as const;
export const CLEANUP_SCHEDULE = { cron: '0 3 * * *', timeZone: 'Europe/Paris' } as const;

/** One row of the cleanup's statistics (spec 3 §3: total, to delete, to keep), with its rule and share to delete in percent. */
export interface CleanupCollectionStats {
  label: string;
  rule: string;
  total: number;
  to_delete: number;
  to_keep: number;
  percentage: number;
}

/** The texts of the cleanup screen (spec 3 §2, §8). */
export const CLEANUP_TEXTS = {
  note: 'Le nettoyage s’exécute automatiquement tous les jours à 03:00.',
  confirmRun: 'Êtes-vous sûr de vouloir exécuter le nettoyage maintenant ?',
  runError: 'Erreur lors du nettoyage: {message}',
  configError: 'Erreur lors de la mise à jour: {message}',
} as const;

/** How long the logs are kept before the daily cleanup removes them (those without a retention of their own). */
export const cleanupSettings = defineResource({
  name: 'cleanup_settings',
  label: 'Paramètres du nettoyage',
  singular: 'Paramètres du nettoyage',
  description: 'Durée de conservation des journaux avant leur nettoyage quotidien',
  icon: 'CleaningServices',
  noun: 'un paramétrage du nettoyage',
  route: 'system/cleanup/settings',
  breadcrumb: [{ label: 'Système' }, { label: 'Nettoyage', path: '/webmaster/system/cleanup' }, { label: 'Paramètres' }],
  singleton: true,
  fields: [
    {
      name: 'retention_days',
      label: 'Rétention (jours)',
      type: 'number',
      required: true,
      min: CLEANUP_RETENTION_BOUNDS.min,
      max: CLEANUP_RETENTION_BOUNDS.max,
      step: 1,
      default: CLEANUP_DEFAULTS.retention_days,
    },
    { name: 'updated_at', label: 'Modifié le', type: 'datetime-local', readOnly: true },
  ],
});
