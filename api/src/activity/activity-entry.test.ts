import { describe, expect, it } from 'vitest';
import { users } from '@hexagone/schemas';
import {
  accountActor,
  bodyEmail,
  bodyIds,
  changedFields,
  clientIp,
  describeRoute,
  filledFields,
  isWriteMethod,
  labelOf,
  legacyActor,
  observedWrite,
  SYSTEM_ACTOR,
  truncatedIp,
  VISITOR_ACTOR,
} from './activity-entry';

const known = (name: string) => ['users', 'roles', 'blog_posts'].includes(name);
const ID = '65f1c0ffee0123456789abcd';

describe('isWriteMethod', () => {
  it('reads are not writes', () => {
    expect(['GET', 'HEAD', 'OPTIONS', 'get'].map(isWriteMethod)).toEqual([false, false, false, false]);
    expect(['POST', 'PUT', 'PATCH', 'DELETE'].map(isWriteMethod)).toEqual([true, true, true, true]);
  });
});

describe('describeRoute', () => {
  it('reads the generic CRUD routes of any registered collection', () => {
    expect(describeRoute('POST', '/api/users', known)).toEqual({ action: 'create', collection: 'users', operation: 'create' });
    expect(describeRoute('PUT', `/api/roles/${ID}`, known)).toEqual({ action: 'update', collection: 'roles', operation: 'update', id: ID });
    expect(describeRoute('PATCH', `/api/roles/${ID}/`, known)).toMatchObject({ action: 'update', id: ID });
    expect(describeRoute('DELETE', `/api/blog_posts/${ID}`, known)).toEqual({ action: 'delete', collection: 'blog_posts', operation: 'delete', id: ID });
  });

  it('reads row and bulk actions as updates named after the action', () => {
    expect(describeRoute('POST', `/api/users/${ID}/reset-password`, known)).toEqual({
      action: 'update',
      collection: 'users',
      operation: 'reset-password',
      id: ID,
    });
    expect(describeRoute('POST', '/api/blog_posts/actions/publish', known)).toEqual({ action: 'update', collection: 'blog_posts', operation: 'publish' });
  });

  it('recognises the authentication and setup routes', () => {
    expect(describeRoute('POST', '/api/auth/login', known)).toEqual({ action: 'login', collection: 'users', operation: 'login', auth: true });
    expect(describeRoute('POST', '/api/auth/mfa', known)).toMatchObject({ action: 'login', operation: 'mfa', auth: true });
    expect(describeRoute('POST', '/api/setup/init', known)).toMatchObject({ action: 'register', operation: 'setup', auth: true });
  });

  it('ignores unknown collections, deeper paths and a PUT without id', () => {
    expect(describeRoute('POST', '/api/contact', known)).toBeUndefined();
    expect(describeRoute('POST', '/api/user_activity', (n) => n !== 'user_activity' && known(n))).toBeUndefined();
    expect(describeRoute('POST', `/api/users/${ID}/a/b`, known)).toBeUndefined();
    expect(describeRoute('PUT', '/api/users', known)).toBeUndefined();
  });
});

describe('changed and filled fields', () => {
  it('names the fields an update changed, never bookkeeping or secrets', () => {
    const before = { _id: '1', name: 'Zoé', role: 'user', active: true, updated_at: new Date(1), password: 'h1' };
    const after = { _id: '1', name: 'Zoé', role: 'support', active: false, updated_at: new Date(2), password: 'h2' };
    expect(changedFields(users, before, after)).toEqual(['active', 'role']);
  });

  it('compares dates and lists by value', () => {
    expect(changedFields(undefined, { d: new Date(5), tags: ['a'] }, { d: new Date(5), tags: ['a'] })).toEqual([]);
    expect(changedFields(undefined, { tags: ['a'] }, { tags: ['a', 'b'] })).toEqual(['tags']);
  });

  it('names the fields a new record was given, without secrets or empty values', () => {
    const record = { _id: '1', name: 'Zoé', email: 'z@x.fr', company: '', confirmPassword: 'x', api_key: 'k', mfa_secret: 's', role: 'user' };
    expect(filledFields(users, record)).toEqual(['email', 'name', 'role']);
  });
});

