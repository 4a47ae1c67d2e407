/**
 * One ticket as its customer sees it: the request, the thread (their messages and the team's
 * answers; the team's internal notes never reach the site) and their answer with attachments.
 * Where the calls go is the page's: the signed-in customer's session, or a visitor's follow link.
 */
import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { TICKET_STATUSES } from '@hexagone/schemas';
import { formatDateTime } from '../../lib/content-format';
import { ticketThread as t } from '../../data/support-tickets';

export interface Attachment {
  id: string;
  name: string;
  size: number;
  type: string;
}
export interface ThreadTicket {
  id: string;
  number: string;
  subject: string;
  description: string;
  status: string;
  created_at: string;
  attachments?: Attachment[];
}
export interface ThreadMessage {
  id: string;
  author_kind: 'customer' | 'staff';
  author_name: string;
  content: string;
  created_at: string;
  attachments?: Attachment[];
}

export const statusLabel = (status: string) => TICKET_STATUSES.find((option) => option.value === status)?.label ?? status;

interface Props {
  ticket: ThreadTicket;
  messages: ThreadMessage[];
  /** How one attachment opens (a download with the session, or a link signed for the visitor). */
  fileItem: (file: Attachment) => ReactNode;
  /** Keeps one attachment of the answer, before the answer names it. */
  upload: (file: File) => Promise<Attachment>;
  /** Sends the answer, then brings the thread up to date. */
  send: (content: string, attachments: Attachment[]) => Promise<void>;
  /** What a closed ticket offers its customer instead of the answer (a new ticket following it). */
  whenClosed?: ReactNode;
}

function Files({ files, fileItem }: { files?: Attachment[]; fileItem: Props['fileItem'] }) {
  if (!files?.length) return null;
  return (
    <ul className="ticket-files">
      {files.map((file) => (
        <li key={file.id}>{fileItem(file)}</li>
      ))}
    </ul>
  );
}

export default function TicketThread({ ticket, messages, fileItem, upload, send, whenClosed }: Props) {
  const id = useId();
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>();
  const [sending, setSending] = useState(false);

  async function reply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setNotice(undefined);
    try {
      const attachments: Attachment[] = [];
      for (const file of files) attachments.push(await upload(file));
      await send(content, attachments);
      setContent('');
      setFiles([]);
      setNotice({ ok: true, text: t.sent });
    } catch (error) {
      setNotice({ ok: false, text: (error as Error).message || t.failed });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="card ticket-thread" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {ticket.number} — {ticket.subject}
      </h2>
      <p className="muted">
        {t.opened} {formatDateTime(ticket.created_at)} · {statusLabel(ticket.status)}
      </p>
      <p>{ticket.description}</p>
      <Files files={ticket.attachments} fileItem={fileItem} />
      {messages.length === 0 && <p className="muted">{t.noMessages}</p>}
      <ol className="ticket-messages">
        {messages.map((message) => (
          <li key={message.id} className={`ticket-message ticket-message-${message.author_kind}`}>
            <p className="muted">
              {message.author_kind === 'customer' ? t.you : message.author_name} · {formatDateTime(message.created_at)}
            </p>
            <p>{message.content}</p>
            <Files files={message.attachments} fileItem={fileItem} />
          </li>
        ))}
      </ol>
      {ticket.status === 'closed' ? (
        <>
          <p className="muted">{t.closed}</p>
          {whenClosed}
        </>
      ) : (
        <form className="form" onSubmit={reply}>
          <div className="field">
            <label htmlFor={`${id}-reply`}>{t.reply}</label>
            <textarea id={`${id}-reply`} className="input" required rows={4} maxLength={10000} value={content} onChange={(event) => setContent(event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-files`}>{t.attach}</label>
            <input id={`${id}-files`} type="file" multiple accept="image/*,.pdf,.doc,.docx,.txt" onChange={(event) => setFiles(Array.from(event.target.files ?? []))} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {t.send}
          </button>
        </form>
      )}
      <p role="status" aria-live="polite" className={notice?.ok ? 'muted' : 'contact-field-error'}>
        {notice?.text}
      </p>
    </section>
  );
}
