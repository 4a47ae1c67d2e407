/**
 * "… est en train d’écrire" in the live chat, both ways: the writer's page sends a typing signal
 * at most once every TYPING_EVERY_MS while they type (never one per keystroke), the reader's
 * shows it until TYPING_SHOWN_MS pass without another or a message of that writer arrives.
 * The signal travels on the chat's event stream and is never stored as a message.
 */

export const TYPING_EVERY_MS = 3_000;
export const TYPING_SHOWN_MS = 6_000;

/** The server's cap per address, above what a throttled writer sends. */
export const TYPING_LIMIT = { limit: 40, windowMs: 60_000 } as const;

/** The bus event of a typing signal: on the chat messages' stream, beside their `created`. */
export const CHAT_TYPING_EVENT = 'support_chat_messages.typing';

export const typingText = (name: string): string => `${name} est en train d’écrire…`;

/** The throttle of one input (typingNotifier). */
export interface TypingNotifier {
  /** After each change of the input: signals a non-empty value at most once per period. */
  typed: (value: string) => void;
  /** The message is sent: the next keystroke starts a new signal at once (the reader hid the last one). */
  sent: () => void;
}

export function typingNotifier(send: () => void, everyMs = TYPING_EVERY_MS, now: () => number = Date.now): TypingNotifier {
  let last = -Infinity;
  return {
    typed(value) {
      if (!value.trim() || now() - last < everyMs) return;
      last = now();
      send();
    },
    sent() {
      last = -Infinity;
    },
  };
}
