import { describe, expect, it } from 'vitest';
import { getResource, resources } from './registry';
import { roles } from './resources/roles';
import { users } from './resources/users';

describe('registry', () => {
  it('finds every resource by name', () => {
    expect(getResource('users')).toBe(users);
    expect(getResource('roles')).toBe(roles);
  });

  it('returns undefined for an unknown name', () => {
    expect(getResource('nope')).toBeUndefined();
    expect(getResource('')).toBeUndefined();
    expect(getResource('Users')).toBeUndefined();
  });

  it('has unique names and routes', () => {
    expect(new Set(resources.map((r) => r.name)).size).toBe(resources.length);
    expect(new Set(resources.map((r) => r.route)).size).toBe(resources.length);
  });
});
