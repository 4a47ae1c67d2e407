/**
 * The visitor's live chat with the support team: started with a name, then messages both
 * ways, the agent's as they come (Server-Sent Events, GET /api/support/chat/stream), and a
 * rating once the agent ends it. The chat is named by its signed token only, kept in the tab's
 * session storage so that it goes on when the visitor comes back to it.
 */
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { API_BASE, errorMessage } from '../../lib/api';
import { LIVE_CHAT_STORAGE_KEY, liveChat as t } from '../../data/support-tickets';

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
  return (await response.json()) as T;
}

export default function LiveChat() {
  const id = useId();
  const [token, setToken] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<string>('waiting');
  const [problem, setProblem] = useState<string>();
  const [rated, setRated] = useState<string>();

  useEffect(() => setToken(sessionStorage.getItem(LIVE_CHAT_STORAGE_KEY)), []);

  useEffect(() => {
    if (!token) return;
    const query = `token=${encodeURIComponent(token)}`;
    void fetch(`${API_BASE}/support/chat/messages?${query}`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(t.failed))))
      .then((answer: { status: string; messages: ChatMessage[] }) => {
        setStatus(answer.status);
        setMessages(answer.messages);
      })
      .catch(() => {
        sessionStorage.removeItem(LIVE_CHAT_STORAGE_KEY);
        setToken(null);
      });
    const source = new EventSource(`${API_BASE}/support/chat/stream?${query}`);
    source.addEventListener('message', (event) => {
      const message = JSON.parse((event as MessageEvent<string>).data) as ChatMessage;
      setMessages((current) => (current.some((m) => m.id === message.id) ? current : [...current, message]));
    });
    source.addEventListener('status', (event) => setStatus((JSON.parse((event as MessageEvent<string>).data) as { status: string }).status));
    return () => source.close();
  }, [token]);

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
    try {
      const message = await post<ChatMessage & { _id?: string }>('/support/chat/messages', { token, content: text });
      const sent = { ...message, id: String(message.id ?? message._id) };
      setMessages((current) => (current.some((m) => m.id === sent.id) ? current : [...current, sent]));
      setText('');
    } catch (error) {
      setProblem((error as Error).message);
    }
  }

  async function rate(score: number) {
    if (!token) return;
    const answer = await post<{ message: string }>('/support/chat/rating', { token, satisfaction: score }).catch((error: Error) => ({
      message: error.message,
    }));
    setRated(answer.message);
    sessionStorage.removeItem(LIVE_CHAT_STORAGE_KEY);
  }

  return (
    <div className="card live-chat">
      <p className="muted">{t.intro}</p>
      {!token ? (
        <form className="form" onSubmit={start}>
          <div className="field">
            <label htmlFor={`${id}-name`}>{t.name}</label>
            <input id={`${id}-name`} className="input" required maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
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
          {status === 'waiting' && messages.length === 0 && <p className="muted">{t.waiting}</p>}
          {status === 'ended' ? (
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
                <input id={`${id}-message`} className="input" required maxLength={4000} value={text} onChange={(event) => setText(event.target.value)} />
              </div>
              <button type="submit" className="btn btn-primary">
                {t.send}
              </button>
            </form>
          )}
        </>
      )}
      {problem && <p className="contact-field-error">{problem}</p>}
    </div>
  );
}
