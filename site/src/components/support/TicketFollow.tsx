/**
 * A visitor's ticket, by the signed link e-mailed to them (no account): its thread and their
 * answer with attachments (TicketThread), every call carrying the link's id and token; once the
 * ticket is closed, a new ticket following it (TicketFollowUp).
 */
import { useCallback, useEffect, useState } from 'react';
import { API_BASE, errorMessage } from '../../lib/api';
import { ticketFollow as t, ticketThread } from '../../data/support-tickets';
import TicketFollowUp from './TicketFollowUp';
import TicketThread, { type Attachment, type ThreadMessage, type ThreadTicket } from './TicketThread';

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(await errorMessage(response, t.failed));
  return (await response.json()) as T;
}

export default function TicketFollow() {
  const [link, setLink] = useState<{ base: string; query: string; token: string }>();
  const [thread, setThread] = useState<{ ticket: ThreadTicket; messages: ThreadMessage[] }>();
  const [invalid, setInvalid] = useState(false);
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const id = params.get('id');
    const token = params.get('token');
    if (!id || !token) return setInvalid(true);
    setLink({ base: `${API_BASE}/support/follow/${encodeURIComponent(id)}`, query: `token=${encodeURIComponent(token)}`, token });
  }, []);

  const load = useCallback(async () => {
    if (!link) return;
    const response = await fetch(`${link.base}?${link.query}`, { headers: { Accept: 'application/json' } });
    if (response.status === 404) return setInvalid(true);
    setThread(await json(response));
  }, [link]);

  useEffect(() => {
    load().catch((error: Error) => setProblem(error.message));
  }, [load]);

  if (invalid) return <p className="contact-field-error">{t.invalid}</p>;
  if (!link || !thread) return <p className={problem ? 'contact-field-error' : 'muted'}>{problem ?? t.loading}</p>;
  return (
    <TicketThread
      ticket={thread.ticket}
      messages={thread.messages}
      fileItem={(file) => (
        <a className="btn btn-ghost btn-sm" href={`${link.base}/files/${encodeURIComponent(file.id)}?${link.query}`} download={file.name} aria-label={ticketThread.download(file.name)}>
          {file.name}
        </a>
      )}
      upload={async (file) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return json<Attachment>(await fetch(`${link.base}/files?${link.query}&collection=support_ticket_messages&field=attachments`, { method: 'POST', body: form }));
      }}
      send={async (content, attachments) => {
        await json(
          await fetch(`${link.base}/messages`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify({ token: link.token, content, attachments }),
          }),
        );
        await load();
      }}
      whenClosed={
        <TicketFollowUp
          open={async (description) =>
            json<{ id: string; token: string }>(
              await fetch(`${link.base}/follow-up`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
                body: JSON.stringify({ token: link.token, description }),
              }),
            )
          }
        />
      }
    />
  );
}
