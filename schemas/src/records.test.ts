import { describe, expect, it } from 'vitest';
import type { FieldDef } from './fields';
import { defaultValues, deriveValues, isWritable, writableValues } from './records';
import { roles } from './resources/roles';
import { users } from './resources/users';

const field = (def: Partial<FieldDef> & Pick<FieldDef, 'name'>): FieldDef => ({ label: def.name, type: 'text', ...def });

const resource = {
  fields: [
    field({ name: 'name' }),
    field({ name: 'slug', deriveFrom: { field: 'name', transform: 'slug' } }),
    field({ name: 'plain' }),
    field({ name: 'count', type: 'number', readOnly: true, default: 0 }),
    field({ name: 'confirm', transient: true }),
    field({ name: 'browser', clientOnly: true }),
    field({ name: 'secret', createOnly: true }),
    field({ name: 'locked', lockedOnEdit: true }),
    field({ name: 'active', type: 'switch', default: true }),
    field({ name: 'tags', type: 'tags', default: ['a'] }),
  ],
};

describe('isWritable', () => {
  it('refuses readOnly, transient and clientOnly in both modes', () => {
    for (const mode of ['create', 'edit'] as const) {
      expect(isWritable(field({ name: 'x', readOnly: true }), mode)).toBe(false);
      expect(isWritable(field({ name: 'x', transient: true }), mode)).toBe(false);
      expect(isWritable(field({ name: 'x', clientOnly: true }), mode)).toBe(false);
    }
  });
  it('refuses createOnly and lockedOnEdit on edit only', () => {
    expect(isWritable(field({ name: 'x', createOnly: true }), 'create')).toBe(true);
    expect(isWritable(field({ name: 'x', createOnly: true }), 'edit')).toBe(false);
    expect(isWritable(field({ name: 'x', lockedOnEdit: true }), 'create')).toBe(true);
    expect(isWritable(field({ name: 'x', lockedOnEdit: true }), 'edit')).toBe(false);
    expect(isWritable(field({ name: 'x' }), 'edit')).toBe(true);
  });
});

describe('writableValues', () => {
  const body = {
    name: 'Mon Rôle',
    slug: 'mon-role',
    plain: 'p',
    count: 99,
    confirm: 'c',
    browser: 'b',
    secret: 's',
    locked: 'l',
    active: false,
    tags: ['x'],
    _id: 'forged',
    role: 'admin',
    created_at: '2000-01-01',
  };

  it('on create keeps writable fields, puts readOnly ones at their default, drops transient, clientOnly and undeclared keys', () => {
    expect(writableValues(resource, body, 'create')).toEqual({
      count: 0,
      name: 'Mon Rôle',
      slug: 'mon-role',
      plain: 'p',
      secret: 's',
      locked: 'l',
      active: false,
      tags: ['x'],
    });
  });

  it('on edit also drops createOnly and lockedOnEdit fields', () => {
    expect(writableValues(resource, body, 'edit')).toEqual({
      name: 'Mon Rôle',
      slug: 'mon-role',
      plain: 'p',
      active: false,
      tags: ['x'],
    });
  });

  it('fills defaults on create only; a readOnly field takes its default whatever the body says', () => {
    const created = writableValues(resource, { name: 'A' }, 'create');
    expect(created).toEqual({ name: 'A', slug: 'a', count: 0, active: true, tags: ['a'] });
    expect(writableValues(resource, { name: 'A', count: 42 }, 'create').count).toBe(0);
    expect(writableValues(resource, { count: 42 }, 'edit')).not.toHaveProperty('count');
    expect(writableValues(resource, { plain: 'x' }, 'edit')).toEqual({ plain: 'x' });
  });

  it('copies defaults so records never share them', () => {
    const first = writableValues(resource, {}, 'create');
    (first.tags as string[]).push('mutated');
    expect(writableValues(resource, {}, 'create').tags).toEqual(['a']);
    expect(resource.fields.find((f) => f.name === 'tags')?.default).toEqual(['a']);
  });

  it('keeps an explicit value even when it equals a default or is falsy', () => {
    expect(writableValues(resource, { active: false, plain: '' }, 'create')).toMatchObject({ active: false, plain: '' });
  });

  it('derives the slug from the name when it is empty or absent', () => {
    expect(writableValues(resource, { name: 'Équipe Support' }, 'create').slug).toBe('equipe-support');
    expect(writableValues(resource, { name: 'Équipe Support', slug: '' }, 'create').slug).toBe('equipe-support');
    expect(writableValues(resource, { name: 'Équipe Support', slug: '   ' }, 'create').slug).toBe('equipe-support');
  });

  it('keeps a given slug', () => {
    expect(writableValues(resource, { name: 'Équipe Support', slug: 'custom' }, 'create').slug).toBe('custom');
  });

  it('derives nothing when the name is missing or blank', () => {
    expect(writableValues(resource, {}, 'create')).not.toHaveProperty('slug');
    expect(writableValues(resource, { name: '  ' }, 'create')).not.toHaveProperty('slug');
  });

  it('does not modify the body', () => {
    const input = { name: 'Abc' };
    writableValues(resource, input, 'create');
    expect(input).toEqual({ name: 'Abc' });
  });

  it('roles: a forged is_system / users_count never reaches the record; name and slug are ignored on edit', () => {
    const created = writableValues(roles, { name: 'Chef de Projet', is_system: true, users_count: 5, created_at: 'x' }, 'create');
    expect(created).toEqual({
      name: 'Chef de Projet',
      slug: 'chef-de-projet',
      color: 'primary',
      permissions: [],
      is_system: false,
      users_count: 0,
    });
    const edited = writableValues(roles, { name: 'Autre', slug: 'autre', is_system: false, description: 'd' }, 'edit');
    expect(edited).toEqual({ description: 'd' });
  });

  it('users: confirmPassword is never stored, password only on create', () => {
    const body = { name: 'N', email: 'a@b.c', password: 'secret123', confirmPassword: 'secret123', last_login: 'x' };
    expect(writableValues(users, body, 'create')).toEqual({
      name: 'N',
      email: 'a@b.c',
      password: 'secret123',
      role: 'user',
      permissions: [],
      active: true,
      emailVerified: false,
    });
    expect(writableValues(users, body, 'edit')).toEqual({ name: 'N', email: 'a@b.c' });
  });
});

