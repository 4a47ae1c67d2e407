/**
 * The session the site's /login page leaves in localStorage (spec 1 §3), read with the
 * shared helpers: an unreadable user or an expired token ends it. Signing in happens on the site.
 */
import { readSession, type SessionUser } from '@hexagone/schemas';

import { clearSession } from '@hexagone/schemas';

export { clearSession };
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

/**
 * The server ended the session (signed out elsewhere, a change of role or permissions, an
 * expired token): the back-office leaves for the sign-in page, to come back here, rather than
 * showing the 401s of the screens as refusals.
 */
export function leaveEndedSession(): Promise<never> {
  clearSession();
  window.location.assign(loginUrlBackHere());
  return new Promise<never>(() => undefined);
}
