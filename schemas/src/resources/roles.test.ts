import { describe, expect, it } from 'vitest';
import { fieldByName } from '../resource';
import { slugify } from '../text';
import { validateValues } from '../validation/engine';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../slug';
import { COLOR_OPTIONS, PERMISSIONS, PERMISSION_FAMILIES, SYSTEM_ROLES, roles } from './roles';

const field = (name: string) => {
  const def = fieldByName(roles, name);
  if (!def) throw new Error(`missing field ${name}`);
  return def;
};

const ALL_PERMISSIONS = [
  'users.view',
  'users.create',
  'users.edit',
  'users.delete',
  'blog.view',
  'blog.create',
  'blog.edit',
  'blog.delete',
  'services.view',
  'services.manage',
  'billing.view',
  'billing.manage',
  'settings.view',
  'settings.manage',
];

/** Spec 3 §6's team permissions not already in spec 2's list. */
const TEAM_ONLY = ['users.manage', 'content.edit', 'content.publish', 'analytics.view', 'support.manage', 'api.manage'];

describe('roles resource declaration', () => {
  it('is the roles collection under /webmaster/users/roles with create, edit and delete', () => {
    expect(roles.name).toBe('roles');
    expect(roles.route).toBe('users/roles');
    expect(roles.operations).toMatchObject({ create: true, edit: true, delete: true });
    expect(roles.breadcrumb).toEqual([{ label: 'Utilisateurs', path: '/webmaster/users' }, { label: 'Rôles' }]);
    expect(roles.breadcrumb[roles.breadcrumb.length - 1].path).toBeUndefined();
  });

  it('requires the name', () => {
    expect(field('name').required).toBe(true);
    expect(validateValues(roles, {})).toEqual({ name: 'Le champ « Nom » est requis' });
  });

  it('locks name and slug on edit', () => {
    expect(field('name').lockedOnEdit).toBe(true);
    expect(field('slug').lockedOnEdit).toBe(true);
    expect(validateValues(roles, { name: '', slug: 'NOT VALID' }, { mode: 'edit' })).toEqual({});
  });

  it('is_system is kept by the server (default false) and users_count too', () => {
    expect(field('is_system')).toMatchObject({ readOnly: true, default: false });
    expect(field('users_count')).toMatchObject({ readOnly: true, type: 'number', default: 0 });
    expect(field('created_at').readOnly).toBe(true);
  });

  it('counts the users pointing at a role by its slug', () => {
    expect(roles.counters).toEqual([{ field: 'users_count', of: 'users', foreignField: 'role', localField: 'slug' }]);
  });

  it('offers the six colours, primary by default', () => {
    expect(COLOR_OPTIONS.map((o) => o.value)).toEqual(['primary', 'success', 'warning', 'danger', 'info', 'secondary']);
    expect(field('color')).toMatchObject({ type: 'select', default: 'primary' });
    expect(validateValues(roles, { name: 'X', color: 'pink' })).toEqual({ color: 'Valeur non autorisée' });
  });
});

describe('role slug', () => {
  it('is derived from the name', () => {
    expect(field('slug').deriveFrom).toEqual({ field: 'name', transform: 'slug' });
    expect(field('slug').unique).toBe(true);
  });

  it('accepts lowercase words joined by dashes only', () => {
    expect(field('slug').pattern).toBe(SLUG_PATTERN);
    expect(SLUG_MESSAGE).toBe('Seuls les lettres minuscules, chiffres et tirets sont autorisés');
    for (const ok of ['admin', 'chef-de-projet', 'niveau-2']) expect(SLUG_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ['Admin', 'chef de projet', '-a', 'a-', 'a--b', 'rôle', 'a_b']) expect(SLUG_PATTERN.test(bad), bad).toBe(false);
  });

  it('reports a malformed slug with the spec message', () => {
    expect(validateValues(roles, { name: 'Chef', slug: 'Chef De Projet' })).toEqual({ slug: SLUG_MESSAGE });
  });

  it('a name slugified is always an accepted slug', () => {
    expect(slugify('Chef de Projet')).toBe('chef-de-projet');
    expect(validateValues(roles, { name: 'Chef de Projet', slug: slugify('Chef de Projet') })).toEqual({});
  });
});

describe('role deletion refusal', () => {
  it("refuses deleting a system role with 'Les rôles système ne peuvent pas être supprimés'", () => {
    expect(roles.refuse).toHaveLength(1);
    const [rule] = roles.refuse;
    expect(rule.on).toBe('delete');
    expect(rule.message).toBe('Les rôles système ne peuvent pas être supprimés');
    expect(rule.when({ slug: 'admin', is_system: true })).toBe(true);
  });

  it('allows deleting other roles', () => {
    const [rule] = roles.refuse;
    expect(rule.when({ slug: 'custom', is_system: false })).toBe(false);
    expect(rule.when({ slug: 'custom' })).toBe(false);
  });
});

describe('permissions', () => {
  it('lists all 14 identifiers of spec 2 §3, then the team permissions of spec 3 §6, once each', () => {
    expect(PERMISSIONS.map((p) => p.value)).toEqual([...ALL_PERMISSIONS, ...TEAM_ONLY]);
    expect(new Set(PERMISSIONS.map((p) => p.value)).size).toBe(20);
  });

  it('groups them in the families users, blog, services, billing, settings, team', () => {
    expect(Object.keys(PERMISSION_FAMILIES)).toEqual(['users', 'blog', 'services', 'billing', 'settings', 'team']);
    for (const permission of PERMISSIONS) {
      expect(Object.keys(PERMISSION_FAMILIES)).toContain(permission.group);
      if (permission.group !== 'team') expect(permission.value.startsWith(`${permission.group}.`), permission.value).toBe(true);
      expect(permission.label.length).toBeGreaterThan(0);
    }
    for (const family of Object.keys(PERMISSION_FAMILIES)) {
      expect(PERMISSIONS.some((p) => p.group === family), family).toBe(true);
    }
  });

  it('the permissions field is a multiselect over them, grouped by family, empty by default', () => {
    const permissions = field('permissions');
    expect(permissions.type).toBe('multiselect');
    expect(permissions.options).toBe(PERMISSIONS);
    expect(permissions.optionGroups).toBe(PERMISSION_FAMILIES);
    expect(permissions.default).toEqual([]);
  });

  it('refuses an unknown permission', () => {
    expect(validateValues(roles, { name: 'X', permissions: ['users.view', 'root.all'] })).toEqual({ permissions: 'Valeur non autorisée' });
    expect(validateValues(roles, { name: 'X', permissions: ['users.view', 'settings.manage'] })).toEqual({});
  });
});

describe('system roles', () => {
  it('are admin, user and support, with valid permissions', () => {
    expect(SYSTEM_ROLES.map((r) => [r.slug, r.name])).toEqual([
      ['admin', 'Administrateur'],
      ['user', 'Utilisateur'],
      ['support', 'Support'],
    ]);
    expect([...SYSTEM_ROLES[0].permissions]).toEqual([...ALL_PERMISSIONS, ...TEAM_ONLY]);
    for (const role of SYSTEM_ROLES) {
      expect(validateValues(roles, { ...role, permissions: [...role.permissions] }), role.slug).toEqual({});
    }
  });
});
