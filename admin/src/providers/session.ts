/**
 * The session the site's /login page leaves in localStorage (spec 1 §3): `token` (a JWT)
 * and `user` (JSON). The back-office only reads it; signing in happens on the site.
 */
export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export interface SessionUser {
  _id?: string;
  id?: string;
  name?: string;
  email?: string;
  role?: string;
}

export const readToken = (): string | null => localStorage.getItem(TOKEN_KEY);

export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}

/** The stored user, or null; an unreadable one is logged and the session discarded (spec 1 §8). */
export function readUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    if (!user || typeof user !== 'object') throw new Error('utilisateur enregistré invalide');
    return user as SessionUser;
  } catch (error) {
    console.error('Session enregistrée illisible, elle est supprimée :', error);
    clearSession();
    return null;
  }
}

/** The site's login page, told to come back here afterwards. */
export function loginUrlBackHere(): string {
  return `/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`;
}
