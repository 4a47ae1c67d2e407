/**
 * The visitor's live chat with the support team: started with a name, then messages both
 * ways, the agent's as they come (Server-Sent Events, GET /api/support/chat/stream) with
 * "… est en train d’écrire" while they type, and a rating once the agent ends it. The chat is
 * named by its signed token only, kept in the tab's session storage: on /support it sits in the
 * page; on every other page an open chat comes back in a floating window (LiveChatDock.astro),
 * with its history and its stream.
 */
import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { TYPING_SHOWN_MS, typingNotifier, typingText } from '@hexagone/schemas';
import { API_BASE, errorMessage } from '../../lib/api';
import { LIVE_CHAT_OPEN_EVENT, LIVE_CHAT_STORAGE_KEY, liveChat as t } from '../../data/support-tickets';
import LiveChatWaiting, { type LeftMessage } from './LiveChatWaiting';
import './LiveChat.css';

interface ChatMessage {
  id: string;
  sender: string;
  author_name: string;
  content: string;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${API_BASE}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(await errorMessage(response, t.failed));
  return (response.status === 204 ? undefined : await response.json()) as T;
}

interface Props {
  /** The floating window of the other pages, which can be folded away. */
  floating?: boolean;
  /** Asked for (the chatbot's support node): the window takes the focus once shown. */
  focusOnMount?: boolean;
}

