/**
 * The session cookie the public site reads for one purpose: letting signed-in staff through
 * the maintenance page (a page request carries no bearer token). The API itself never accepts
 * it as a credential, so it opens nothing a forged cross-site request could use.
 */
import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'hexagone_session';

export function setSessionCookie(res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', path: '/', secure: res.req.secure });
}

export function clearSessionCookie(res: Response): void {
  res.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** A cookie's value from the request's Cookie header, if any. */
export function cookieOf(req: Request, wanted: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === wanted) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The cookie's token, if any. */
export const sessionCookieOf = (req: Request): string | undefined => cookieOf(req, SESSION_COOKIE);
