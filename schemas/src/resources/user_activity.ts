import type { FieldDef, FieldOption } from '../fields';
import { defineResource } from '../resource';

/** What a user did (spec 2 §3 "Activity record"). */
export const ACTIVITY_ACTIONS = [
  { value: 'login', label: 'Connexion' },
  { value: 'register', label: 'Inscription' },
  { value: 'create', label: 'Création' },
  { value: 'update', label: 'Modification' },
  { value: 'delete', label: 'Suppression' },
  { value: 'view', label: 'Consultation' },
  { value: 'list', label: 'Liste' },
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number]['value'];

/** Who an entry is attributed to: an account, a visitor of the public site, or the product itself. */
export const ACTOR_KINDS = [
  { value: 'user', label: 'Utilisateur' },
  { value: 'visitor', label: 'Visiteur' },
  { value: 'system', label: 'Système' },
] as const;

export type ActorKind = (typeof ACTOR_KINDS)[number]['value'];

/** The collections the activity filter offers (spec 2 §2.5). */
export const ACTIVITY_COLLECTIONS = [
  { value: 'users', label: 'Utilisateurs' },
  { value: 'roles', label: 'Rôles' },
  { value: 'blog_posts', label: 'Articles du blog' },
  { value: 'blog_categories', label: 'Catégories du blog' },
  { value: 'forum_categories', label: 'Catégories du forum' },
  { value: 'forum_topics', label: 'Sujets du forum' },
  { value: 'services', label: 'Services' },
  { value: 'billing_plans', label: 'Plans de facturation' },
  { value: 'support_tickets', label: 'Tickets de support' },
] as const;

/**
 * What the API writes in `action_type` beside the declared actions of the registry: the
 * authentication steps (a refused one ends in '-failed') and the generic writes.
 */
export const ACTIVITY_TYPES: FieldOption[] = [
  { value: 'login', label: 'Connexion' },
  { value: 'login-failed', label: 'Connexion refusée' },
  { value: 'mfa', label: 'Second facteur validé' },
  { value: 'mfa-failed', label: 'Second facteur refusé' },
  { value: 'password-renew', label: 'Mot de passe renouvelé' },
  { value: 'password-renew-failed', label: 'Renouvellement du mot de passe refusé' },
  { value: 'register', label: 'Inscription' },
  { value: 'setup', label: 'Installation' },
  { value: 'create', label: 'Création' },
  { value: 'update', label: 'Modification' },
  { value: 'delete', label: 'Suppression' },
  { value: 'import', label: 'Import' },
  { value: 'revoke', label: 'Révocation' },
  { value: 'security.alert', label: 'Alerte de sécurité' },
];

/**
 * Every field name by its French label ('pause_until' → « Suspendu jusqu'au »), for the
 * fields an entry says were changed: filled by the registry (registry.ts).
 */
export const FIELD_LABELS: FieldOption[] = [];

/**
 * What the API keeps in an entry's details, read in French on its page instead of raw JSON
 * (the key names the writers use: api/src/activity/, api/src/auth/security-notices.ts).
 */
const DETAILS: FieldDef[] = [
  { name: 'label', label: 'Élément', type: 'text' },
  { name: 'operation', label: 'Opération', type: 'select', options: ACTIVITY_TYPES },
  { name: 'fields', label: 'Champs modifiés', type: 'multiselect', options: FIELD_LABELS },
  { name: 'ids', label: 'Éléments visés', type: 'tags' },
  { name: 'email', label: 'E-mail saisi', type: 'email' },
  { name: 'reason', label: 'Motif du refus', type: 'text' },
  { name: 'message', label: 'Message', type: 'textarea' },
  { name: 'visitor', label: 'Visiteur du site', type: 'switch' },
  { name: 'mfa', label: 'Second facteur', type: 'switch' },
];

/**
 * Every collection by its French label, so that an entry reads 'Messages de contact', not
 * 'contact_messages'. Filled by the registry (registry.ts) once every resource is declared:
 * this file is one of them.
 */
export const COLLECTION_LABELS: FieldOption[] = [];

/**
 * The log of what users did, written by the API itself (api/src/activity/): read only,
 * newest first, 50 per page.
 */
export const userActivity = defineResource({
  name: 'user_activity',
  label: 'Activité',
  singular: 'Activité',
  description: 'Journal des actions des utilisateurs',
  icon: 'History',
  noun: "une entrée d'activité",
  menu: { group: 'users', label: 'Activité', order: 30 },
  route: 'users/activity',
  breadcrumb: [{ label: 'Utilisateurs', path: '/webmaster/users' }, { label: 'Activité' }],
  list: { perPage: 50, sort: { field: 'created_at', order: 'DESC' }, searchPlaceholder: 'Rechercher une activité...' },
  // A filter of the list combined with its order: the page is read from one index (issue 25).
  indexes: [
    { fields: { user_id: 1, created_at: -1, _id: -1 } },
    { fields: { action: 1, created_at: -1, _id: -1 } },
    { fields: { collection: 1, created_at: -1, _id: -1 } },
    { fields: { actor_kind: 1, created_at: -1, _id: -1 } },
  ],
  operations: { create: false, edit: false, delete: false, export: true },
  fields: [
    { name: 'created_at', label: 'Date', type: 'datetime-local', readOnly: true, list: true, sortable: true },
    // Who acted, kept as it was when the entry was written: a deleted account still shows.
    { name: 'actor_name', label: 'Utilisateur', type: 'text', readOnly: true, list: true, searchable: true },
    {
      name: 'user_id',
      label: 'Compte utilisateur',
      type: 'reference',
      reference: { resource: 'users', labelFields: ['name', 'email'], perPage: 100, emptyLabel: 'Aucun compte' },
      readOnly: true,
      filterable: true,
    },
    { name: 'action', label: 'Action', type: 'select', options: ACTIVITY_ACTIONS, readOnly: true, list: true, sortable: true, filterable: true },
    {
      name: 'collection',
      label: 'Collection',
      type: 'select',
      options: COLLECTION_LABELS,
      filterOptions: ACTIVITY_COLLECTIONS,
      readOnly: true,
      list: true,
      sortable: true,
      filterable: true,
      searchable: true,
    },
    {
      name: 'resource_id',
      label: 'Ressource',
      type: 'text',
      recordOf: { collectionField: 'collection' },
      readOnly: true,
      list: true,
      searchable: true,
    },
    { name: 'method', label: 'Méthode', type: 'text', readOnly: true, list: true },
    { name: 'status_code', label: 'Statut', type: 'number', readOnly: true, list: true, sortable: true },
    { name: 'ip_address', label: 'Adresse IP', type: 'text', readOnly: true, list: true, searchable: true },
    { name: 'actor_kind', label: 'Auteur', type: 'select', options: ACTOR_KINDS, readOnly: true, filterable: true },
    { name: 'actor_email', label: 'E-mail de l’auteur', type: 'email', readOnly: true, searchable: true },
    { name: 'details', label: 'Détails', type: 'json', fields: DETAILS, readOnly: true },
    // Its options are filled by the registry with every declared action's label (registry.ts).
    { name: 'action_type', label: "Type d'action", type: 'select', options: ACTIVITY_TYPES, readOnly: true, searchable: true },
    { name: 'resource_type', label: 'Type de ressource', type: 'text', readOnly: true },
  ],
});
