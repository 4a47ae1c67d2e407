import { defineResource } from '../resource';
import { TICKET_ATTACHMENTS_FIELD, TICKET_REFERENCE_FIELD, AUTHOR_FIELDS } from '../support-fields';
import { SUPPORT_READ, SUPPORT_TEAM } from '../support';

/**
 * The team's internal notes on a ticket: a collection of their own, readable by the support
 * team only, so that no customer answer, export, stream or e-mail can ever carry one.
 */
export const supportTicketNotes = defineResource({
  name: 'support_ticket_notes',
  label: 'Notes internes des tickets',
  singular: 'Note interne',
  description: 'Notes du support sur les tickets, invisibles des clients',
  icon: 'Comment',
  noun: 'une note interne de ticket',
  route: 'support/ticket-notes',
  breadcrumb: [{ label: 'Support' }, { label: 'Tickets', path: '/webmaster/support/tickets' }, { label: 'Notes internes' }],
  list: { perPage: 50, sort: { field: 'created_at', order: 'ASC' } },
  operations: { edit: false },
  access: { default: SUPPORT_TEAM, list: SUPPORT_READ, read: SUPPORT_READ },
  indexes: [{ fields: { ticket_id: 1, created_at: 1, _id: 1 } }],
  hooks: ['support/ticket-thread.service'],
  fields: [
    TICKET_REFERENCE_FIELD,
    ...AUTHOR_FIELDS,
    { name: 'content', label: 'Note', type: 'textarea', required: true, maxLength: 10000, rows: 6, list: true, searchable: true },
    TICKET_ATTACHMENTS_FIELD,
    { name: 'created_at', label: 'Écrite le', type: 'datetime-local', readOnly: true, list: true, sortable: true },
  ],
});