export default function LiveChat({ floating = false, focusOnMount = false }: Props) {
  const id = useId();
  const [token, setToken] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<string>('waiting');
  const [problem, setProblem] = useState<string>();
  const [rated, setRated] = useState<string>();
  const [typing, setTyping] = useState<string>();
  const [folded, setFolded] = useState(false);
  const [queueTick, setQueueTick] = useState(0);
  const [left, setLeft] = useState<LeftMessage>();
  const typingTimer = useRef<number>(undefined);
  const entry = useRef<HTMLInputElement>(null);

  useEffect(() => setToken(sessionStorage.getItem(LIVE_CHAT_STORAGE_KEY)), []);

  // The chatbot's support node asks for the chat: the window unfolds, ready for a name or a message.
  useEffect(() => {
    if (focusOnMount) entry.current?.focus();
    const open = () => {
      setFolded(false);
      requestAnimationFrame(() => entry.current?.focus());
    };
    document.addEventListener(LIVE_CHAT_OPEN_EVENT, open);
    return () => document.removeEventListener(LIVE_CHAT_OPEN_EVENT, open);
  }, [focusOnMount]);

  useEffect(() => {
    if (!token) return;
    const query = `token=${encodeURIComponent(token)}`;
    void fetch(`${API_BASE}/support/chat/messages?${query}`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(t.failed))))
      .then((answer: { status: string; messages: ChatMessage[] }) => {
        setStatus(answer.status);
        setMessages((current) => [...answer.messages, ...current.filter((m) => !answer.messages.some((known) => known.id === m.id))]);
      })
      .catch(() => {
        sessionStorage.removeItem(LIVE_CHAT_STORAGE_KEY);
        setToken(null);
      });
    const source = new EventSource(`${API_BASE}/support/chat/stream?${query}`);
    source.addEventListener('message', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as ChatMessage;
      if (message.sender === 'agent') setTyping(undefined);
      setMessages((current) => (current.some((m) => m.id === message.id) ? current : [...current, message]));
    });
    source.addEventListener('status', (event) => setStatus((JSON.parse((event as MessageEvent<string>).data) as { status: string }).status));
    // Another chat left the queue: the visitor's place is read again.
    source.addEventListener('queue', () => setQueueTick((tick) => tick + 1));
    source.addEventListener('typing', (event) => {
      setTyping((JSON.parse((event as MessageEvent<string>).data) as { author_name: string }).author_name);
      window.clearTimeout(typingTimer.current);
      typingTimer.current = window.setTimeout(() => setTyping(undefined), TYPING_SHOWN_MS);
    });
    return () => {
      source.close();
      window.clearTimeout(typingTimer.current);
    };
  }, [token]);

  // At most one signal every few seconds while the visitor types; a failed one is no matter.
  const notifyTyping = useMemo(() => (token ? typingNotifier(() => void post('/support/chat/typing', { token }).catch(() => undefined)) : undefined), [token]);

  async function start(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const chat = await post<{ token: string; status: string }>('/support/chat/sessions', { visitor_name: name });
      sessionStorage.setItem(LIVE_CHAT_STORAGE_KEY, chat.token);
      setStatus(chat.status);
      setToken(chat.token);
      setProblem(undefined);
    } catch (error) {
      setProblem((error as Error).message);
    }
  }

  async function send(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) return;
    // The box empties as the message leaves, so the answer coming back wipes nothing typed meanwhile;
    // a message that could not leave comes back into an empty box (as the agent's, AgentChat.tsx).
    const draft = text;
    setText('');
    try {
      const message = await post<ChatMessage & { _id?: string }>('/support/chat/messages', { token, content: draft });
      const sent = { ...message, id: String(message.id ?? message._id) };
      setMessages((current) => (current.some((m) => m.id === sent.id) ? current : [...current, sent]));
      notifyTyping?.sent();
    } catch (error) {
      setText((current) => current || draft);
      setProblem((error as Error).message);
    }
  }

  function leftMessage(answer: LeftMessage) {
    setLeft(answer);
    sessionStorage.removeItem(LIVE_CHAT_STORAGE_KEY);
  }

  async function rate(score: number) {
    if (!token) return;
    const answer = await post<{ message: string }>('/support/chat/rating', { token, satisfaction: score }).catch((error: Error) => ({
      message: error.message,
    }));
    setRated(answer.message);
    sessionStorage.removeItem(LIVE_CHAT_STORAGE_KEY);
  }

  const body = (
    <>
      {/* Said only while it is true: a waiting visitor is told they wait, and their place. */}
      {status !== 'waiting' || !token ? <p className="muted">{t.intro}</p> : null}
      {!token ? (
        <form className="form" onSubmit={start}>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t.name}</label>
            <input
              id={`${id}-name`}
              ref={entry}
              className="input"
              required
              maxLength={100}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary">
            {t.start}
          </button>
        </form>
      ) : (
        <>
          <ol className="live-chat-messages" aria-live="polite" aria-label={t.title}>
            {messages.map((message) => (
              <li key={message.id} className={`live-chat-${message.sender}`}>
                <strong>{message.sender === 'visitor' ? t.you : message.author_name}</strong> {message.content}
              </li>
            ))}
          </ol>
          <p className="muted live-chat-typing" role="status">
            {typing && status !== 'ended' ? typingText(typing) : ''}
          </p>
          {left ? (
            <div role="status">
              <p>{left.message}</p>
              <a href={left.link}>{t.follow(left.number)}</a>
            </div>
          ) : status === 'waiting' ? (
            <LiveChatWaiting token={token} name={name} tick={queueTick} onLeft={leftMessage} />
          ) : null}
          {left ? null : status === 'ended' ? (
            rated ? (
              <p role="status">{rated}</p>
            ) : (
              <div>
                <p>{t.ended}</p>
                {[1, 2, 3, 4, 5].map((score) => (
                  <button key={score} type="button" className="btn btn-secondary btn-sm" aria-label={t.rate(score)} onClick={() => void rate(score)}>
                    {score}
                  </button>
                ))}
              </div>
            )
          ) : (
            <form className="form" onSubmit={send}>
              <div className="field">
                <label htmlFor={`${id}-message`}>{t.message}</label>
                <input
                  id={`${id}-message`}
                  ref={entry}
                  className="input"
                  required
                  maxLength={4000}
                  value={text}
                  onChange={(event) => {
                    setText(event.target.value);
                    notifyTyping?.typed(event.target.value);
                  }}
                />
              </div>
              <button type="submit" className="btn btn-primary">
                {t.send}
              </button>
            </form>
          )}
        </>
      )}
      {problem && <p className="contact-field-error">{problem}</p>}
    </>
  );

  if (!floating) return <div className="card live-chat">{body}</div>;
  return (
    <section className="card live-chat live-chat-dock" aria-labelledby={`${id}-title`}>
      <div className="live-chat-dock-header">
        <h2 id={`${id}-title`}>{t.title}</h2>
        <button type="button" className="btn btn-ghost btn-sm" aria-expanded={!folded} aria-controls={`${id}-body`} onClick={() => setFolded(!folded)}>
          {folded ? t.expand : t.collapse}
        </button>
      </div>
      <div id={`${id}-body`} hidden={folded}>
        {body}
      </div>
    </section>
  );
}
