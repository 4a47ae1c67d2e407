import type { FieldDef } from '../fields';
import type { RecordOf } from '../record-of';
import { defineResource } from '../resource';
import { MAIL_STATUSES } from './mail_outbox';
import { TICKET_ATTACHMENTS_FIELD, TICKET_REFERENCE_FIELD, AUTHOR_FIELDS } from '../support-fields';
import { SUPPORT_MESSAGES, SUPPORT_READ, SUPPORT_TEAM, supportOrOwn } from '../support';

export const TICKET_AUTHOR_KINDS = [
  { value: 'customer', label: 'Client' },
  { value: 'staff', label: 'Support' },
] as const;

/** The fields of a ticket message, a constant list so that its record type follows them. */
const TICKET_MESSAGE_FIELDS = [
  TICKET_REFERENCE_FIELD,
  { name: 'customer_id', label: 'Client', type: 'reference', reference: { resource: 'users', labelFields: ['name', 'email'], perPage: 100 }, readOnly: true },
  ...AUTHOR_FIELDS,
  { name: 'author_kind', label: 'De', type: 'select', options: TICKET_AUTHOR_KINDS, readOnly: true, list: true, filterable: true },
  { name: 'content', label: 'Message', type: 'textarea', required: true, maxLength: 10000, rows: 6, list: true, searchable: true },
  TICKET_ATTACHMENTS_FIELD,
  // What became of the team's answer e-mailed to the customer: sent, or waiting in the outbox.
  { name: 'mail_status', label: 'E-mail au client', type: 'select', options: MAIL_STATUSES, readOnly: true },
  // Set by « Masquer » only: who hid the message, when and why.
  { name: 'hidden_at', label: 'Masqué le', type: 'datetime-local', readOnly: true },
  { name: 'hidden_by', label: 'Masqué par', type: 'reference', reference: { resource: 'users', labelFields: ['name', 'email'], perPage: 100 }, readOnly: true },
  { name: 'hidden_by_name', label: 'Masqué par', type: 'text', readOnly: true },
  { name: 'hidden_reason', label: 'Motif du masquage', type: 'text', readOnly: true, maxLength: 300 },
  { name: 'created_at', label: 'Envoyé le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
] as const satisfies readonly FieldDef[];

/** A ticket message as stored, typed from its fields (record-of.ts). */
export type SupportTicketMessage = RecordOf<typeof TICKET_MESSAGE_FIELDS>;

/**
 * The thread of a ticket as its customer sees it: their messages and the team's answers, with
 * attachments (a staff answer is also e-mailed to them). The customer reaches the messages of
 * their own tickets by `customer_id`, copied from the ticket by the server. The team's internal
 * notes are not here but in support_ticket_notes, which no customer reaches. A message is the
 * customer's word or an answer already e-mailed: the team never edits nor deletes one, it may
 * only hide it from the thread (« Masquer », with a reason), which keeps the message, who hid
 * it and when, and writes the change to the audit log like any other.
 */
export const supportTicketMessages = defineResource({
  name: 'support_ticket_messages',
  label: 'Messages des tickets',
  singular: 'Message',
  description: 'Échanges entre les clients et le support',
  icon: 'Forum',
  noun: 'un message de ticket',
  route: 'support/ticket-messages',
  breadcrumb: [{ label: 'Support' }, { label: 'Tickets', path: '/webmaster/support/tickets' }, { label: 'Messages' }],
  list: { perPage: 50, sort: { field: 'created_at', order: 'ASC' } },
  operations: { edit: false },
  refuse: [{ on: 'delete', when: () => true, message: SUPPORT_MESSAGES.messageKept, hidden: true }],
  actions: [
    {
      name: 'hide',
      label: 'Masquer',
      icon: 'VisibilityOff',
      scope: 'row',
      when: (message) => !message.hidden_at,
      refusal: SUPPORT_MESSAGES.alreadyHidden,
      effect: { kind: 'endpoint' },
      ask: {
        title: 'Masquer le message',
        fields: [{ name: 'hidden_reason', label: 'Motif', type: 'text', required: true, maxLength: 300 }],
        submitLabel: 'Masquer',
      },
      success: SUPPORT_MESSAGES.hidden,
      tone: 'warning',
    },
  ],
  access: {
    default: SUPPORT_TEAM,
    list: supportOrOwn(SUPPORT_READ, 'customer_id'),
    read: supportOrOwn(SUPPORT_READ, 'customer_id'),
    create: supportOrOwn(SUPPORT_TEAM, 'customer_id'),
    // Who hid a message and why is the team's business, not the customer's.
    fields: { hidden_by: { read: SUPPORT_READ }, hidden_by_name: { read: SUPPORT_READ }, hidden_reason: { read: SUPPORT_READ } },
  },
  indexes: [{ fields: { ticket_id: 1, created_at: 1, _id: 1 } }, { fields: { customer_id: 1, created_at: 1, _id: 1 } }],
  hooks: ['support/ticket-thread.service'],
  fields: TICKET_MESSAGE_FIELDS,
});
