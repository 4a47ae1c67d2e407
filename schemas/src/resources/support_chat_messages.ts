import { defineResource } from '../resource';
import { SUPPORT_READ, SUPPORT_TEAM } from '../support';
import { CHAT_BREADCRUMB } from '../support-chat';

export const CHAT_SENDERS = [
  { value: 'visitor', label: 'Visiteur' },
  { value: 'agent', label: 'Agent' },
  { value: 'system', label: 'Système' },
] as const;

/** The messages of the live chat, in the order they were written; their session counts them. */
export const supportChatMessages = defineResource({
  name: 'support_chat_messages',
  label: 'Messages du chat',
  singular: 'Message de chat',
  description: 'Messages échangés dans le chat en direct',
  icon: 'Chat',
  noun: 'un message de chat',
  route: 'support/chat/messages',
  breadcrumb: CHAT_BREADCRUMB,
  list: { perPage: 50, sort: { field: 'created_at', order: 'ASC' } },
  operations: { edit: false, delete: false },
  access: { default: SUPPORT_TEAM, list: SUPPORT_READ, read: SUPPORT_READ },
  indexes: [{ fields: { session_id: 1, created_at: 1, _id: 1 } }],
  hooks: ['support/chat.service'],
  fields: [
    {
      name: 'session_id',
      label: 'Session',
      type: 'reference',
      required: true,
      reference: { resource: 'support_chat_sessions', labelFields: ['visitor_name'], perPage: 100, onDelete: 'cascade' },
      list: true,
      filterable: true,
    },
    { name: 'sender', label: 'De', type: 'select', options: CHAT_SENDERS, readOnly: true, list: true },
    { name: 'author_name', label: 'Auteur', type: 'text', readOnly: true, list: true },
    { name: 'content', label: 'Message', type: 'textarea', required: true, maxLength: 4000, rows: 3, list: true },
    { name: 'created_at', label: 'Envoyé le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  ],
});
