/**
 * The assistant's window (spec 1 §4 "Chatbot"): a non-modal dialog with the conversation in
 * a live log and the current options as buttons. Loaded on the first click of the launcher.
 * Focus moves into the window when it opens and onto the new options after each reply;
 * Escape closes it (the launcher then takes the focus back).
 */
import { useEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import { CHATBOT_NAVIGATE_DELAY_MS, CHATBOT_TYPING_MS, chatbotTexts as t, chatbotTree, type ChatOption } from '../../data/chatbot';
import { icons, type IconName } from '../../data/icons';
import { chatReducer, currentOptions, destinationOf, initialChat } from '../../lib/chatbot';
import { LIVE_CHAT_OPEN_EVENT } from '../../data/support-tickets';
import './ChatWindow.css';

export const CHATBOT_WINDOW_ID = 'chatbot-window';
const TITLE_ID = 'chatbot-title';

const reducer = chatReducer(chatbotTree);

function Icon({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={icons[name]} />
    </svg>
  );
}

interface ChatWindowProps {
  open: boolean;
  onClose: () => void;
}

export default function ChatWindow({ open, onClose }: ChatWindowProps) {
  const [state, dispatch] = useReducer(reducer, chatbotTree, initialChat);
  const dialogRef = useRef<HTMLDivElement>(null);
  const optionsRef = useRef<HTMLUListElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const timers = useRef<number[]>([]);
  const options = currentOptions(state);

  const later = (delay: number, run: () => void) => {
    timers.current.push(window.setTimeout(run, delay));
  };
  const clearTimers = () => {
    timers.current.forEach((timer) => window.clearTimeout(timer));
    timers.current = [];
  };
  useEffect(() => clearTimers, []);

  // Opening, and every new set of options, puts the focus on the first option.
  useEffect(() => {
    if (!open) return;
    const first = optionsRef.current?.querySelector('button');
    if (first) first.focus();
    else if (!dialogRef.current?.contains(document.activeElement)) dialogRef.current?.focus();
  }, [open, options]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.messages.length, state.typing]);

  const choose = (option: ChatOption) => {
    // The chosen button disappears with the options: keep the focus inside the window meanwhile.
    dialogRef.current?.focus();
    dispatch({ type: 'choose', option });
    later(CHATBOT_TYPING_MS, () => {
      dispatch({ type: 'reply', option });
      const destination = destinationOf(option);
      if (destination) {
        later(CHATBOT_NAVIGATE_DELAY_MS, () => {
          onClose();
          location.assign(destination);
        });
      }
      if (option.action === 'openLiveChat') {
        later(CHATBOT_NAVIGATE_DELAY_MS, () => {
          onClose();
          document.dispatchEvent(new CustomEvent(LIVE_CHAT_OPEN_EVENT));
        });
      }
    });
  };

  const reset = () => {
    clearTimers();
    dispatch({ type: 'reset' });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <div
      id={CHATBOT_WINDOW_ID}
      ref={dialogRef}
      className="chatbot-window"
      role="dialog"
      aria-modal="false"
      aria-labelledby={TITLE_ID}
      tabIndex={-1}
      hidden={!open}
      onKeyDown={onKeyDown}
    >
      <header className="chatbot-header">
        <span className="chatbot-avatar" aria-hidden="true">
          <Icon name="bot" />
        </span>
        <div className="chatbot-heading">
          <h2 id={TITLE_ID}>{t.title}</h2>
          <p>{t.subtitle}</p>
        </div>
        <button type="button" className="chatbot-tool" onClick={reset} aria-label={t.reset} title={t.reset}>
          <Icon name="refresh" />
        </button>
        <button type="button" className="chatbot-tool" onClick={onClose} aria-label={t.close} title={t.close}>
          <Icon name="close" />
        </button>
      </header>
      <div ref={logRef} className="chatbot-log" role="log" aria-live="polite" aria-label={t.log}>
        <ol>
          {state.messages.map((message) => (
            <li key={message.id} className={`chatbot-message is-${message.type}`}>
              <span className="sr-only">{message.type === 'bot' ? t.bot : t.you} : </span>
              {message.content}
            </li>
          ))}
          {state.typing && (
            <li className="chatbot-message is-bot is-typing">
              <span className="sr-only">{t.typing}</span>
              <span className="chatbot-dots" aria-hidden="true">
                <span />
                <span />
                <span />
              </span>
            </li>
          )}
        </ol>
      </div>
      {options.length > 0 && (
        <ul ref={optionsRef} className="chatbot-options">
          {options.map((option) => (
            <li key={option.label}>
              <button type="button" className="chatbot-option" onClick={() => choose(option)}>
                {option.icon && <Icon name={option.icon} />}
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
