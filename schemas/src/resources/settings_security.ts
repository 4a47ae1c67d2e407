import { defineResource } from '../resource';
import { SETTINGS_ACCESS, SETTINGS_BREADCRUMB, settingsTab } from './settings';

/** Spec 3 §9 security defaults, §5 bounds. */
export const SECURITY_DEFAULTS = {
  two_factor_enabled: false,
  session_timeout: 60,
  max_login_attempts: 5,
  password_min_length: 8,
  password_expiry_days: 90,
  password_require_special: true,
  password_require_numbers: true,
  password_require_uppercase: true,
} as const;

export type SecuritySettings = { -readonly [K in keyof typeof SECURITY_DEFAULTS]: (typeof SECURITY_DEFAULTS)[K] extends boolean ? boolean : number };

/** Sessions, sign-in attempts, password rules and the second factor, enforced by the API from these values. */
export const settingsSecurity = defineResource({
  name: 'settings_security',
  label: 'Sécurité',
  singular: 'Paramètres de sécurité',
  description: 'Sessions, tentatives de connexion, mots de passe et double authentification',
  icon: 'Lock',
  noun: 'un paramétrage de sécurité',
  route: 'settings/security',
  breadcrumb: [...SETTINGS_BREADCRUMB, { label: 'Sécurité' }],
  tab: settingsTab('Sécurité'),
  access: SETTINGS_ACCESS,
  singleton: true,
  fields: [
    {
      name: 'two_factor_enabled',
      label: 'Double authentification obligatoire pour tous les comptes',
      type: 'switch',
      default: SECURITY_DEFAULTS.two_factor_enabled,
      helperText: 'Toujours obligatoire pour les administrateurs',
    },
    { name: 'session_timeout', label: "Délai d'inactivité de session (minutes)", type: 'number', required: true, min: 5, max: 1440, step: 1, default: SECURITY_DEFAULTS.session_timeout },
    { name: 'max_login_attempts', label: 'Tentatives de connexion maximum', type: 'number', required: true, min: 3, max: 10, step: 1, default: SECURITY_DEFAULTS.max_login_attempts },
    { name: 'password_min_length', label: 'Longueur minimale du mot de passe', type: 'number', required: true, min: 6, max: 32, step: 1, default: SECURITY_DEFAULTS.password_min_length },
    {
      name: 'password_expiry_days',
      label: 'Expiration du mot de passe (jours)',
      type: 'number',
      required: true,
      min: 0,
      max: 365,
      step: 1,
      default: SECURITY_DEFAULTS.password_expiry_days,
      helperText: '0 = jamais',
    },
    { name: 'password_require_special', label: 'Exiger un caractère spécial', type: 'switch', default: SECURITY_DEFAULTS.password_require_special },
    { name: 'password_require_numbers', label: 'Exiger un chiffre', type: 'switch', default: SECURITY_DEFAULTS.password_require_numbers },
    { name: 'password_require_uppercase', label: 'Exiger une majuscule', type: 'switch', default: SECURITY_DEFAULTS.password_require_uppercase },
    { name: 'updated_at', label: 'Modifié le', type: 'datetime-local', readOnly: true },
  ],
});
