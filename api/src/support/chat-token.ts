/**
 * A visitor's chat token: the session id signed with a key derived from the server's secret,
 * so that only the visitor who started a chat reads or writes it (never another visitor).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadJwtSecret } from '../auth/jwt-secret';
import { config } from '../config';

const key = () => createHmac('sha256', loadJwtSecret(config.jwtSecret, config.dataDir)).update('hexagone:support-chat').digest();

export const chatToken = (sessionId: string): string => `${sessionId}.${createHmac('sha256', key()).update(sessionId).digest('base64url')}`;

/** The session id the token was given for, or undefined when it is not one of ours. */
export function chatSessionOf(token: unknown): string | undefined {
  if (typeof token !== 'string') return undefined;
  const [id, signature] = token.split('.');
  if (!id || !signature) return undefined;
  const expected = Buffer.from(chatToken(id).split('.')[1]);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}
