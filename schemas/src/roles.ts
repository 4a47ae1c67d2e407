/** The account roles of the guards (spec 1 §6, spec 2 §6) and where each one lands after login. */
export const ACCOUNT_ROLES = [
  { value: 'user', label: 'Utilisateur' },
  { value: 'admin', label: 'Administrateur' },
  { value: 'support', label: 'Support' },
] as const;

export type AccountRole = (typeof ACCOUNT_ROLES)[number]['value'];

/**
 * The guarded areas and the one role each admits (spec 1 §2 route table). A role without an
 * area of its own (support, and the team roles to come) lands on the public site.
 */
export const GUARDED_AREAS = [
  { path: '/webmaster', role: 'admin' },
  { path: '/user', role: 'user' },
] as const;

/** Where a role lands (spec 1 §4): admin on /webmaster, user on /user, any other role on /. */
export function homeForRole(role: string | undefined): string {
  return GUARDED_AREAS.find((area) => area.role === role)?.path ?? '/';
}

const isUnder = (path: string, base: string) =>
  path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`) || path.startsWith(`${base}#`);

/** The role a path requires, or undefined for a public page. */
export function requiredRoleFor(path: string): string | undefined {
  return GUARDED_AREAS.find((area) => isUnder(path, area.path))?.role;
}

/** Whether a signed-in user of this role may open this path. */
export function roleMayOpen(role: string | undefined, path: string): boolean {
  const required = requiredRoleFor(path);
  return required === undefined || required === role;
}

/**
 * Where a guard sends a signed-in user who asked for `path`: the path itself when the role may
 * open it, else the role's home. Never a guarded area the role cannot enter, so no guard loops.
 */
export function destinationForRole(role: string | undefined, path: string | undefined): string {
  return path !== undefined && roleMayOpen(role, path) ? path : homeForRole(role);
}
