/** Where a visitor goes around login: kept apart from session.ts so the logout page loads no registry code. */
import { destinationForRole } from '@hexagone/schemas';
import type { SessionUser } from '@hexagone/schemas';

/**
 * The `redirect` parameter when it names a page of this site, else undefined:
 * "//host" and "/\host" are other sites for a browser, and browsers drop tabs and line
 * breaks from addresses ("/\t/host" reads "//host"), so any control character is refused.
 */
export function safeRedirectPath(redirect: string | null | undefined): string | undefined {
  if (!redirect || /[\u0000-\u001f\u007f]/.test(redirect)) return undefined;
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return undefined;
  return redirect;
}

/**
 * Where a signed-in user goes after login: the asked page if it is ours and their role may open
 * it, else their area (a user asking for /webmaster lands on /user instead of looping back here).
 */
export function destinationAfterLogin(user: SessionUser, redirect: string | null | undefined): string {
  return destinationForRole(user.role, safeRedirectPath(redirect));
}

export function loginPathFor(path: string): string {
  // Slashes stay readable: /login?redirect=/user.
  return `/login?redirect=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;
}
