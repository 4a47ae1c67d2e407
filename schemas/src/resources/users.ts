import type { FieldDef } from '../fields';
import type { RecordOf } from '../record-of';
import { NOBODY, SUPER_ROLE, TEAM_PERMISSIONS, withPermission, type AccessRule } from '../access';
import { SUPPORT_MANAGE, SUPPORT_ROLE } from '../support';
import { CUSTOMER_IDENTITY_FIELD } from '../customer-identity';
import { defineResource } from '../resource';
import { ACCOUNT_ROLES } from '../roles';
import { messages } from '../validation/messages';

/** Who reads the accounts: their managers, and support staff for the customers of their tickets and the staff pickers. */
const USERS_READ: AccessRule = { roles: [SUPER_ROLE, SUPPORT_ROLE], permissions: ['users.manage', SUPPORT_MANAGE] };

export const PASSWORD_MIN_LENGTH = 8;

/** The row actions of the users list (spec 2 §2.3): write to the user, give a new password, sign them out everywhere. */
export const USER_ACTIONS = {
  email: 'email',
  resetPassword: 'reset-password',
  endSessions: 'end-sessions',
} as const;

/** The fields of an account, a constant list so that its record type follows them. */
const USER_FIELDS = [
  { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 100, list: true, sortable: true, searchable: true },
  { name: 'email', label: 'E-mail', type: 'email', required: true, maxLength: 254, unique: true, list: true, sortable: true, searchable: true },
  { name: 'company', label: 'Entreprise', type: 'text', maxLength: 100, list: true, sortable: true, searchable: true },
  { name: 'role', label: 'Rôle', type: 'select', required: true, default: 'user', options: ACCOUNT_ROLES, list: true, sortable: true, filterable: true },
  // A team member's own permissions (spec 3 §6), next to those of its role.
  { name: 'permissions', label: 'Permissions', type: 'multiselect', default: [], options: TEAM_PERMISSIONS },
  // Length and characters: the security settings' password policy, checked by the API.
  { name: 'password', label: 'Mot de passe', type: 'password', required: true, maxLength: 128, createOnly: true, secret: true },
  { name: 'confirmPassword', label: 'Confirmer le mot de passe', type: 'password', required: true, createOnly: true, transient: true },
  { name: 'active', label: 'Actif', type: 'switch', default: true, list: true, sortable: true, filterable: true },
  // Kept by the server from the role, the permissions and `active`: whoever holds support.manage is an agent (support-staff.ts).
  { name: 'support_agent', label: 'Agent du support', type: 'switch', readOnly: true, pickerFilter: true },
  { name: 'emailVerified', label: 'E-mail vérifié', type: 'switch', default: false, list: true },
  { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  { name: 'last_login', label: 'Dernière connexion', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  { name: 'password_changed_at', label: 'Identifiants changés le', type: 'datetime-local', readOnly: true },
  // What invoices to this customer say of it (billing, schemas/src/customer-identity.ts).
  CUSTOMER_IDENTITY_FIELD,
] as const satisfies readonly FieldDef[];

/** An account as stored, typed from its fields (record-of.ts). */
export type User = RecordOf<typeof USER_FIELDS>;

export const users = defineResource({
  name: 'users',
  label: 'Utilisateurs',
  singular: 'Utilisateur',
  accounts: true,
  description: 'Gestion des comptes utilisateurs de la plateforme',
  icon: 'People',
  noun: 'un utilisateur',
  menu: { group: 'users', label: 'Utilisateurs', order: 10 },
  route: 'users',
  breadcrumb: [{ label: 'Utilisateurs' }],
  list: { perPage: 25, searchPlaceholder: 'Rechercher un utilisateur...' },
  // Holders of users.manage (a team manager, an API key with read:users) read the accounts; only administrators change them here.
  // Support staff read the accounts (a ticket's customer, the assignee and agent pickers) without the Users screen being theirs.
  access: { list: USERS_READ, read: USERS_READ, menu: withPermission('users.manage'), fields: { support_agent: { write: NOBODY } } },
  // The dashboard counts the accounts created in a period (analytics: new users, per day); a
  // filter of the list combined with its order reads the page from one index (issue 25).
  indexes: [
    { fields: { created_at: -1 } },
    { fields: { role: 1, _id: -1 } },
    { fields: { active: 1, _id: -1 } },
  ],
  hooks: ['users/last-admin', 'users/user-passwords', 'users/user-sessions', 'support/support-staff'],
  fields: USER_FIELDS,
  actions: [
    {
      name: USER_ACTIONS.email,
      label: 'Envoyer un e-mail',
      icon: 'Email',
      scope: 'row',
      effect: { kind: 'link', href: (user) => `mailto:${String(user.email ?? '')}` },
    },
    {
      name: USER_ACTIONS.resetPassword,
      label: 'Réinitialiser le mot de passe',
      icon: 'LockReset',
      scope: 'row',
      effect: { kind: 'endpoint' },
      confirm: "Un nouveau mot de passe sera généré ; l'actuel ne fonctionnera plus. Continuer ?",
      success: 'Mot de passe réinitialisé',
      result: {
        title: 'Nouveau mot de passe',
        fields: [{ name: 'password', label: 'Mot de passe' }],
        note: "Communiquez-le à l'utilisateur par un canal sûr : il ne sera plus affiché. Il lui servira à sa prochaine connexion.",
      },
      tone: 'warning',
    },
    {
      name: USER_ACTIONS.endSessions,
      label: 'Terminer toutes les sessions',
      icon: 'Block',
      scope: 'row',
      effect: { kind: 'endpoint' },
      confirm: "Toutes les sessions ouvertes de cet utilisateur seront terminées ; il devra se reconnecter. Continuer ?",
      success: 'Sessions terminées',
      tone: 'warning',
    },
  ],
  validate: (values, { mode }) =>
    mode === 'create' && values.password !== values.confirmPassword
      ? { confirmPassword: messages.passwordMismatch }
      : undefined,
});
