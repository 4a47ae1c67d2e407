import { NOBODY, type FieldAccess } from '../access';
import type { FieldDef, Values } from '../fields';
import type { RecordOf } from '../record-of';
import { defineResource } from '../resource';
import { TICKET_ATTACHMENTS_FIELD } from '../support-fields';
import type { StateMachineDef } from '../state-machine';
import { replyOutcome, SUPPORT_MESSAGES, SUPPORT_READ, SUPPORT_STAFF_REFERENCE, SUPPORT_TEAM, supportOrOwn } from '../support';
import { responseTimeBadge, slaBadge } from '../support-sla';

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

/** Customers (role user) reach their own tickets, by the ticket's `user_id` (the `/user` area). */
const TEAM_OR_OWN = supportOrOwn(SUPPORT_TEAM, 'user_id');

/** What only the team sets on a ticket; a customer's value is ignored (the default, or unchanged). */
const TEAM_WRITES: FieldAccess = { write: SUPPORT_TEAM };

/**
 * Spec 3 §4: a ticket waits for its customer (pending) after an answer and comes back open when
 * they write; resolved may be reopened; closed is final for the customer, and the team reopens
 * it with a reason (« Rouvrir », issue 36; the API refuses any other way back).
 */
export const TICKET_STATES: StateMachineDef = {
  field: 'status',
  states: TICKET_STATUSES,
  initial: ['open'],
  transitions: [
    { from: ['open'], to: 'pending' },
    { from: ['pending', 'resolved'], to: 'open' },
    { from: ['resolved', 'closed'], to: 'open', action: 'reopen' },
    { from: ['open', 'pending'], to: 'resolved', action: 'resolve' },
    { from: ['open', 'pending', 'resolved'], to: 'closed', action: 'close' },
  ],
};

/** The back-office's page of a ticket: its thread with the notes, its SLA and the reply box. */
export const ticketPagePath = (ticket: Values): string => `/webmaster/support/tickets/${encodeURIComponent(String(ticket.id ?? ticket._id ?? ''))}/show`;

const ASSIGNEE_FIELD: FieldDef = { name: 'assigned_to', label: 'Assigné à', type: 'reference', required: true, reference: SUPPORT_STAFF_REFERENCE };

/** The reply of the team: to the customer (e-mailed), or an internal note only the team reads. */
export const TICKET_REPLY_FIELDS: readonly FieldDef[] = [
  { name: 'content', label: 'Réponse', type: 'textarea', required: true, maxLength: 10000, rows: 6 },
  { name: 'internal', label: 'Note interne (visible du support uniquement)', type: 'switch', default: false },
];

