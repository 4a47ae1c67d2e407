import { PRIVATE_FILE_MAX_BYTES } from '../private-files';
import { orOwn, withPermission, type FieldAccess } from '../access';
import { defineResource } from '../resource';

export const TICKET_CATEGORIES = [
  { value: 'technical', label: 'Technique' },
  { value: 'billing', label: 'Facturation' },
  { value: 'general', label: 'Général' },
  { value: 'feature_request', label: 'Demande de fonctionnalité' },
  { value: 'bug_report', label: 'Signalement de bug' },
] as const;

export const TICKET_PRIORITIES = [
  { value: 'low', label: 'Basse' },
  { value: 'medium', label: 'Moyenne' },
  { value: 'high', label: 'Haute' },
  { value: 'urgent', label: 'Urgente' },
] as const;

export const TICKET_STATUSES = [
  { value: 'open', label: 'Ouvert' },
  { value: 'pending', label: 'En attente' },
  { value: 'resolved', label: 'Résolu' },
  { value: 'closed', label: 'Fermé' },
] as const;

/** Support staff are users with role support or admin (spec 3 §6). */
const STAFF = { resource: 'users', labelFields: ['name', 'email'], perPage: 100 } as const;

/** The support team manages every ticket (spec 3 §6). */
const SUPPORT_TEAM = withPermission('support.manage');

/** Customers (role user) reach their own tickets, by the ticket's `user_id` (the `/user` area). */
const TEAM_OR_OWN = orOwn(SUPPORT_TEAM, { roles: ['user'], owner: 'user_id' });

/** What only the team sets on a ticket; a customer's value is ignored (the default, or unchanged). */
const TEAM_WRITES: FieldAccess = { write: SUPPORT_TEAM };

/**
 * Support tickets (spec 3 §3-§5), newest first. Replies, assignment and resolution come with
 * their screen; the number will come from a gapless sequence, until then it is plain text.
 */
export const supportTickets = defineResource({
  name: 'support_tickets',
  label: 'Tickets',
  singular: 'Ticket',
  description: 'Demandes de support des clients',
  icon: 'ConfirmationNumber',
  noun: 'un ticket de support',
  menu: { group: 'support', label: 'Tickets', order: 10 },
  route: 'support/tickets',
  breadcrumb: [{ label: 'Support' }, { label: 'Tickets' }],
  list: { perPage: 25, sort: { field: 'created_at', order: 'DESC' }, searchPlaceholder: 'Rechercher un ticket...' },
  access: {
    default: SUPPORT_TEAM,
    list: TEAM_OR_OWN,
    read: TEAM_OR_OWN,
    create: TEAM_OR_OWN,
    update: TEAM_OR_OWN,
    actions: { close: TEAM_OR_OWN },
    fields: { number: TEAM_WRITES, priority: TEAM_WRITES, status: TEAM_WRITES, assigned_to: TEAM_WRITES, tags: TEAM_WRITES },
  },
  actions: [
    { name: 'close', label: 'Fermer', icon: 'Lock', scope: 'bulk', when: (ticket) => ticket.status !== 'closed', effect: { kind: 'update', set: { status: 'closed' } } },
  ],
  // A filter of the list combined with its order: the page is read from one index (issue 25).
  indexes: [
    { fields: { user_id: 1, created_at: -1, _id: -1 } },
    { fields: { category: 1, created_at: -1, _id: -1 } },
    { fields: { priority: 1, created_at: -1, _id: -1 } },
    { fields: { status: 1, created_at: -1, _id: -1 } },
    { fields: { assigned_to: 1, created_at: -1, _id: -1 } },
  ],
  fields: [
    { name: 'number', label: 'Numéro', type: 'text', maxLength: 40, unique: true, lockedOnEdit: true, list: true, sortable: true, searchable: true },
    { name: 'subject', label: 'Sujet', type: 'text', required: true, maxLength: 200, list: true, sortable: true, searchable: true },
    { name: 'user_id', label: 'Client', type: 'reference', required: true, reference: { resource: 'users', labelFields: ['name', 'email'], perPage: 100 }, list: true, filterable: true },
    { name: 'category', label: 'Catégorie', type: 'select', required: true, options: TICKET_CATEGORIES, list: true, sortable: true, filterable: true },
    { name: 'description', label: 'Description', type: 'textarea', required: true, maxLength: 10000, rows: 6, searchable: true },
    { name: 'priority', label: 'Priorité', type: 'select', required: true, default: 'medium', options: TICKET_PRIORITIES, list: true, sortable: true, filterable: true },
    { name: 'status', label: 'Statut', type: 'select', required: true, default: 'open', options: TICKET_STATUSES, list: true, sortable: true, filterable: true },
    { name: 'assigned_to', label: 'Assigné à', type: 'reference', reference: { ...STAFF, emptyLabel: 'Non assigné' }, list: true, filterable: true },
    { name: 'tags', label: 'Étiquettes', type: 'tags', default: [] },
    {
      name: 'attachments',
      label: 'Pièces jointes',
      type: 'file',
      multiple: true,
      maxItems: 10,
      fileKinds: ['image', 'pdf', 'doc', 'docx', 'text'],
      maxSize: PRIVATE_FILE_MAX_BYTES,
      default: [],
      helperText: 'Images, PDF, DOC, DOCX ou TXT, 10 MB au plus chacun',
    },
    { name: 'first_response_at', label: 'Première réponse', type: 'datetime-local', readOnly: true, sortable: true },
    { name: 'reply_count', label: 'Réponses', type: 'number', readOnly: true, default: 0, format: 'integer', list: true, sortable: true },
    { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
    { name: 'updated_at', label: 'Mis à jour le', type: 'datetime-local', readOnly: true, sortable: true },
  ],
});
