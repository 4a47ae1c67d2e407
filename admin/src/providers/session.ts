/**
 * The session the site's /login page leaves in localStorage (spec 1 §3), read with the
 * shared helpers: an unreadable user or an expired token ends it. Signing in happens on the site.
 */
import { readSession, type SessionUser } from '@hexagone/schemas';

export { clearSession } from '@hexagone/schemas';
export type { SessionUser };

export const readToken = (): string | null => readSession()?.token ?? null;

export const readUser = (): SessionUser | null => readSession()?.user ?? null;

/** The signed-in account's id, as its records carry it. */
export const readUserId = (): string | undefined => {
  const user = readUser();
  return user?.id ?? user?._id;
};

/** The site's login page, told to come back here afterwards. */
export function loginUrlBackHere(): string {
  return `/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`;
}
