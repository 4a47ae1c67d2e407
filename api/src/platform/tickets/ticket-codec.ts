/**
 * A ticket: who may open which address until when, signed with the server's key. Browsers
 * cannot send a bearer header with `EventSource` or with a link opened in a new window, so
 * such addresses carry a ticket instead: short-lived, for one user and one path, and never
 * the session token itself (which would then sit in histories and server logs).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TICKET_TTL_MS = 60_000;

export interface TicketClaims {
  /** The user's id. */
  sub: string;
  /** The path the ticket opens, without query string (`/api/exports/users`). */
  path: string;
  /** Its own id: a ticket is used once. */
  jti: string;
  /** Expiry, milliseconds since the epoch. */
  exp: number;
}

export type TicketProblem = 'malformed' | 'forged' | 'expired' | 'other-path';

const sign = (body: string, key: Buffer) => createHmac('sha256', key).update(body).digest('base64url');

export function issueTicket(userId: string, path: string, key: Buffer, now = Date.now()): { ticket: string; claims: TicketClaims } {
  const claims: TicketClaims = { sub: userId, path: normalisePath(path), jti: randomBytes(16).toString('base64url'), exp: now + TICKET_TTL_MS };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { ticket: `${body}.${sign(body, key)}`, claims };
}

/** The claims of a genuine ticket for this path that has not expired, else why not. */
export function readTicket(ticket: string, path: string, key: Buffer, now = Date.now()): TicketClaims | TicketProblem {
  const [body, signature, ...rest] = ticket.split('.');
  if (!body || !signature || rest.length) return 'malformed';
  const expected = Buffer.from(sign(body, key));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  let claims: TicketClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TicketClaims;
  } catch {
    return 'malformed';
  }
  if (typeof claims.exp !== 'number' || claims.exp <= now) return 'expired';
  if (claims.path !== normalisePath(path)) return 'other-path';
  return claims;
}

export const normalisePath = (path: string): string => {
  const bare = path.split(/[?#]/, 1)[0];
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
};

/** A key of its own for tickets, derived from the session secret: a ticket is never a session token, nor the reverse. */
export const ticketKey = (sessionSecret: string): Buffer => createHmac('sha256', sessionSecret).update('hexagone:ticket').digest();
