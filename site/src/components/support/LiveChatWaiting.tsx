/**
 * The visitor who waits for a free agent (issue 36): their place in the queue, read again each
 * time the chat's stream says a chat left the queue (`tick`), and, once they have waited as long
 * as the chat's settings say, « Laisser un message »: their name (the one they gave) and e-mail
 * turn the conversation into a support ticket, whose number and private link they get.
 */
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { API_BASE, errorMessage, postJson } from '../../lib/api';
import { liveChat as t } from '../../data/support-tickets';

export interface LeftMessage {
  message: string;
  number: string;
  link: string;
}

interface Place {
  status: string;
  visitor_name?: string;
  position?: number;
  leave_message_at?: string;
}

interface Props {
  token: string;
  name: string;
  /** Changes when the visitor's place may have moved (another chat left the queue). */
  tick: number;
  onLeft: (left: LeftMessage) => void;
}

export default function LiveChatWaiting({ token, name, tick, onLeft }: Props) {
  const id = useId();
  const [place, setPlace] = useState<Place>();
  const [offered, setOffered] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [visitorName, setVisitorName] = useState(name);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();

  useEffect(() => {
    void fetch(`${API_BASE}/support/chat/queue?token=${encodeURIComponent(token)}`)
      .then(async (response) => (response.ok ? ((await response.json()) as Place) : Promise.reject(new Error(await errorMessage(response, t.failed)))))
      .then((known) => {
        setPlace(known);
        // On another page than the one where the chat started, the name given is the server's to tell.
        if (known.visitor_name) setVisitorName((current) => current || String(known.visitor_name));
      })
      .catch(() => setPlace(undefined));
  }, [token, tick]);

  // « Laisser un message » comes once the visitor has waited the settings' delay.
  useEffect(() => {
    if (!place?.leave_message_at) return;
    const wait = new Date(place.leave_message_at).getTime() - Date.now();
    if (wait <= 0) return setOffered(true);
    const timer = window.setTimeout(() => setOffered(true), wait);
    return () => window.clearTimeout(timer);
  }, [place?.leave_message_at]);

  async function leave(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      onLeft(await postJson<LeftMessage>('/support/chat/leave-message', { token, visitor_name: visitorName, visitor_email: email }, t.failed));
    } catch (error) {
      setProblem((error as Error).message);
    }
  }

  return (
    <div className="live-chat-waiting">
      <div role="status">
        <p>{t.waiting}</p>
        {place?.position ? <p className="live-chat-place">{t.place(place.position)}</p> : null}
      </div>
      {offered && !leaving && (
        <>
          <p className="muted">{t.leaveOffer}</p>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setLeaving(true)}>
            {t.leave}
          </button>
        </>
      )}
      {leaving && (
        <form className="form" aria-label={t.leave} onSubmit={leave}>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t.name}</label>
            <input id={`${id}-name`} className="input" required maxLength={100} value={visitorName} onChange={(event) => setVisitorName(event.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-email`}>{t.leaveEmail}</label>
            <input id={`${id}-email`} className="input" type="email" required maxLength={254} autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </div>
          <div className="live-chat-actions">
            <button type="submit" className="btn btn-primary btn-sm">
              {t.leaveSend}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setLeaving(false)}>
              {t.keepWaiting}
            </button>
          </div>
          {problem && <p className="contact-field-error">{problem}</p>}
        </form>
      )}
    </div>
  );
}