describe('deriveValues / defaultValues', () => {
  it('deriveValues fills only empty targets and returns a copy', () => {
    const values = { name: 'Hello World' };
    const derived = deriveValues(resource, values);
    expect(derived).toEqual({ name: 'Hello World', slug: 'hello-world' });
    expect(values).toEqual({ name: 'Hello World' });
    expect(deriveValues(resource, { name: 'Hello', slug: 'keep' }).slug).toBe('keep');
    expect(deriveValues(resource, { name: 42 })).not.toHaveProperty('slug');
  });

  it('defaultValues lists every declared default', () => {
    expect(defaultValues(resource)).toEqual({ count: 0, active: true, tags: ['a'] });
    expect(defaultValues(users)).toEqual({ role: 'user', permissions: [], active: true, emailVerified: false });
    expect(defaultValues(roles)).toEqual({ color: 'primary', permissions: [], is_system: false, users_count: 0 });
  });
});

describe('deriveValues on edit', () => {
  const fields: FieldDef[] = [
    { name: 'title', label: 'Titre', type: 'text' },
    { name: 'slug', label: 'Slug', type: 'text', deriveFrom: { field: 'title', transform: 'slug' } },
    { name: 'code', label: 'Code', type: 'text', lockedOnEdit: true, deriveFrom: { field: 'title', transform: 'slug' } },
  ];

  it('never fills a field locked on edit', () => {
    expect(writableValues({ fields }, { title: 'Hello World', code: '' }, 'edit')).not.toHaveProperty('code');
  });

  it('keeps the stored slug when a partial update changes only the source field', () => {
    expect(writableValues({ fields }, { title: 'Nouveau titre' }, 'edit')).toEqual({ title: 'Nouveau titre' });
  });

  it('derives again when the update explicitly empties the slug', () => {
    expect(writableValues({ fields }, { title: 'Nouveau titre', slug: '' }, 'edit')).toEqual({
      title: 'Nouveau titre',
      slug: 'nouveau-titre',
    });
  });

  it('derives on create from the source field', () => {
    expect(deriveValues({ fields }, { title: 'Été à Paris' })).toMatchObject({ slug: 'ete-a-paris', code: 'ete-a-paris' });
  });
});
