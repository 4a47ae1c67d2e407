/**
 * The browser session of spec 1 §3-4: `token` (string) and `user` (JSON) in localStorage,
 * shared by the site (login form, logout page, area guards) and the back-office.
 */

/** The part of the Web Storage API the session needs (kept here so no DOM types are required). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const browserStorage = (): KeyValueStore => (globalThis as unknown as { localStorage: KeyValueStore }).localStorage;
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface SessionUser {
  _id?: string;
  id?: string;
  name?: string;
  email?: string;
  role?: string;
}

export interface Session {
  token: string;
  user: SessionUser;
}

/** A JWT's `exp` claim, in milliseconds; undefined when the token carries none we can read. */
function tokenExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The stored session, or null. An unreadable user is logged and the session discarded
 * (spec 1 §8); an expired token is discarded too, so no page offers a dead session.
 */
export function readSession(storage: KeyValueStore = browserStorage(), now = Date.now()): Session | null {
  const token = storage.getItem(TOKEN_KEY);
  const rawUser = storage.getItem(USER_KEY);
  if (!token || !rawUser) return null;
  let user: SessionUser;
  try {
    user = JSON.parse(rawUser) as SessionUser;
    if (!user || typeof user !== 'object') throw new Error('Utilisateur enregistré invalide');
  } catch (error) {
    console.error('Session enregistrée illisible, elle est supprimée :', error);
    clearSession(storage);
    return null;
  }
  const expiry = tokenExpiry(token);
  if (expiry !== undefined && expiry <= now) {
    clearSession(storage);
    return null;
  }
  return { token, user };
}

export function saveSession(session: Session, storage: KeyValueStore = browserStorage()): void {
  storage.setItem(TOKEN_KEY, session.token);
  storage.setItem(USER_KEY, JSON.stringify(session.user));
}

export function clearSession(storage: KeyValueStore = browserStorage()): void {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(USER_KEY);
}

/** The server's logout: the session's token stops working there, not only here. */
export const LOGOUT_PATH = '/api/auth/logout';

type Fetch = (url: string, init: { method: string; headers: Record<string, string>; keepalive: boolean }) => Promise<unknown>;

/**
 * Signs out: the server ends the session (so a copied token is useless too), and the
 * browser forgets it. The local session is cleared even when the server cannot be reached.
 */
export async function signOut(storage: KeyValueStore = browserStorage(), send: Fetch = globalThis.fetch): Promise<void> {
  const token = storage.getItem(TOKEN_KEY);
  clearSession(storage);
  if (!token) return;
  // keepalive: the request is sent even if the page leaves right after.
  await send(LOGOUT_PATH, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, keepalive: true }).catch(() => undefined);
}
