/**
 * The signed-in customer's tickets (their own only: the API filters them by owner), the
 * thread of the one they open, and their answer with attachments (private files, uploaded
 * first, then named in the message). The team's internal notes never reach this page.
 */
import { useCallback, useEffect, useState } from 'react';
import { readSession, type Session } from '@hexagone/schemas';
import { API_BASE, errorMessage } from '../../lib/api';
import { ticketThread, userTickets as t } from '../../data/support-tickets';
import TicketThread, { statusLabel, type Attachment, type ThreadMessage, type ThreadTicket } from './TicketThread';

async function call<T>(session: Session, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, {
    ...init,
    headers: { Accept: 'application/json', Authorization: `Bearer ${session.token}`, ...init.headers },
  });
  if (!response.ok) throw new Error(await errorMessage(response, t.failed));
  return (await response.json()) as T;
}

/** A private file opens with the session: fetched, then handed to the browser as a download. */
async function download(session: Session, file: Attachment) {
  const response = await fetch(`${API_BASE}/files/${encodeURIComponent(file.id)}`, { headers: { Authorization: `Bearer ${session.token}` } });
  if (!response.ok) return;
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: file.name });
  link.click();
  URL.revokeObjectURL(url);
}

export default function UserTickets() {
  const [session, setSession] = useState<Session | null>(null);
  const [tickets, setTickets] = useState<ThreadTicket[]>();
  const [open, setOpen] = useState<ThreadTicket>();
  const [messages, setMessages] = useState<ThreadMessage[]>([]);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    const current = readSession();
    setSession(current);
    if (!current) return;
    call<{ data: ThreadTicket[] }>(current, '/support_tickets?limit=100&sort=created_at&order=desc')
      .then((answer) => setTickets(answer.data))
      .catch((error: Error) => setProblem(error.message));
  }, []);

  const loadThread = useCallback(
    async (ticket: ThreadTicket) => {
      if (!session) return;
      setOpen(ticket);
      const answer = await call<{ data: ThreadMessage[] }>(
        session,
        `/support_ticket_messages?ticket_id=${encodeURIComponent(ticket.id)}&limit=100&sort=created_at&order=asc`,
      );
      setMessages(answer.data);
    },
    [session],
  );

  if (!session) return <p className="muted">{t.loading}</p>;
  if (!tickets) return <p className={problem ? 'contact-field-error' : 'muted'}>{problem ?? t.loading}</p>;
  return (
    <div className="user-tickets">
      {tickets.length === 0 ? (
        <p>
          {t.empty} <a href={t.newTicket.href}>{t.newTicket.label}</a>
        </p>
      ) : (
        <ul className="ticket-list" aria-label={t.listLabel}>
          {tickets.map((ticket) => (
            <li key={ticket.id}>
              <button type="button" className="btn btn-secondary" aria-pressed={open?.id === ticket.id} onClick={() => void loadThread(ticket)}>
                {ticket.number} — {ticket.subject} ({statusLabel(ticket.status)})
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <TicketThread
          key={open.id}
          ticket={open}
          messages={messages}
          fileItem={(file) => (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => void download(session, file)} aria-label={ticketThread.download(file.name)}>
              {file.name}
            </button>
          )}
          upload={(file) => {
            const form = new FormData();
            form.append('file', file, file.name);
            return call<Attachment>(session, '/files?collection=support_ticket_messages&field=attachments', { method: 'POST', body: form });
          }}
          send={async (content, attachments) => {
            await call(session, '/support_ticket_messages', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ ticket_id: open.id, content, attachments }),
            });
            await loadThread(open);
          }}
        />
      )}
    </div>
  );
}
