import { TEAM_ROLES, TEAM_ROLE_VALUES } from './team';

/** The account roles of the guards (spec 1 §6, spec 2 §6) and where each one lands after login. */
export const ACCOUNT_ROLES = [
  { value: 'user', label: 'Utilisateur' },
  { value: 'admin', label: 'Administrateur' },
  { value: 'support', label: 'Support' },
  // The other team roles of spec 3 §6 (admin and support above are the team's too).
  ...TEAM_ROLES.filter((role) => role.value !== 'admin' && role.value !== 'support'),
] as const;

export type AccountRole = (typeof ACCOUNT_ROLES)[number]['value'];

/**
 * The guarded areas and the roles each admits (spec 1 §2 route table): the back-office admits
 * the administrators and the other team members (spec 3 §6), whose permissions the API checks
 * on every call, and the support staff (spec 3 §6), whose rules open the support screens only.
 */
export const GUARDED_AREAS: readonly { path: string; role: string; roles: readonly string[] }[] = [
  // Support staff (a team role) enter it too, for the support screens only (their role's rules open nothing else).
  { path: '/webmaster', role: 'admin', roles: [...TEAM_ROLE_VALUES] },
  { path: '/user', role: 'user', roles: ['user'] },
];

/** The roles that enter the back-office: the administrators and the other team members. */
export const STAFF_ROLES: readonly string[] = GUARDED_AREAS[0].roles;

/** Roles that land on one screen of their area rather than its first page: support staff on their tickets. */
const ROLE_HOMES: Readonly<Record<string, string>> = { support: '/webmaster/support/tickets' };

/** Where a role lands (spec 1 §4): team members on /webmaster, support staff on their tickets, user on /user, any other role on /. */
export function homeForRole(role: string | undefined): string {
  if (role !== undefined && ROLE_HOMES[role]) return ROLE_HOMES[role];
  return GUARDED_AREAS.find((area) => role !== undefined && area.roles.includes(role))?.path ?? '/';
}

const isUnder = (path: string, base: string) =>
  path === base || path.startsWith(`${base}/`) || path.startsWith(`${base}?`) || path.startsWith(`${base}#`);

/** The main role a path requires, or undefined for a public page. */
export function requiredRoleFor(path: string): string | undefined {
  return GUARDED_AREAS.find((area) => isUnder(path, area.path))?.role;
}

/** Whether a signed-in user of this role may open this path. */
export function roleMayOpen(role: string | undefined, path: string): boolean {
  const area = GUARDED_AREAS.find((candidate) => isUnder(path, candidate.path));
  return area === undefined || (role !== undefined && area.roles.includes(role));
}

/**
 * Where a guard sends a signed-in user who asked for `path`: the path itself when the role may
 * open it, else the role's home. Never a guarded area the role cannot enter, so no guard loops.
 */
export function destinationForRole(role: string | undefined, path: string | undefined): string {
  return path !== undefined && roleMayOpen(role, path) ? path : homeForRole(role);
}
