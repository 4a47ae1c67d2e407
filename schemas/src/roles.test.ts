import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROLES, destinationForRole, homeForRole, requiredRoleFor, roleMayOpen } from './roles';

describe('account roles', () => {
  it('are user, admin, support and the team roles with the spec labels', () => {
    expect(ACCOUNT_ROLES.map((r) => [r.value, r.label])).toEqual([
      ['user', 'Utilisateur'],
      ['admin', 'Administrateur'],
      ['support', 'Support'],
      ['editor', 'Éditeur'],
      ['moderator', 'Modérateur'],
      ['viewer', 'Observateur'],
    ]);
  });

  it('team members land on /webmaster, support staff on their tickets, user on /user, others on /', () => {
    expect(homeForRole('admin')).toBe('/webmaster');
    expect(homeForRole('user')).toBe('/user');
    expect(homeForRole('support')).toBe('/webmaster/support/tickets');
    expect(homeForRole('editor')).toBe('/webmaster');
    expect(homeForRole('viewer')).toBe('/webmaster');
    expect(homeForRole(undefined)).toBe('/');
  });
});

describe('guard routing', () => {
  const ROLES = ['admin', 'user', 'support', 'editor', undefined];
  const AREAS = ['/webmaster', '/webmaster/users?q=a', '/user', '/user/billing', '/pricing', '/'];

  it('names the role each area requires', () => {
    expect(requiredRoleFor('/webmaster/')).toBe('admin');
    expect(requiredRoleFor('/user/account')).toBe('user');
    expect(requiredRoleFor('/users-guide')).toBeUndefined();
    expect(requiredRoleFor('/webmasterx')).toBeUndefined();
  });

  it.each(ROLES)('never sends role %s to an area it cannot open (no loop)', (role) => {
    for (const path of AREAS) {
      const destination = destinationForRole(role, path);
      expect(roleMayOpen(role, destination)).toBe(true);
      // Its home is always a page it may open.
      expect(roleMayOpen(role, homeForRole(role))).toBe(true);
    }
  });

  it('keeps an allowed path and replaces a forbidden one by the role home', () => {
    expect(destinationForRole('admin', '/webmaster/users')).toBe('/webmaster/users');
    expect(destinationForRole('user', '/webmaster/')).toBe('/user');
    expect(destinationForRole('support', '/webmaster/')).toBe('/webmaster/');
    expect(destinationForRole('support', '/user')).toBe('/webmaster/support/tickets');
    expect(destinationForRole('admin', '/user')).toBe('/webmaster');
    expect(destinationForRole('support', '/pricing')).toBe('/pricing');
    expect(destinationForRole('user', undefined)).toBe('/user');
  });
});
