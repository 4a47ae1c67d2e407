/**
 * The signed-in customer's tickets (their own only: the API filters them by owner), the
 * thread of the one they open, and their answer with attachments (private files, uploaded
 * first, then named in the message). The team's internal notes never reach this page.
 */
import { useCallback, useEffect, useId, useState, type SubmitEvent } from 'react';
import { readSession, TICKET_STATUSES, type Session } from '@hexagone/schemas';
import { API_BASE, errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/content-format';
import { userTickets as t } from '../../data/support-tickets';

interface Attachment {
  id: string;
  name: string;
  size: number;
  type: string;
}
interface Ticket {
  id: string;
  number: string;
  subject: string;
  description: string;
  status: string;
  created_at: string;
  attachments?: Attachment[];
}
interface Message {
  id: string;
  author_kind: 'customer' | 'staff';
  author_name: string;
  content: string;
  created_at: string;
  attachments?: Attachment[];
}

const statusLabel = (status: string) => TICKET_STATUSES.find((option) => option.value === status)?.label ?? status;

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

function Files({ session, files }: { session: Session; files?: Attachment[] }) {
  if (!files?.length) return null;
  return (
    <ul className="ticket-files">
      {files.map((file) => (
        <li key={file.id}>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => void download(session, file)} aria-label={t.download(file.name)}>
            {file.name}
          </button>
        </li>
      ))}
    </ul>
  );
}

export default function UserTickets() {
  const id = useId();
  const [session, setSession] = useState<Session | null>(null);
  const [tickets, setTickets] = useState<Ticket[]>();
  const [open, setOpen] = useState<Ticket>();
  const [messages, setMessages] = useState<Message[]>([]);
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    const current = readSession();
    setSession(current);
    if (!current) return;
    call<{ data: Ticket[] }>(current, '/support_tickets?limit=100&sort=created_at&order=desc')
      .then((answer) => setTickets(answer.data))
      .catch((error: Error) => setNotice({ ok: false, text: error.message }));
  }, []);

  const loadThread = useCallback(
    async (ticket: Ticket) => {
      if (!session) return;
      setOpen(ticket);
      setNotice(undefined);
      const answer = await call<{ data: Message[] }>(
        session,
        `/support_ticket_messages?ticket_id=${encodeURIComponent(ticket.id)}&limit=100&sort=created_at&order=asc`,
      );
      setMessages(answer.data);
    },
    [session],
  );

  async function reply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!session || !open) return;
    setSending(true);
    setNotice(undefined);
    try {
      const attachments: Attachment[] = [];
      for (const file of files) {
        const form = new FormData();
        form.append('file', file, file.name);
        attachments.push(await call<Attachment>(session, '/files?collection=support_ticket_messages&field=attachments', { method: 'POST', body: form }));
      }
      await call(session, '/support_ticket_messages', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ticket_id: open.id, content, attachments }),
      });
      setContent('');
      setFiles([]);
      setNotice({ ok: true, text: t.sent });
      await loadThread(open);
    } catch (error) {
      setNotice({ ok: false, text: (error as Error).message });
    } finally {
      setSending(false);
    }
  }

  if (!session) return <p className="muted">{t.loading}</p>;
  if (!tickets) return <p className={notice ? 'contact-field-error' : 'muted'}>{notice?.text ?? t.loading}</p>;
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
        <section className="card ticket-thread" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>
            {open.number} — {open.subject}
          </h2>
          <p className="muted">
            {t.opened} {formatDateTime(open.created_at)} · {statusLabel(open.status)}
          </p>
          <p>{open.description}</p>
          <Files session={session} files={open.attachments} />
          {messages.length === 0 && <p className="muted">{t.noMessages}</p>}
          <ol className="ticket-messages">
            {messages.map((message) => (
              <li key={message.id} className={`ticket-message ticket-message-${message.author_kind}`}>
                <p className="muted">
                  {message.author_kind === 'customer' ? t.you : message.author_name} · {formatDateTime(message.created_at)}
                </p>
                <p>{message.content}</p>
                <Files session={session} files={message.attachments} />
              </li>
            ))}
          </ol>
          {open.status === 'closed' ? (
            <p className="muted">{t.closed}</p>
          ) : (
            <form className="form" onSubmit={reply}>
              <div className="field">
                <label htmlFor={`${id}-reply`}>{t.reply}</label>
                <textarea
                  id={`${id}-reply`}
                  className="input"
                  required
                  rows={4}
                  maxLength={10000}
                  value={content}
                  onChange={(event) => setContent(event.target.value)}
                />
              </div>
              <div className="field">
                <label htmlFor={`${id}-files`}>{t.attach}</label>
                <input
                  id={`${id}-files`}
                  type="file"
                  multiple
                  accept="image/*,.pdf,.doc,.docx,.txt"
                  onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
                />
              </div>
              <button type="submit" className="btn btn-primary" disabled={sending}>
                {t.send}
              </button>
            </form>
          )}
        </section>
      )}
      <p role="status" aria-live="polite" className={notice?.ok ? 'muted' : 'contact-field-error'}>
        {open ? notice?.text : undefined}
      </p>
    </div>
  );
}
