import { describe, expect, it } from 'vitest';
import {
  actionRule,
  ADMIN_ONLY,
  allows,
  hiddenFields,
  needsPermissions,
  normalizeAccess,
  orOwn,
  ownedBody,
  PUBLIC,
  publicFields,
  publicRead,
  reach,
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

describe('records that belong to someone', () => {
  const tickets = {
    fields: [{ name: 'subject' }, { name: 'user_id' }],
    access: normalizeAccess({
      default: withPermission('support.manage'),
      list: orOwn(withPermission('support.manage'), { roles: ['user'], owner: 'user_id' }),
      update: orOwn(withPermission('support.manage'), { roles: ['user'], owner: 'user_id' }),
      actions: { close: orOwn(withPermission('support.manage'), { roles: ['user'], owner: 'user_id' }) },
    }),
  };
  const customer = { role: 'user', ownerId: 'u1' };
  const agent = { role: 'support', permissions: ['support.manage'] };

  it('lets staff reach every record and an owner-caller their own, by the declared field', () => {
    expect(reach(tickets.access.list, admin)).toBe('all');
    expect(reach(tickets.access.list, agent)).toBe('all');
    expect(reach(tickets.access.list, customer)).toEqual({ field: 'user_id', id: 'u1' });
    expect(reach(tickets.access.list, { role: 'support' })).toBeUndefined();
    expect(reach(tickets.access.list, undefined)).toBeUndefined();
  });

  it('admits no owner-caller without an owner id, and limits a rule that names its owner itself', () => {
    expect(reach(tickets.access.list, { role: 'user' })).toBeUndefined();
    const keyRule = { permissions: ['instances.read'], owner: 'account_id' };
    expect(reach(keyRule, { role: 'api_key', permissions: ['instances.read'], ownerId: 'acc' })).toEqual({ field: 'account_id', id: 'acc' });
    expect(reach(keyRule, admin)).toBeUndefined();
  });

  it('shows the back-office what an owner may use, records aside', () => {
    expect(allows(tickets.access.list, { role: 'user' })).toBe(true);
    expect(allows(tickets.access.delete, customer)).toBe(false);
    expect(needsPermissions(tickets.access.list, 'user')).toBe(true);
  });

  it("gives an action the update rule without its owners, unless the action declares them", () => {
    const withoutClose = { ...tickets, access: { ...tickets.access, actions: {} } };
    expect(reach(actionRule(withoutClose, 'assign'), customer)).toBeUndefined();
    expect(reach(actionRule(withoutClose, 'assign'), agent)).toBe('all');
    expect(reach(actionRule(tickets, 'close'), customer)).toEqual({ field: 'user_id', id: 'u1' });
  });

  it("sets the owner field from the caller on a create and keeps it out of an update", () => {
    const scope = { field: 'user_id', id: 'u1' };
    expect(ownedBody({ subject: 'S', user_id: 'forged' }, 'create', scope)).toEqual({ subject: 'S', user_id: 'u1' });
    expect(ownedBody({ subject: 'S', user_id: 'forged' }, 'update', scope)).toEqual({ subject: 'S' });
    expect(ownedBody({ subject: 'S', user_id: 'x' }, 'create')).toEqual({ subject: 'S', user_id: 'x' });
  });
});
