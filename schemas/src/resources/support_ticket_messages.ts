import { defineResource } from '../resource';
import { TICKET_ATTACHMENTS_FIELD, TICKET_REFERENCE_FIELD, AUTHOR_FIELDS } from '../support-fields';
import { SUPPORT_READ, SUPPORT_TEAM, supportOrOwn } from '../support';

export const TICKET_AUTHOR_KINDS = [
  { value: 'customer', label: 'Client' },
  { value: 'staff', label: 'Support' },
] as const;

/**
 * The thread of a ticket as its customer sees it: their messages and the team's answers, with
 * attachments (a staff answer is also e-mailed to them). The customer reaches the messages of
 * their own tickets by `customer_id`, copied from the ticket by the server. The team's internal
 * notes are not here but in support_ticket_notes, which no customer reaches.
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
  access: {
    default: SUPPORT_TEAM,
    list: supportOrOwn(SUPPORT_READ, 'customer_id'),
    read: supportOrOwn(SUPPORT_READ, 'customer_id'),
    create: supportOrOwn(SUPPORT_TEAM, 'customer_id'),
  },
  indexes: [{ fields: { ticket_id: 1, created_at: 1, _id: 1 } }, { fields: { customer_id: 1, created_at: 1, _id: 1 } }],
  fields: [
    TICKET_REFERENCE_FIELD,
    { name: 'customer_id', label: 'Client', type: 'reference', reference: { resource: 'users', labelFields: ['name', 'email'], perPage: 100 }, readOnly: true },
    ...AUTHOR_FIELDS,
    { name: 'author_kind', label: 'De', type: 'select', options: TICKET_AUTHOR_KINDS, readOnly: true, list: true, filterable: true },
    { name: 'content', label: 'Message', type: 'textarea', required: true, maxLength: 10000, rows: 6, list: true, searchable: true },
    TICKET_ATTACHMENTS_FIELD,
    { name: 'created_at', label: 'Envoyé le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  ],
});
