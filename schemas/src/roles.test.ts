import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROLES, homeForRole } from './roles';

describe('account roles', () => {
  it('are user, admin, support with the spec labels', () => {
    expect(ACCOUNT_ROLES.map((r) => [r.value, r.label])).toEqual([
      ['user', 'Utilisateur'],
      ['admin', 'Administrateur'],
      ['support', 'Support'],
    ]);
  });

  it('admin lands on /webmaster, user on /user, others on /', () => {
    expect(homeForRole('admin')).toBe('/webmaster');
    expect(homeForRole('user')).toBe('/user');
    expect(homeForRole('support')).toBe('/');
    expect(homeForRole(undefined)).toBe('/');
  });
});
