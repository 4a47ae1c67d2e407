/**
 * Auth against the site's session: the back-office has no login page of its own, so every
 * way out is a full-page move to the site's /login, never react-admin's internal route.
 */
import type { AuthProvider } from 'react-admin';
import { homeForRole, roleMayOpen, signOut, SUPER_ROLE, type Caller } from '@hexagone/schemas';
import { leaveChat } from '../support/chat-presence-api';
import { canAccess } from './canAccess';
import { leaveEndedSession, loginUrlBackHere, readToken, readUser } from './session';

/**
 * The permissions of the signed-in user's role, asked of the server once per page load (a
 * role's permissions change in the back-office, not in the stored session). While unknown,
 * or if the server cannot say, the role alone decides; the API enforces the rules anyway.
 */
let permissions: Promise<string[] | undefined> | undefined;
function permissionsOfSession(): Promise<string[] | undefined> {
  permissions ??= fetch('/api/auth/me', { headers: { authorization: `Bearer ${readToken() ?? ''}` } })
    .then(async (response) => {
      // A session the server ended is no role to decide with: « Non autorisé » would be shown for a sign-in page.
      if (response.status === 401) return leaveEndedSession();
      return response.ok ? ((await response.json()) as { user?: { permissions?: string[] } }).user?.permissions : undefined;
    })
    .catch(() => undefined);
  return permissions;
}

/**
 * The signed-in account as the access rules read it: its role and the permissions the server gives it. An
 * administrator holds every right whatever their list (access.ts), so their screens do not wait for it: a list
 * asks canAccess before its data, and the round trip to /api/auth/me was on every screen's critical path.
 */
export async function sessionCaller(): Promise<Caller | undefined> {
  const user = readUser();
  if (!user?.role) return undefined;
  return user.role === SUPER_ROLE ? { role: user.role } : { role: user.role, permissions: await permissionsOfSession() };
}

/** Keeps react-admin waiting while the browser leaves for the site's login page. */
const leavingThePage = () => new Promise<never>(() => undefined);

export const authProvider: AuthProvider = {
  // Never called (loginPage={false}); signing in is the site's job.
  login: () => {
    window.location.assign(loginUrlBackHere());
    return leavingThePage();
  },

  checkAuth: () => {
    const user = readUser();
    const signedIn = Boolean(readToken() && user);
    if (signedIn && roleMayOpen(user?.role, window.location.pathname)) return Promise.resolve();
    // Rejecting would make react-admin call logout(), which would drop the ?redirect= back here.
    // A signed-in user of another role goes to their own area (spec 1 §4), never back to /login.
    window.location.replace(signedIn ? homeForRole(user?.role) : loginUrlBackHere());
    return leavingThePage();
  },

  checkError: (error: { status?: number }) => {
    if (error?.status === 401) {
      void leaveEndedSession();
      // Already leaving: react-admin must neither log out again nor show its own message.
      return Promise.reject({ logoutUser: false, message: false });
    }
    // 403 keeps the session: the operation's notification says 'Accès refusé'. So does 503
    // (the service is briefly down): its notification says so, and nobody is signed out.
    return Promise.resolve();
  },

  logout: async () => {
    // A support agent leaves the live chat at once; then the server ends the session: the token stops working everywhere.
    await leaveChat();
    await signOut();
    window.location.assign('/login');
    // false: react-admin must not navigate to its own login route.
    return false;
  },

  getIdentity: () => {
    const user = readUser();
    return Promise.resolve({
      id: user?.id ?? user?._id ?? '',
      fullName: user?.name || 'Admin',
      email: user?.email ?? '',
      role: user?.role ?? '',
    });
  },

  getPermissions: () => Promise.resolve(readUser()?.role),

  // The registry's access rules (canAccess.ts), with the role's permissions as the server knows them.
  canAccess: async (params) => canAccess(await sessionCaller(), params),
};
