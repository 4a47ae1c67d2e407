/**
 * A signed link: who may open which address until when, signed with the server's key. Browsers
 * cannot send a bearer header with `EventSource` or with a link opened in a new window, so
 * such addresses carry a signed link instead: short-lived, for one user and one path, and never
 * the session token itself (which would then sit in histories and server logs).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SIGNED_LINK_TTL_MS = 60_000;

export interface SignedLinkClaims {
  /** The user's id. */
  sub: string;
  /** The session that asked for it: the link dies with it (logout, revocation, expiry). */
  sid: string;
  /** The path the signed link opens, without query string (`/api/exports/users`). */
  path: string;
  /** Its own id: a signed link is used once. */
  jti: string;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
}

export type SignedLinkProblem = 'malformed' | 'forged' | 'expired' | 'other-path';

const sign = (body: string, key: Buffer) => createHmac('sha256', key).update(body).digest('base64url');

export function issueSignedLink(userId: string, sessionId: string, path: string, key: Buffer, now = Date.now()): { signature: string; claims: SignedLinkClaims } {
  const claims: SignedLinkClaims = { sub: userId, sid: sessionId, path: normalisePath(path), jti: randomBytes(16).toString('base64url'), exp: now + SIGNED_LINK_TTL_MS };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { signature: `${body}.${sign(body, key)}`, claims };
}

/** The claims of a genuine signature for this path that has not expired, else why not. */
export function readSignedLink(token: string, path: string, key: Buffer, now = Date.now()): SignedLinkClaims | SignedLinkProblem {
  const [body, mac, ...rest] = token.split('.');
  if (!body || !mac || rest.length) return 'malformed';
  const expected = Buffer.from(sign(body, key));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  let claims: SignedLinkClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SignedLinkClaims;
  } catch {
    return 'malformed';
  }
  if (typeof claims.sub !== 'string' || typeof claims.sid !== 'string') return 'malformed';
  if (typeof claims.exp !== 'number' || claims.exp <= now) return 'expired';
  if (claims.path !== normalisePath(path)) return 'other-path';
  return claims;
}

export const normalisePath = (path: string): string => {
  const bare = path.split(/[?#]/, 1)[0];
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

/** A key of its own for signatures, derived from the session secret: a signed link is never a session token, nor the reverse. */
export const signedLinkKey = (sessionSecret: string): Buffer => createHmac('sha256', sessionSecret).update('hexagone:signed-link').digest();
