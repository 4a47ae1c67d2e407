/**
 * The activity log (spec 2 §2.5): the API writes it itself around every login and every
 * write, and serves it read-only, newest first, filtered by action, collection and user.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { ADMIN, login, type ApiClient } from '../support/api';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let token: string;
let adminId: string;

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin());
  adminId = (await api.get('/auth/me', { token })).body.user._id;
});
afterAll(() => server?.stop());

const activity = async (query: Record<string, string> = {}) => {
  const response = await api.get('/user_activity', { token, query: { limit: '100', ...query } });
  expect(response.status).toBe(200);
  return response.body.data as any[];
};
const latest = async () => (await activity())[0];

describe('what the API logs', () => {
  it('logs the setup as the first administrator’s registration', async () => {
    const entries = await activity({ action: 'register' });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ user_id: adminId, collection: 'users', method: 'POST', status_code: 201, action_type: 'setup' });
  });

  it('logs a login once the session is open: user, method, status and address', async () => {
    const before = (await activity({ action: 'login' })).length;
    await login(api, ADMIN.email, ADMIN.password);
    const logins = await activity({ action: 'login' });
    expect(logins).toHaveLength(before + 1);
    expect(logins[0]).toMatchObject({
      user_id: adminId,
      action: 'login',
      collection: 'users',
      resource_id: adminId,
      method: 'POST',
      status_code: 200,
      ip_address: '127.0.0.1',
      action_type: 'mfa',
      details: { mfa: true },
    });
    expect(Date.now() - new Date(logins[0].created_at).getTime()).toBeLessThan(60_000);
  });

  it('logs a refused login with status 401 and the e-mail tried, never the password', async () => {
    const refused = await api.post('/auth/login', { email: ADMIN.email, password: 'mauvais-mot-de-passe' });
    expect(refused.status).toBe(401);
    const entry = await latest();
    expect(entry).toMatchObject({ action: 'login', user_id: adminId, status_code: 401, method: 'POST', action_type: 'login-failed' });
    expect(entry.details).toEqual({ email: ADMIN.email, reason: 'E-mail ou mot de passe incorrect' });
    expect(JSON.stringify(entry)).not.toContain('mauvais-mot-de-passe');
  });

  it('attributes a refused second factor to the account whose password was right, not to a visitor (issue 26 §8)', async () => {
    const first = await api.post('/auth/login', { email: ADMIN.email, password: ADMIN.password });
    expect(first.body.mfaToken).toBeTruthy();
    const refused = await api.post('/auth/mfa', { mfaToken: first.body.mfaToken, code: '000000' });
    expect(refused.status).toBe(401);
    const entry = await latest();
    expect(entry).toMatchObject({ action: 'login', action_type: 'mfa-failed', status_code: 401, user_id: adminId, resource_id: adminId, actor_kind: 'user', actor_name: ADMIN.name });
  });

  it('logs a create with the fields given, never the password', async () => {
    const created = await api.post(
      '/users',
      { name: 'Zoé Martin', email: 'zoe@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' },
      { token },
    );
    expect(created.status).toBe(201);
    const entry = await latest();
    expect(entry).toMatchObject({
      user_id: adminId,
      action: 'create',
      collection: 'users',
      resource_id: created.body._id,
      method: 'POST',
      status_code: 201,
      ip_address: '127.0.0.1',
      action_type: 'create',
      resource_type: 'Utilisateur',
      details: { label: 'Zoé Martin' },
    });
    expect(entry.details.fields).toEqual(expect.arrayContaining(['email', 'name', 'role']));
    expect(JSON.stringify(entry)).not.toMatch(/password|motdepasse/i);
  });

  it('logs an update with the names of the fields that changed', async () => {
    const [zoe] = (await api.get('/users', { token, query: { q: 'zoe@exemple.fr' } })).body.data;
    // The back-office sends the whole record back: only what differs is a change.
    const updated = await api.put(`/users/${zoe._id}`, { ...zoe, company: 'Acme', role: 'support' }, { token });
    expect(updated.status).toBe(200);
    const entry = await latest();
    expect(entry).toMatchObject({ action: 'update', collection: 'users', resource_id: zoe._id, method: 'PUT', status_code: 200, user_id: adminId });
    // Made support staff, the account becomes an agent (users.support_agent, kept by the server): a change too.
    expect(entry.details.fields).toEqual(['company', 'role', 'support_agent']);
  });

  it('logs a delete, and a write refused by a rule is not logged', async () => {
    const role = await api.post('/roles', { name: 'Stagiaire' }, { token });
    const removed = await api.del(`/roles/${role.body._id}`, { token });
    expect(removed.status).toBe(200);
    expect(await latest()).toMatchObject({
      action: 'delete',
      collection: 'roles',
      resource_id: role.body._id,
      method: 'DELETE',
      status_code: 200,
      details: { label: 'Stagiaire' },
    });

    const [system] = (await api.get('/roles', { token, query: { is_system: 'true' } })).body.data;
    const count = (await activity()).length;
    expect((await api.del(`/roles/${system._id}`, { token })).status).toBe(409);
    expect((await activity()).length).toBe(count);
  });

  it('never logs reads', async () => {
    const count = (await activity()).length;
    await api.get('/users', { token });
    await api.get('/roles', { token });
    await api.get('/auth/me', { token });
    expect((await activity()).length).toBe(count);
  });
});

describe('the log is read-only', () => {
  it('answers 405 to every write, and logs none of them', async () => {
    const [entry] = await activity();
    const count = (await activity()).length;
    expect((await api.post('/user_activity', { action: 'login' }, { token })).status).toBe(405);
    expect((await api.put(`/user_activity/${entry._id}`, { action: 'delete' }, { token })).status).toBe(405);
    expect((await api.del(`/user_activity/${entry._id}`, { token })).status).toBe(405);
    expect((await activity()).length).toBe(count);
    expect((await api.get(`/user_activity/${entry._id}`, { token })).body.action).toBe(entry.action);
  });

  it('is for administrators only', async () => {
    await api.post('/users', { name: 'Sam Support', email: 'sam@exemple.fr', role: 'support', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' }, { token });
    const support = await login(api, 'sam@exemple.fr', 'Motdepasse-1');
    expect((await api.get('/user_activity', { token: support })).status).toBe(403);
    expect((await api.get('/user_activity')).status).toBe(401);
  });
});

describe('list, filters and order', () => {
  it('sorts newest first and pages by 50', async () => {
    const response = await api.get('/user_activity', { token });
    expect(response.body.pagination.limit).toBe(50);
    const times = response.body.data.map((e: any) => new Date(e.created_at).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by action, collection and user, in both dialects', async () => {
    const deletes = await activity({ action: 'delete' });
    expect(deletes.length).toBeGreaterThan(0);
    expect(deletes.every((e) => e.action === 'delete')).toBe(true);

    const roles = await activity({ collection: 'roles' });
    expect(roles.length).toBeGreaterThan(0);
    expect(roles.every((e) => e.collection === 'roles')).toBe(true);

    const sam = (await api.get('/users', { token, query: { q: 'sam@exemple.fr' } })).body.data[0];
    const byAdmin = await activity({ user_id: adminId });
    expect(byAdmin.length).toBeGreaterThan(3);
    expect(byAdmin.every((e) => e.user_id === adminId)).toBe(true);
    expect((await activity({ user_id: sam._id })).every((e) => e.user_id === sam._id)).toBe(true);

    const combined = await activity({ action: 'create', collection: 'users' });
    expect(combined.map((e) => e.details.label).sort()).toEqual(['Sam Support', 'Zoé Martin']);

    const ra = await api.get('/user_activity', {
      token,
      query: { filter: JSON.stringify({ action: 'login', user_id: adminId }), range: '[0,99]', sort: '["created_at","DESC"]' },
    });
    expect(ra.body.length).toBeGreaterThan(0);
    expect(ra.body.every((e: any) => e.action === 'login' && e.user_id === adminId)).toBe(true);
    expect(ra.headers.get('content-range')).toMatch(/^user_activity 0-\d+\/\d+$/);
  });
});

describe('who acted (the actor kept in the entry)', () => {
  it('keeps the name and e-mail of the account, even once it is deleted', async () => {
    const created = await api.post(
      '/users',
      { name: 'Léa Éphémère', email: 'lea@exemple.fr', role: 'admin', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' },
      { token },
    );
    expect(created.status).toBe(201);
    expect(await latest()).toMatchObject({ actor_kind: 'user', actor_name: ADMIN.name, actor_email: ADMIN.email, user_id: adminId });

    const refused = await api.post('/auth/login', { email: 'lea@exemple.fr', password: 'faux' });
    expect(refused.status).toBe(401);
    expect((await api.del(`/users/${created.body._id}`, { token })).status).toBe(200);
    const [failed] = await activity({ user_id: created.body._id, action: 'login' });
    expect(failed).toMatchObject({ actor_kind: 'user', actor_name: 'Léa Éphémère', actor_email: 'lea@exemple.fr', status_code: 401 });
  });

  it('labels a public visitor as a visitor, with a truncated address, never as the system', async () => {
    const subscribed = await api.post('/newsletter', { email: 'visiteur@exemple.fr' });
    expect(subscribed.status).toBeLessThan(300);
    const [entry] = await activity({ collection: 'newsletter_subscribers' });
    expect(entry).toMatchObject({ actor_kind: 'visitor', actor_name: 'Visiteur', actor_email: null, user_id: null, ip_address: '127.0.0.0' });
    expect((await activity({ actor_kind: 'visitor' })).length).toBeGreaterThan(0);
  });

  it('finds an entry by the author’s name', async () => {
    const found = await activity({ q: 'Léa Éphémère' });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((e) => e.actor_name === 'Léa Éphémère' || JSON.stringify(e).includes('Léa'))).toBe(true);
  });
});
