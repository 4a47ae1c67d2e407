import { describe, expect, it } from 'vitest';
import {
  ADMIN_ONLY,
  allows,
  hiddenFields,
  needsPermissions,
  normalizeAccess,
  PUBLIC,
  publicFields,
  publicRead,
  readableValues,
  withPermission,
  writableByCaller,
} from './access';

const fields = [{ name: 'title' }, { name: 'status' }, { name: 'email' }];
const posts = {
  fields,
  access: normalizeAccess({
    default: withPermission('content.edit'),
    delete: ADMIN_ONLY,
    fields: { ...publicRead('title'), status: { write: withPermission('content.publish') }, email: { read: withPermission('users.manage') } },
  }),
};
const admin = { role: 'admin' };
const editor = { role: 'support', permissions: ['content.edit'] };
const publisher = { role: 'support', permissions: ['content.edit', 'content.publish'] };
const member = { role: 'user' };

describe('access rules', () => {
  it('reads a role list as the same rule for every operation, and nothing as administrators only', () => {
    const both = normalizeAccess(['admin', 'support']);
    expect(both.list).toEqual({ roles: ['admin', 'support'] });
    expect(both.delete).toEqual({ roles: ['admin', 'support'] });
    expect(normalizeAccess(undefined).update).toEqual(ADMIN_ONLY);
  });

  it('gives each operation its own rule, the default for the others', () => {
    expect(posts.access.list).toEqual(withPermission('content.edit'));
    expect(posts.access.delete).toEqual(ADMIN_ONLY);
  });

  it('lets through by role or by permission; the administrators hold every permission', () => {
    const rule = withPermission('billing.manage');
    expect(allows(rule, admin)).toBe(true);
    expect(allows(rule, { role: 'support', permissions: ['billing.manage'] })).toBe(true);
    expect(allows(rule, editor)).toBe(false);
    expect(allows(rule, undefined)).toBe(false);
    expect(allows({ permissions: ['billing.manage'] }, admin)).toBe(true);
    expect(allows({ roles: ['support'] }, admin)).toBe(false);
    expect(allows(PUBLIC, undefined)).toBe(true);
    expect(allows({}, admin)).toBe(false);
  });

  it('knows when a role alone settles a rule (no permission lookup)', () => {
    expect(needsPermissions(withPermission('content.edit'), 'admin')).toBe(false);
    expect(needsPermissions(withPermission('content.edit'), 'support')).toBe(true);
    expect(needsPermissions(ADMIN_ONLY, 'support')).toBe(false);
  });

  it('hides the fields a caller may not read', () => {
    expect(hiddenFields(posts, editor)).toEqual(['email']);
    expect(readableValues(posts, { title: 'T', status: 'draft', email: 'a@b.fr' }, editor)).toEqual({ title: 'T', status: 'draft' });
    expect(readableValues(posts, { title: 'T', email: 'a@b.fr' }, admin)).toEqual({ title: 'T', email: 'a@b.fr' });
  });

  it('drops the fields a caller may not write', () => {
    expect(writableByCaller(posts, { title: 'T', status: 'published' }, 'update', editor)).toEqual({ title: 'T' });
    expect(writableByCaller(posts, { title: 'T', status: 'published' }, 'create', publisher)).toEqual({ title: 'T', status: 'published' });
    expect(writableByCaller(posts, { title: 'T' }, 'update', member)).toEqual({});
  });

  it('derives the public projection from the publicly readable fields', () => {
    expect(publicFields(posts)).toEqual(['title']);
  });
});
