import type { FieldDef } from '../fields';
import type { RecordOf } from '../record-of';
import { defineResource } from '../resource';
import { SUPPORT_READ, SUPPORT_STAFF_REFERENCE, SUPPORT_TEAM } from '../support';
import { CHAT_BREADCRUMB, CHAT_MAX_CONCURRENT, chatTab } from '../support-chat';

export const AGENT_STATUSES = [
  { value: 'online', label: 'En ligne' },
  { value: 'busy', label: 'Occupé' },
  { value: 'away', label: 'Absent' },
  { value: 'offline', label: 'Hors ligne' },
] as const;

export const AGENT_SPECIALTIES = [
  { value: 'technical', label: 'Technique' },
  { value: 'billing', label: 'Facturation' },
  { value: 'sales', label: 'Commercial' },
  { value: 'general', label: 'Général' },
] as const;

/** The fields of a chat agent, a constant list so that its record type follows them. */
const CHAT_AGENT_FIELDS = [
  {
    name: 'user_id',
    label: 'Membre du support',
    type: 'reference',
    required: true,
    unique: true,
    reference: SUPPORT_STAFF_REFERENCE,
    lockedOnEdit: true,
    list: true,
  },
  {
    name: 'status',
    label: 'Statut',
    type: 'select',
    required: true,
    default: 'offline',
    options: AGENT_STATUSES,
    readOnly: true,
    helperText: 'Choisi par l’agent dans l’en-tête du back-office ; hors ligne dès qu’il n’y est plus connecté',
    list: true,
    sortable: true,
    filterable: true,
  },
  {
    name: 'max_concurrent_chats',
    label: 'Conversations simultanées (max.)',
    type: 'number',
    required: true,
    default: CHAT_MAX_CONCURRENT.default,
    min: CHAT_MAX_CONCURRENT.min,
    max: CHAT_MAX_CONCURRENT.max,
    step: 1,
    list: true,
  },
  { name: 'auto_accept', label: 'Acceptation automatique', type: 'switch', default: true, list: true },
  { name: 'specialties', label: 'Spécialités', type: 'multiselect', default: [], options: AGENT_SPECIALTIES },
  { name: 'active_chats', label: 'Conversations actives', type: 'number', default: 0, readOnly: true, format: 'integer', list: true, sortable: true },
  { name: 'today_chat_count', label: "Conversations aujourd'hui", type: 'number', default: 0, readOnly: true, format: 'integer', list: true, sortable: true },
  { name: 'avg_chat_duration', label: 'Durée moyenne (min)', type: 'number', default: 0, readOnly: true, decimals: 1, sortable: true },
  { name: 'avg_satisfaction', label: 'Satisfaction moyenne', type: 'number', default: 0, readOnly: true, decimals: 1, list: true, sortable: true },
  { name: 'presence_at', label: 'Dernier signal de présence', type: 'datetime-local', readOnly: true, sortable: true },
  { name: 'last_activity', label: 'Dernière activité', type: 'datetime-local', readOnly: true, list: true, sortable: true },
] as const satisfies readonly FieldDef[];

/** A chat agent as stored, typed from its fields (record-of.ts). */
export type ChatAgent = RecordOf<typeof CHAT_AGENT_FIELDS>;

/**
 * The chat agents (spec 3 §2-§5, §9): support staff, their presence, their limit and their
 * figures kept by the API. The presence is the agent's own (issue 36): set by their back-office
 * header (En ligne / Absent, away after inactivity) and its heartbeat, offline once the heartbeat
 * stops (signed out, tab closed); nobody sets it by editing the record.
 */
export const supportChatAgents = defineResource({
  name: 'support_chat_agents',
  label: 'Agents',
  singular: 'Agent',
  description: 'Agents du chat en direct',
  icon: 'SupportAgent',
  noun: 'un agent du chat',
  route: 'support/chat/agents',
  breadcrumb: CHAT_BREADCRUMB,
  tab: chatTab('Agents'),
  list: { perPage: 25, sort: { field: 'status', order: 'ASC' }, createLabel: 'Ajouter un agent', searchPlaceholder: 'Rechercher un agent...' },
  access: { default: SUPPORT_TEAM, list: SUPPORT_READ, read: SUPPORT_READ },
  counters: [{ field: 'active_chats', of: 'support_chat_sessions', foreignField: 'agent', localField: 'user_id', where: { status: 'active' } }],
  hooks: ['support/chat.service'],
  fields: CHAT_AGENT_FIELDS,
});
