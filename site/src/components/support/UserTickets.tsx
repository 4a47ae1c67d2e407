/**
 * The signed-in customer's tickets (their own only: the API filters them by owner), the
 * thread of the one they open, and their answer with attachments (private files, uploaded
 * first, then named in the message); « Nouveau ticket » opens the support's form, and the new
 * ticket joins the list. The team's internal notes never reach this page.
 */
import { useCallback, useEffect, useState } from 'react';
import { readSession, type Session } from '@hexagone/schemas';
import { accountCall, accountDownload } from '../../lib/account-api';
import { ticketThread, userTickets as t } from '../../data/support-tickets';
import TicketForm from './TicketForm';
import TicketThread, { statusLabel, type Attachment, type ThreadMessage, type ThreadTicket } from './TicketThread';

const call = <T,>(session: Session, path: string, init: RequestInit = {}): Promise<T> => accountCall<T>(session, path, t.failed, init);

/** A private file opens with the session: fetched, then handed to the browser as a download. */
const download = (session: Session, file: Attachment) => accountDownload(session, `/files/${encodeURIComponent(file.id)}`, file.name, t.failed).catch(() => undefined);

export default function UserTickets() {
  const [session, setSession] = useState<Session | null>(null);
  const [tickets, setTickets] = useState<ThreadTicket[]>();
  const [open, setOpen] = useState<ThreadTicket>();
  const [messages, setMessages] = useState<ThreadMessage[]>([]);
  const [problem, setProblem] = useState<string>();
  const [writing, setWriting] = useState(false);
  const [created, setCreated] = useState<string>();

  const loadTickets = useCallback(
    (current: Session) =>
      call<{ data: ThreadTicket[] }>(current, '/support_tickets?limit=100&sort=created_at&order=desc')
        .then((answer) => setTickets(answer.data))
        .catch((error: Error) => setProblem(error.message)),
    [],
  );

  useEffect(() => {
    const current = readSession();
    setSession(current);
    if (current) void loadTickets(current);
  }, [loadTickets]);

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
      {writing ? (
        <section aria-label={t.newTicket}>
          <TicketForm
            onCreated={(number) => {
              setWriting(false);
              setCreated(t.created(number));
              void loadTickets(session);
            }}
          />
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setWriting(false)}>
            {t.cancel}
          </button>
        </section>
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => {
            setWriting(true);
            setCreated(undefined);
          }}>
          {t.newTicket}
        </button>
      )}
      <p role="status" aria-live="polite" className="contact-note">
        {created}
      </p>
      {tickets.length === 0 ? (
        <p>{t.empty}</p>
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
