import type { FieldType } from '../fields';
import type { TabDef } from '../resource';
import { defineResource } from '../resource';
import { withPermission } from '../access';

/** The tabs of /webmaster/settings: the four settings singletons, then the list of every setting. */
export const SETTINGS_PATH = 'settings';
export const SETTINGS_BREADCRUMB = [{ label: 'Paramètres' }] as const;
/** Who changes the settings (administrators and holders of settings.manage) and who reads them (settings.view too). */
export const SETTINGS_READ = withPermission('settings.view', 'settings.manage');
export const SETTINGS_ACCESS = { default: withPermission('settings.manage'), list: SETTINGS_READ, read: SETTINGS_READ };
export const settingsTab = (label: string): TabDef => ({ path: SETTINGS_PATH, label });

/** The tabs' names, « Email » as spec 3 writes that tab (elsewhere the product writes « e-mail »). */
export const SETTING_CATEGORIES = [
  { value: 'site', label: 'Site' },
  { value: 'email', label: 'Email' },
  { value: 'security', label: 'Sécurité' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'backup', label: 'Sauvegarde' },
  { value: 'localization', label: 'Localisation' },
] as const;

/** How the 'Type' column of the settings list names a setting's input, in French. */
const SETTING_TYPE_LABELS: Readonly<Record<FieldType, string>> = {
  text: 'Texte',
  email: 'E-mail',
  password: 'Mot de passe',
  number: 'Nombre',
  tel: 'Téléphone',
  url: 'Adresse web',
  textarea: 'Texte long',
  select: 'Liste de choix',
  multiselect: 'Choix multiples',
  checkbox: 'Case à cocher',
  switch: 'Oui / non',
  radio: 'Choix unique',
  date: 'Date',
  'datetime-local': 'Date et heure',
  time: 'Heure',
  file: 'Fichier',
  image: 'Image',
  color: 'Couleur',
  tags: 'Liste de valeurs',
  json: 'JSON',
  reference: 'Référence',
  group: 'Groupe',
  array: 'Liste',
  keyvalue: 'Paires clé / valeur',
  sequence: 'Numéro',
  custom: 'Personnalisé',
};
const SETTING_TYPES = Object.entries(SETTING_TYPE_LABELS).map(([value, label]) => ({ value, label }));

export type SettingCategory = (typeof SETTING_CATEGORIES)[number]['value'];

/** Which singleton holds each category's values. */
export const SETTINGS_SINGLETONS: Readonly<Partial<Record<SettingCategory, string>>> = {
  site: 'settings_site',
  email: 'settings_email',
  security: 'settings_security',
  maintenance: 'settings_maintenance',
};

/**
 * Every setting as one row (spec 3 §3 generic list). Not a second store: the API derives the
 * rows from the singletons of the tabs (`{category}.{field}` keys), so both always agree;
 * a value is changed in its tab.
 */
export const settings = defineResource({
  name: 'settings',
  label: 'Tous les paramètres',
  singular: 'Paramètre',
  description: 'Chaque paramètre de la plateforme, tel que les onglets l’enregistrent',
  icon: 'Settings',
  noun: 'un paramètre',
  route: 'settings/all',
  breadcrumb: [...SETTINGS_BREADCRUMB, { label: 'Tous les paramètres' }],
  tab: settingsTab('Tous les paramètres'),
  access: SETTINGS_ACCESS,
  list: { perPage: 50, sort: { field: 'key', order: 'ASC' }, searchPlaceholder: 'Rechercher un paramètre...' },
  operations: { create: false, edit: false, delete: false, export: false },
  fields: [
    { name: 'key', label: 'Clé', type: 'text', list: true, sortable: true, searchable: true },
    { name: 'label', label: 'Libellé', type: 'text', list: true, sortable: true, searchable: true },
    { name: 'type', label: 'Type', type: 'select', options: SETTING_TYPES, list: true },
    { name: 'value', label: 'Valeur', type: 'text', list: true },
    { name: 'category', label: 'Catégorie', type: 'select', options: SETTING_CATEGORIES, list: true, sortable: true, filterable: true },
    { name: 'updated_at', label: 'Modifié le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  ],
});
