/** The account roles of the guards (spec 1 §6, spec 2 §6) and where each one lands after login. */
export const ACCOUNT_ROLES = [
  { value: 'user', label: 'Utilisateur' },
  { value: 'admin', label: 'Administrateur' },
  { value: 'support', label: 'Support' },
] as const;

export type AccountRole = (typeof ACCOUNT_ROLES)[number]['value'];

export function homeForRole(role: string | undefined): string {
  if (role === 'admin') return '/webmaster';
  if (role === 'user') return '/user';
  return '/';
}