/** The fields of a ticket, a constant list so that its record type follows them. */
const TICKET_FIELDS = [
  {
    name: 'number',
    label: 'Numéro',
    type: 'sequence',
    sequence: { series: 'T', format: 'T-{year}-{number}', digits: 5, perYear: true },
    list: true,
    sortable: true,
    searchable: true,
  },
  { name: 'subject', label: 'Sujet', type: 'text', required: true, maxLength: 200, list: true, sortable: true, searchable: true },
  // A visitor without an account is the client by name and e-mail instead (the public form).
  {
    name: 'user_id',
    label: 'Client',
    type: 'reference',
    reference: { resource: 'users', labelFields: ['name', 'email'], perPage: 100, emptyFrom: ['visitor_name', 'visitor_email'] },
    requiredUnless: 'visitor_email',
    helperText: 'Vide pour une demande de visiteur (nom et e-mail)',
    list: true,
    filterable: true,
  },
  { name: 'visitor_name', label: 'Nom du visiteur', type: 'text', maxLength: 100, lockedOnEdit: true, searchable: true },
  { name: 'visitor_email', label: 'E-mail du visiteur', type: 'email', maxLength: 254, lockedOnEdit: true, searchable: true },

  { name: 'category', label: 'Catégorie', type: 'select', required: true, options: TICKET_CATEGORIES, sortable: true, filterable: true },
  { name: 'description', label: 'Description', type: 'textarea', required: true, maxLength: 10000, rows: 6, searchable: true },
  {
    name: 'priority',
    label: 'Priorité',
    type: 'select',
    required: true,
    default: 'medium',
    options: TICKET_PRIORITIES,
    list: true,
    sortable: true,
    filterable: true,
  },
  {
    name: 'status',
    label: 'Statut',
    type: 'select',
    required: true,
    default: 'open',
    options: TICKET_STATUSES,
    list: true,
    sortable: true,
    filterable: true,
  },
  {
    name: 'assigned_to',
    label: 'Assigné à',
    type: 'reference',
    reference: { ...SUPPORT_STAFF_REFERENCE, emptyLabel: 'Non assigné' },
    list: true,
    filterable: true,
  },
  { name: 'tags', label: 'Étiquettes', type: 'tags', default: [] },
  TICKET_ATTACHMENTS_FIELD,
  // The closed ticket this one continues, when its customer opened it from there (« Ouvrir un nouveau ticket »).
  {
    name: 'follows_up',
    label: 'Suite du ticket',
    type: 'reference',
    reference: { resource: 'support_tickets', labelFields: ['number', 'subject'], perPage: 100, onDelete: 'setNull' },
    lockedOnEdit: true,
  },
  { name: 'first_response_at', label: 'Première réponse', type: 'datetime-local', readOnly: true, sortable: true },
  { name: 'reply_count', label: 'Réponses', type: 'number', readOnly: true, default: 0, format: 'integer', sortable: true },
  { name: 'resolved_at', label: 'Résolu le', type: 'datetime-local', readOnly: true, sortable: true },
  // Written by « Rouvrir » only: why the team took a closed ticket back.
  { name: 'reopen_reason', label: 'Motif de réouverture', type: 'textarea', readOnly: true, maxLength: 1000 },
  // The SLA clock stops while the ticket waits for its customer (support-sla.ts).
  { name: 'sla_paused_since', label: 'En attente du client depuis', type: 'datetime-local', readOnly: true },
  {
    name: 'sla_pauses',
    label: 'Attentes du client',
    type: 'array',
    readOnly: true,
    default: [],
    fields: [
      { name: 'from', label: 'Du', type: 'datetime-local' },
      { name: 'to', label: 'Au', type: 'datetime-local' },
    ],
  },
  { name: 'sla_first_response_breached_at', label: 'Objectif de réponse dépassé le', type: 'datetime-local', readOnly: true },
  { name: 'sla_resolution_breached_at', label: 'Objectif de résolution dépassé le', type: 'datetime-local', readOnly: true },
  { name: 'created_at', label: 'Créé le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  { name: 'updated_at', label: 'Mis à jour le', type: 'datetime-local', readOnly: true, sortable: true },
] as const satisfies readonly FieldDef[];

/** A ticket as stored, typed from its fields (record-of.ts). */
export type SupportTicket = RecordOf<typeof TICKET_FIELDS>;

/**
 * Support tickets (spec 3 §3-§5), newest first. The number comes from a gapless yearly series;
 * the thread is in support_ticket_messages (and the team's notes in support_ticket_notes);
 * `first_response_at`, `reply_count`, `resolved_at` and the SLA pauses are the server's.
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
  list: {
    perPage: 25,
    sort: { field: 'created_at', order: 'DESC' },
    searchPlaceholder: 'Rechercher un ticket...',
    exportFormats: ['csv', 'pdf'],
    // Like a help desk's view: the columns an agent triages by, compact, SLA and actions on screen at 1 440 px (issue 36).
    dense: true,
    // The ticket's page (« Conversation ») holds the reply box, the priority and closing.
    rowActions: ['thread', 'assign', 'resolve', 'reopen'],
    badges: [
      { name: 'sla', label: 'SLA', value: (ticket) => slaBadge(ticket) },
      { name: 'response_time', label: 'Temps de réponse', value: (ticket) => responseTimeBadge(ticket) },
    ],
  },
  states: TICKET_STATES,
  access: {
    default: SUPPORT_TEAM,
    list: supportOrOwn(SUPPORT_READ, 'user_id'),
    read: supportOrOwn(SUPPORT_READ, 'user_id'),
    create: TEAM_OR_OWN,
    update: TEAM_OR_OWN,
    actions: { close: TEAM_OR_OWN },
    fields: {
      // Only the public form's endpoint writes a visitor's identity.
      visitor_name: { write: NOBODY },
      visitor_email: { write: NOBODY },
      follows_up: { write: NOBODY },
      number: TEAM_WRITES,
      priority: TEAM_WRITES,
      status: TEAM_WRITES,
      assigned_to: TEAM_WRITES,
      tags: TEAM_WRITES,
    },
  },
  actions: [
    { name: 'thread', label: 'Conversation', icon: 'Forum', scope: 'row', effect: { kind: 'link', href: ticketPagePath } },
    {
      name: 'reply',
      label: 'Répondre',
      icon: 'Reply',
      scope: 'row',
      when: (ticket) => ticket.status !== 'closed',
      refusal: SUPPORT_MESSAGES.closed,
      effect: { kind: 'endpoint' },
      ask: { title: 'Répondre au ticket', fields: TICKET_REPLY_FIELDS, submitLabel: 'Envoyer' },
      success: (answer) => (answer.internal === true ? SUPPORT_MESSAGES.noted : replyOutcome(answer.mail_status)),
      tone: 'primary',
    },
    {
      name: 'assign',
      label: 'Assigner',
      icon: 'Person',
      scope: 'row',
      when: (ticket) => !ticket.assigned_to,
      refusal: SUPPORT_MESSAGES.alreadyAssigned,
      effect: { kind: 'endpoint' },
      ask: { title: 'Assigner le ticket', fields: [ASSIGNEE_FIELD], submitLabel: 'Assigner' },
      success: SUPPORT_MESSAGES.assigned,
    },
    {
      name: 'priority',
      label: 'Changer la priorité',
      icon: 'Flag',
      scope: 'row',
      effect: { kind: 'update' },
      ask: {
        title: 'Changer la priorité',
        fields: [{ name: 'priority', label: 'Priorité', type: 'select', required: true, options: TICKET_PRIORITIES }],
        submitLabel: 'Enregistrer',
        defaults: (ticket) => ({ priority: ticket.priority }),
      },
      success: SUPPORT_MESSAGES.priorityChanged,
    },
    {
      name: 'resolve',
      label: 'Marquer comme résolu',
      icon: 'TaskAlt',
      scope: 'row',
      when: (ticket) => ticket.status !== 'resolved' && ticket.status !== 'closed',
      effect: { kind: 'update', set: { status: 'resolved' } },
      success: SUPPORT_MESSAGES.resolved,
      tone: 'success',
    },
    {
      name: 'reopen',
      label: 'Rouvrir',
      icon: 'Undo',
      scope: 'row',
      when: (ticket) => ticket.status === 'resolved' || ticket.status === 'closed',
      effect: { kind: 'endpoint' },
      ask: {
        title: 'Rouvrir le ticket',
        fields: [{ name: 'reason', label: 'Motif', type: 'textarea', required: true, maxLength: 1000, rows: 3, helperText: 'Gardé en note interne sur le ticket' }],
        submitLabel: 'Rouvrir',
      },
      success: SUPPORT_MESSAGES.reopened,
    },
    {
      name: 'bulk-assign',
      label: 'Assigner',
      icon: 'Person',
      scope: 'bulk',
      effect: { kind: 'endpoint' },
      ask: { title: 'Assigner les tickets', fields: [ASSIGNEE_FIELD], submitLabel: 'Assigner' },
      success: SUPPORT_MESSAGES.assigned,
    },
    {
      name: 'bulk-status',
      label: 'Changer le statut',
      icon: 'SwapVert',
      scope: 'bulk',
      effect: { kind: 'update' },
      ask: {
        title: 'Changer le statut',
        fields: [{ name: 'status', label: 'Statut', type: 'select', required: true, options: TICKET_STATUSES }],
        submitLabel: 'Enregistrer',
      },
      success: SUPPORT_MESSAGES.statusChanged,
    },
    {
      name: 'close',
      label: 'Fermer',
      icon: 'Lock',
      scope: 'bulk',
      when: (ticket) => ticket.status !== 'closed',
      effect: { kind: 'update', set: { status: 'closed' } },
      confirm: SUPPORT_MESSAGES.closeConfirm,
      confirmLabels: { title: 'Fermer les tickets', confirm: 'Fermer', cancel: 'Annuler' },
      success: (answer) => SUPPORT_MESSAGES.closedDone(Array.isArray(answer.data) ? answer.data.length : 1),
    },
  ],
  counters: [{ field: 'reply_count', of: 'support_ticket_messages', foreignField: 'ticket_id' }],
  // A filter of the list combined with its order: the page is read from one index (issue 25).
  indexes: [
    { fields: { user_id: 1, created_at: -1, _id: -1 } },
    { fields: { category: 1, created_at: -1, _id: -1 } },
    { fields: { priority: 1, created_at: -1, _id: -1 } },
    { fields: { status: 1, created_at: -1, _id: -1 } },
    { fields: { assigned_to: 1, created_at: -1, _id: -1 } },
  ],
  hooks: ['support/tickets.service'],
  fields: TICKET_FIELDS,
});