describe('labelOf', () => {
  it('takes the first naming field a record has', () => {
    expect(labelOf({ name: ' Zoé Martin ', email: 'z@x.fr' })).toBe('Zoé Martin');
    expect(labelOf({ title: 'Lancement' })).toBe('Lancement');
    expect(labelOf({ number: 'FAC-2025-0001' })).toBe('FAC-2025-0001');
    expect(labelOf({ status: 'paid' })).toBeUndefined();
    expect(labelOf(undefined)).toBeUndefined();
    expect(labelOf({ name: 'x'.repeat(500) })).toHaveLength(120);
  });
});

describe('request values', () => {
  it('strips the IPv4-in-IPv6 prefix', () => {
    expect(clientIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(clientIp('::1')).toBe('::1');
    expect(clientIp(undefined)).toBeNull();
  });

  it('keeps only string ids, at most 100', () => {
    expect(bodyIds({ ids: ['a', 1, 'b', { $ne: 1 }] })).toEqual(['a', 'b']);
    expect(bodyIds({ ids: Array.from({ length: 150 }, (_, i) => String(i)) })).toHaveLength(100);
    expect(bodyIds(undefined)).toEqual([]);
  });

  it('reads the e-mail of a login, never anything else', () => {
    expect(bodyEmail({ email: ' Alice@Example.com ', password: 'secret' })).toBe('alice@example.com');
    expect(bodyEmail({ email: { $ne: '' } })).toBeUndefined();
  });
});

describe('actors', () => {
  it('keeps an account’s name and e-mail as they were', () => {
    expect(accountActor({ name: 'Marie Dupont', email: 'marie@exemple.fr' })).toEqual({
      actor_kind: 'user',
      actor_name: 'Marie Dupont',
      actor_email: 'marie@exemple.fr',
    });
    expect(accountActor({ email: 'sans-nom@exemple.fr' }).actor_name).toBe('sans-nom@exemple.fr');
  });

  it('names visitors and the system apart', () => {
    expect(VISITOR_ACTOR.actor_name).toBe('Visiteur');
    expect(SYSTEM_ACTOR.actor_name).toBe('Système');
  });

  it('truncates a visitor’s address to its network', () => {
    expect(truncatedIp('203.0.113.42')).toBe('203.0.113.0');
    expect(truncatedIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(truncatedIp('::1')).toBe('::');
    expect(truncatedIp(null)).toBeNull();
    expect(truncatedIp('pas une adresse')).toBeNull();
  });

  it('gives older entries an actor: the account, a deleted user, a visitor or the system', () => {
    expect(legacyActor({ user_id: 'u1' }, { name: 'Paul', email: 'paul@exemple.fr' }).actor_name).toBe('Paul');
    expect(legacyActor({ user_id: 'gone' }, undefined)).toEqual({ actor_kind: 'user', actor_name: 'Utilisateur supprimé', actor_email: null });
    expect(legacyActor({ user_id: null, details: { visitor: true } }, undefined)).toEqual(VISITOR_ACTOR);
    expect(legacyActor({ user_id: null, details: {} }, undefined)).toEqual(SYSTEM_ACTOR);
  });
});

describe('observedWrite', () => {
  const before = { _id: ID, name: 'Marie', email: 'marie@exemple.fr', role: 'user', password: 'haché' };
  const after = { ...before, role: 'admin', password: 'autre' };

  it('names a creation by the fields given, never a secret, with its trail', () => {
    expect(observedWrite(users, 'create', { after }, 'piste')).toEqual({
      action: 'create',
      collection: 'users',
      id: ID,
      fields: ['email', 'name', 'role'],
      label: 'Marie',
      trail: 'piste',
    });
  });

  it('keeps of an update the values changed before and after, without the password', () => {
    const write = observedWrite(users, 'update', { before, after });
    expect(write).toMatchObject({ action: 'update', id: ID, fields: ['role'], changes: { role: { before: 'user', after: 'admin' } } });
    expect(write).not.toHaveProperty('trail');
  });

  it('names a deletion by the record it removed', () => {
    expect(observedWrite(users, 'delete', { before })).toEqual({ action: 'delete', collection: 'users', id: ID, fields: [], label: 'Marie' });
  });
});
