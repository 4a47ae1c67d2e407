/**
 * A visitor's chat token: the session id with its signature (signed-ids.ts), so that only the
 * visitor who started a chat reads or writes it (never another visitor).
 */
import { signedIds } from './signed-ids';

const chats = signedIds('support-chat');

export const chatToken = (sessionId: string): string => `${sessionId}.${chats.signature(sessionId)}`;

/** The session id the token was given for, or undefined when it is not one of ours. */
export function chatSessionOf(token: unknown): string | undefined {
  if (typeof token !== 'string') return undefined;
  const [id, signature] = token.split('.');
  return id && chats.verify(id, signature) ? id : undefined;
}
