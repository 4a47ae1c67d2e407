/**
 * Auth against the site's session: the back-office has no login page of its own, so every
 * way out is a full-page move to the site's /login, never react-admin's internal route.
 */
import type { AuthProvider } from 'react-admin';
import { homeForRole, roleMayOpen, signOut } from '@hexagone/schemas';
import { canAccess } from './canAccess';
import { clearSession, loginUrlBackHere, readToken, readUser } from './session';

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
      clearSession();
      window.location.assign('/login');
      // Already leaving: react-admin must neither log out again nor show its own message.
      return Promise.reject({ logoutUser: false, message: false });
    }
    // 403 keeps the session: the operation's notification says 'Accès refusé'. So does 503
    // (the service is briefly down): its notification says so, and nobody is signed out.
    return Promise.resolve();
  },

  logout: async () => {
    // The server ends the session too: the token stops working everywhere.
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

  // The registry's access rules (canAccess.ts); the stored user's permissions, when the session carries them.
  canAccess: async (params) => {
    const user = readUser() as (ReturnType<typeof readUser> & { permissions?: string[] }) | null;
    return canAccess(user?.role ? { role: user.role, permissions: user.permissions } : undefined, params);
  },
};
