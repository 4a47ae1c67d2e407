/**
 * The users' row actions (spec 2 §2.3): a password reset gives a new random password,
 * shown once, that the next login uses; only administrators may run it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { createRecord } from '../support/records';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let token: string;
let zoe: any;

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin());
  const people = [
    { name: 'Zoé Martin', email: 'zoe@exemple.fr', role: 'user', active: true },
    { name: 'Sam Support', email: 'sam@exemple.fr', role: 'support', active: true },
    { name: 'Xavier Durand', email: 'xavier@exemple.fr', role: 'user', active: false },
  ];
  for (const person of people) {
    const created = await createRecord(api, token, 'users', { ...person, password: 'Ancien-mot-de-passe-1', confirmPassword: 'Ancien-mot-de-passe-1' });
    if (person.name === 'Zoé Martin') zoe = created;
  }
});
afterAll(() => server?.stop());

describe('reset-password', () => {
  it('answers a new strong password once; the next login uses it and the old one stops working', async () => {
    const reset = await api.post(`/users/${zoe._id}/reset-password`, {}, { token });
    expect(reset.status).toBe(200);
    expect(Object.keys(reset.body)).toEqual(['password']);
    const { password } = reset.body;
    expect(password).toHaveLength(16);
    expect(password).toMatch(/[a-z]/);
    expect(password).toMatch(/[A-Z]/);
    expect(password).toMatch(/[0-9]/);

    expect((await api.post('/auth/login', { email: zoe.email, password: 'Ancien-mot-de-passe-1' })).status).toBe(401);
    const session = await api.post('/auth/login', { email: zoe.email, password });
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(zoe.email);
    expect(session.body.token).toBeTruthy();
  });

  it('gives a different password every time, stored hashed and never shown again', async () => {
    const first = (await api.post(`/users/${zoe._id}/reset-password`, {}, { token })).body.password;
    const second = (await api.post(`/users/${zoe._id}/reset-password`, {}, { token })).body.password;
    expect(first).not.toBe(second);
    const record = await api.get(`/users/${zoe._id}`, { token });
    expect(JSON.stringify(record.body)).not.toContain(second);
    expect(record.body).not.toHaveProperty('password');
    expect((await api.post('/auth/login', { email: zoe.email, password: first })).status).toBe(401);
  });

  it('is logged as an update of the user, without the password', async () => {
    const { password } = (await api.post(`/users/${zoe._id}/reset-password`, {}, { token })).body;
    const [entry] = (await api.get('/user_activity', { token })).body.data;
    expect(entry).toMatchObject({
      action: 'update',
      collection: 'users',
      resource_id: zoe._id,
      method: 'POST',
      status_code: 200,
      action_type: 'reset-password',
      details: { operation: 'reset-password', label: 'Zoé Martin' },
    });
    expect(JSON.stringify(entry)).not.toContain(password);
  });

  it('is refused to a non-administrator (403) and to a visitor (401)', async () => {
    const support = await login(api, 'sam@exemple.fr', 'Ancien-mot-de-passe-1');
    expect((await api.post(`/users/${zoe._id}/reset-password`, {}, { token: support })).status).toBe(403);
    expect((await api.post(`/users/${zoe._id}/reset-password`, {})).status).toBe(401);
  });

  it('answers 404 for a user that does not exist and for an action that is not declared', async () => {
    expect((await api.post('/users/65f1c0ffee0123456789abcd/reset-password', {}, { token })).status).toBe(404);
    expect((await api.post('/users/not-an-id/reset-password', {}, { token })).status).toBe(404);
    expect((await api.post(`/users/${zoe._id}/email`, {}, { token })).status).toBe(404);
    expect((await api.post(`/users/${zoe._id}/make-admin`, {}, { token })).status).toBe(404);
  });
});

describe('the users list filters', () => {
  it('filters by role and by active state', async () => {
    const names = async (query: Record<string, string>) =>
      (await api.get('/users', { token, query })).body.data.map((u: any) => u.name).sort();
    expect(await names({ role: 'support' })).toEqual(['Sam Support']);
    expect(await names({ active: 'false' })).toEqual(['Xavier Durand']);
    expect(await names({ role: 'user', active: 'true' })).toEqual(['Zoé Martin']);
  });
});

describe('removing oneself (issue 26 §6)', () => {
  it('is refused in French, even with another administrator; the other administrator may', async () => {
    const other = await createRecord(api, token, 'users', { name: 'Olga Admin', email: 'olga@exemple.fr', role: 'admin', active: true, password: 'Motdepasse-Olga-1', confirmPassword: 'Motdepasse-Olga-1' });
    const olga = await login(api, 'olga@exemple.fr', 'Motdepasse-Olga-1');
    const me = (await api.get('/auth/me', { token })).body.user.id;

    const deleted = await api.del(`/users/${me}`, { token });
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe('Vous ne pouvez pas supprimer votre propre compte');
    const deactivated = await api.put(`/users/${me}`, { active: false }, { token });
    expect(deactivated.status).toBe(409);
    expect(deactivated.body.message).toBe('Vous ne pouvez pas désactiver votre propre compte');
    expect((await api.get('/auth/me', { token })).status).toBe(200);
    expect((await api.put(`/users/${me}`, { name: 'Alice A.' }, { token })).status).toBe(200);

    // Olga removes herself: refused; the first administrator removes her: done.
    expect((await api.del(`/users/${other._id}`, { token: olga })).status).toBe(409);
    expect((await api.del(`/users/${other._id}`, { token })).status).toBe(200);
  });

  it('in a bulk delete (one DELETE per selected row, as the back-office sends it), skips one’s own row with its French refusal and removes the others', async () => {
    const me = (await api.get('/auth/me', { token })).body.user.id;
    const others = [];
    for (const name of ['Basile', 'Capucine']) {
      others.push(await createRecord(api, token, 'users', { name, email: `${name.toLowerCase()}@exemple.fr`, role: 'user', active: true, password: 'Motdepasse-vrac-1', confirmPassword: 'Motdepasse-vrac-1' }));
    }
    const answers = await Promise.all([me, ...others.map((user) => user._id)].map((id) => api.del(`/users/${id}`, { token })));
    expect(answers.map((answer) => answer.status)).toEqual([409, 200, 200]);
    expect(answers[0].body.message).toBe('Vous ne pouvez pas supprimer votre propre compte');
    const emails = (await api.get('/users', { token, query: { limit: '100' } })).body.data.map((user: any) => user.email);
    expect(emails).not.toContain('basile@exemple.fr');
    expect(emails).not.toContain('capucine@exemple.fr');
    expect((await api.get('/auth/me', { token })).status).toBe(200);
  });
});
