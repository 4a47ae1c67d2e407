import type { FieldDef } from '../fields';
import type { RecordOf } from '../record-of';
import { defineResource } from '../resource';
import type { StateMachineDef } from '../state-machine';
import { SUPPORT_READ, SUPPORT_STAFF_REFERENCE, SUPPORT_TEAM } from '../support';
import { CHAT_BREADCRUMB, CHAT_MESSAGES, CHAT_REFRESH_SECONDS, CHAT_TRANSFER_COMPONENT, chatSessionPath, chatTab } from '../support-chat';

export const CHAT_SESSION_STATUSES = [
  { value: 'waiting', label: 'En attente' },
  { value: 'active', label: 'Active' },
  { value: 'ended', label: 'Terminée' },
] as const;

/** Spec 3 §4: a chat waits for an agent, is active once taken, and ends (for good). */
export const CHAT_SESSION_STATES: StateMachineDef = {
  field: 'status',
  states: CHAT_SESSION_STATUSES,
  initial: ['waiting'],
  transitions: [
    { from: ['waiting'], to: 'active' },
    { from: ['waiting', 'active'], to: 'ended', action: 'end' },
  ],
};

/** The fields of a chat session, a constant list so that its record type follows them. */
const CHAT_SESSION_FIELDS = [
  { name: 'user', label: 'Client', type: 'reference', reference: { resource: 'users', labelFields: ['name', 'email'], perPage: 100 }, filterable: true },
  { name: 'visitor_name', label: 'Visiteur', type: 'text', maxLength: 100, list: true, searchable: true },
  { name: 'agent', label: 'Agent', type: 'reference', reference: { ...SUPPORT_STAFF_REFERENCE, emptyLabel: 'Aucun' }, list: true, filterable: true },
  { name: 'status', label: 'Statut', type: 'select', default: 'waiting', options: CHAT_SESSION_STATUSES, list: true, sortable: true, filterable: true },
  { name: 'started_at', label: 'Commencée le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  { name: 'ended_at', label: 'Terminée le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  { name: 'message_count', label: 'Messages', type: 'number', default: 0, readOnly: true, format: 'integer', list: true, sortable: true },
  { name: 'left_message_at', label: 'Message laissé le', type: 'datetime-local', readOnly: true, sortable: true },
  { name: 'ticket_id', label: 'Ticket', type: 'reference', reference: { resource: 'support_tickets', labelFields: ['number', 'subject'] }, readOnly: true },
  { name: 'satisfaction', label: 'Satisfaction', type: 'number', min: 1, max: 5, step: 1, readOnly: true, sortable: true },
] as const satisfies readonly FieldDef[];

/** A chat session as stored, typed from its fields (record-of.ts). */
export type ChatSession = RecordOf<typeof CHAT_SESSION_FIELDS>;

/**
 * Live chat sessions (spec 3 §2-§5): read-only in the back-office, newest first, reloaded every
 * 30 s; an agent joins an active one on its own page, transfers it or ends it.
 */
export const supportChatSessions = defineResource({
  name: 'support_chat_sessions',
  label: 'Sessions',
  singular: 'Session de chat',
  description: 'Conversations du chat en direct',
  icon: 'Chat',
  noun: 'une session de chat',
  route: 'support/chat/sessions',
  breadcrumb: CHAT_BREADCRUMB,
  tab: chatTab('Sessions'),
  list: { perPage: 25, sort: { field: 'started_at', order: 'DESC' }, refresh: CHAT_REFRESH_SECONDS, searchPlaceholder: 'Rechercher une session...' },
  operations: { create: false, edit: false, delete: false },
  states: CHAT_SESSION_STATES,
  access: { default: SUPPORT_TEAM, list: SUPPORT_READ, read: SUPPORT_READ },
  indexes: [{ fields: { status: 1, started_at: -1, _id: -1 } }, { fields: { agent: 1, started_at: -1, _id: -1 } }],
  actions: [
    {
      name: 'join',
      label: 'Rejoindre',
      icon: 'Chat',
      scope: 'row',
      when: (session) => session.status === 'active',
      effect: { kind: 'link', href: (session) => chatSessionPath(String(session.id ?? session._id ?? '')), newTab: true },
    },
    {
      name: 'transfer',
      label: 'Transférer',
      icon: 'SwapVert',
      scope: 'row',
      when: (session) => session.status === 'active',
      // Its own dialog: only the other agents online with room are offered (the API checks it again).
      effect: { kind: 'custom', component: CHAT_TRANSFER_COMPONENT, server: true },
      success: CHAT_MESSAGES.transferred,
    },
    {
      name: 'end',
      label: 'Terminer',
      icon: 'Stop',
      scope: 'row',
      effect: { kind: 'update', set: { status: 'ended' } },
      success: CHAT_MESSAGES.ended,
      tone: 'error',
    },
  ],
  counters: [{ field: 'message_count', of: 'support_chat_messages', foreignField: 'session_id' }],
  hooks: ['support/chat.service', 'support/chat-waiting.service'],
  fields: CHAT_SESSION_FIELDS,
});
