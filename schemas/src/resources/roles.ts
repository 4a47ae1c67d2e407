import { TEAM_PERMISSIONS } from '../access';
import { defineResource } from '../resource';
import { slugField } from '../slug';


/** Permission families of the role form: spec 2 §3, then the team permissions of spec 3 §6. */
export const PERMISSION_FAMILIES = {
  users: 'Utilisateurs',
  blog: 'Blog',
  services: 'Services',
  billing: 'Facturation',
  settings: 'Paramètres',
  team: 'Équipe',
} as const;

const SPEC2_PERMISSIONS = [
  { value: 'users.view', label: 'Voir les utilisateurs', group: 'users' },
  { value: 'users.create', label: 'Créer des utilisateurs', group: 'users' },
  { value: 'users.edit', label: 'Modifier les utilisateurs', group: 'users' },
  { value: 'users.delete', label: 'Supprimer des utilisateurs', group: 'users' },
  { value: 'blog.view', label: 'Voir le blog', group: 'blog' },
  { value: 'blog.create', label: 'Créer des articles', group: 'blog' },
  { value: 'blog.edit', label: 'Modifier les articles', group: 'blog' },
  { value: 'blog.delete', label: 'Supprimer des articles', group: 'blog' },
  { value: 'services.view', label: 'Voir les services', group: 'services' },
  { value: 'services.manage', label: 'Gérer les services', group: 'services' },
  { value: 'billing.view', label: 'Voir la facturation', group: 'billing' },
  { value: 'billing.manage', label: 'Gérer la facturation', group: 'billing' },
  { value: 'settings.view', label: 'Voir les paramètres', group: 'settings' },
  { value: 'settings.manage', label: 'Gérer les paramètres', group: 'settings' },
] as const;

/** Spec 2's permissions, then the team permissions of spec 3 §6 that the access rules name. */
export const PERMISSIONS: readonly { value: string; label: string; group: keyof typeof PERMISSION_FAMILIES }[] = [
  ...SPEC2_PERMISSIONS,
  ...TEAM_PERMISSIONS.filter((team) => !SPEC2_PERMISSIONS.some((p) => p.value === team.value)).map((team) => ({ ...team, group: 'team' as const })),
];

/** The six colours used by roles and categories. */
export const COLOR_OPTIONS = [
  { value: 'primary', label: 'Primaire' },
  { value: 'success', label: 'Succès' },
  { value: 'warning', label: 'Avertissement' },
  { value: 'danger', label: 'Danger' },
  { value: 'info', label: 'Info' },
  { value: 'secondary', label: 'Secondaire' },
] as const;


/** The built-in roles created by the setup wizard; they cannot be deleted. */
export const SYSTEM_ROLES = [
  {
    name: 'Administrateur',
    slug: 'admin',
    description: 'Accès complet au back-office',
    color: 'danger',
    permissions: PERMISSIONS.map((p) => p.value),
  },
  {
    name: 'Utilisateur',
    slug: 'user',
    description: 'Client de la plateforme',
    color: 'primary',
    permissions: [],
  },
  {
    name: 'Support',
    slug: 'support',
    description: 'Équipe de support client',
    color: 'info',
    // The support screens and nothing else (issue 20): who may act on them.
    permissions: ['support.manage'],
  },
] as const;

export const roles = defineResource({
  name: 'roles',
  label: 'Rôles',
  singular: 'Rôle',
  description: 'Rôles et permissions',
  icon: 'AdminPanelSettings',
  noun: 'un rôle',
  menu: { group: 'users', label: 'Rôles', order: 20 },
  route: 'users/roles',
  breadcrumb: [{ label: 'Utilisateurs', path: '/webmaster/users' }, { label: 'Rôles' }],
  hooks: ['support/support-staff'],
  fields: [
    { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 60, lockedOnEdit: true, list: true, sortable: true, searchable: true },
    slugField('name', {
      label: 'Identifiant',
      maxLength: 60,
      lockedOnEdit: true,
      helperText: 'Minuscules, espaces remplacés par des tirets ; déduit du nom si vide',
    }),
    { name: 'description', label: 'Description', type: 'textarea', maxLength: 500, rows: 3, list: true, searchable: true },
    { name: 'color', label: 'Couleur', type: 'select', default: 'primary', options: COLOR_OPTIONS, list: true },
    { name: 'permissions', label: 'Permissions', type: 'multiselect', default: [], options: PERMISSIONS, optionGroups: PERMISSION_FAMILIES },
    { name: 'is_system', label: 'Rôle système', type: 'switch', default: false, readOnly: true, list: true, filterable: true },
    { name: 'users_count', label: 'Utilisateurs', type: 'number', default: 0, readOnly: true, list: true, sortable: true },
    { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  ],
  refuse: [
    { on: 'delete', when: (role) => role.is_system === true, message: 'Les rôles système ne peuvent pas être supprimés' },
  ],
  counters: [{ field: 'users_count', of: 'users', foreignField: 'role', localField: 'slug' }],
});

