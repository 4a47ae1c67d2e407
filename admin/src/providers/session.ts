/**
 * The session the site's /login page leaves in localStorage (spec 1 §3), read with the
 * shared helpers: an unreadable user or an expired token ends it. Signing in happens on the site.
 */
import { readSession, USER_KEY, type SessionUser } from '@hexagone/schemas';

import { clearSession } from '@hexagone/schemas';

export { clearSession };
export type { SessionUser };

export const readToken = (): string | null => readSession()?.token ?? null;

export const readUser = (): SessionUser | null => readSession()?.user ?? null;

/** The account read last, by the stored text it was read from. */
let lastAccount: { stored: string | null; id: string | undefined } | undefined;

/**
 * The signed-in account's id, as its records carry it. A list asks it for every row (its
 * delete button, its selection box): the session is read again only when its stored text changes.
 */
export const readUserId = (): string | undefined => {
  const stored = localStorage.getItem(USER_KEY);
  if (lastAccount?.stored !== stored) {
    const user = readUser();
    lastAccount = { stored, id: user?.id ?? user?._id };
  }
  return lastAccount.id;
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
