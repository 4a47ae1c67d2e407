/**
 * A ticket's thread as its page shows it: the customer's request first (the ticket's own
 * description and attachments), then the messages and the team's internal notes, together in
 * the order they were written; each entry says which it is.
 */
import { storedFilesOf, type StoredFile, type Values } from '@hexagone/schemas';

export type ThreadKind = 'request' | 'customer' | 'staff' | 'note';

export interface ThreadEntry {
  /** Unique in the thread: a note and a message never share an id, but the kinds keep them apart anyway. */
  key: string;
  id: string;
  kind: ThreadKind;
  author: string;
  content: string;
  attachments: StoredFile[];
  at: string;
  /** A message the team hid: who, when and why. */
  hidden?: { by: string; at: string; reason: string };
}

const idOf = (record: Values) => String(record.id ?? record._id ?? '');
const when = (record: Values) => String(record.created_at ?? '');

function messageEntry(message: Values): ThreadEntry {
  const kind: ThreadKind = message.author_kind === 'customer' ? 'customer' : 'staff';
  return {
    key: `message-${idOf(message)}`,
    id: idOf(message),
    kind,
    author: String(message.author_name ?? ''),
    content: String(message.content ?? ''),
    attachments: storedFilesOf(message.attachments),
    at: when(message),
    ...(message.hidden_at
      ? { hidden: { by: String(message.hidden_by_name ?? ''), at: String(message.hidden_at), reason: String(message.hidden_reason ?? '') } }
      : {}),
  };
}

const noteEntry = (note: Values): ThreadEntry => ({
  key: `note-${idOf(note)}`,
  id: idOf(note),
  kind: 'note',
  author: String(note.author_name ?? ''),
  content: String(note.content ?? ''),
  attachments: storedFilesOf(note.attachments),
  at: when(note),
});

/** The request, then messages and notes by time (the server's order kept for equal times). */
export function ticketThread(ticket: Values, customerName: string, messages: readonly Values[], notes: readonly Values[]): ThreadEntry[] {
  const request: ThreadEntry = {
    key: `request-${idOf(ticket)}`,
    id: idOf(ticket),
    kind: 'request',
    author: customerName,
    content: String(ticket.description ?? ''),
    attachments: storedFilesOf(ticket.attachments),
    at: when(ticket),
  };
  const rest = [...messages.map(messageEntry), ...notes.map(noteEntry)].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return [request, ...rest];
}

/** Who the ticket's customer is: their account's name and e-mail, or the visitor's. */
export function customerOf(ticket: Values, account?: Values): { name: string; email: string } {
  if (account) return { name: String(account.name ?? account.email ?? ''), email: String(account.email ?? '') };
  return { name: String(ticket.visitor_name ?? ''), email: String(ticket.visitor_email ?? '') };
}
