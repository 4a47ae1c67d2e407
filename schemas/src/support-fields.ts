/** Fields the support's collections share: a ticket's attachments, the ticket a message belongs to, who wrote it. */
import type { FieldDef } from './fields';
import { PRIVATE_FILE_MAX_BYTES } from './private-files';

/** Spec 3 §5: images, pdf, doc, docx, txt, kept as private files (readable as their record is). */
export const TICKET_ATTACHMENTS_FIELD: FieldDef & { name: 'attachments'; type: 'file'; multiple: true } = {
  name: 'attachments',
  label: 'Pièces jointes',
  type: 'file',
  multiple: true,
  maxItems: 10,
  fileKinds: ['image', 'pdf', 'doc', 'docx', 'text'],
  maxSize: PRIVATE_FILE_MAX_BYTES,
  default: [],
  helperText: 'Images, PDF, DOC, DOCX ou TXT, 10 Mo au plus chacun',
};

/** The ticket a message or a note belongs to: they go with it. */
export const TICKET_REFERENCE_FIELD: FieldDef & { name: 'ticket_id'; type: 'reference' } = {
  name: 'ticket_id',
  label: 'Ticket',
  type: 'reference',
  required: true,
  reference: { resource: 'support_tickets', labelFields: ['number', 'subject'], perPage: 100, onDelete: 'cascade' },
  lockedOnEdit: true,
  list: true,
  filterable: true,
};

/** Who wrote it: set by the server from the session. */
export const AUTHOR_FIELDS = [
  { name: 'author_id', label: 'Auteur', type: 'reference', reference: { resource: 'users', labelFields: ['name', 'email'], perPage: 100 }, readOnly: true },
  { name: 'author_name', label: 'Auteur', type: 'text', readOnly: true, list: true },
] as const satisfies readonly FieldDef[];
