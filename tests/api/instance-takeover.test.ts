/**
 * No takeover of the instance (issue 9 §1): the last active administrator stays, even under
 * simultaneous requests, and setup never opens again on a database where it was completed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, apiClient, login, setupAndLogin, type ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import { startServer, type TestServer } from '../support/server';

const LAST_ADMIN = 'Impossible : c’est le dernier administrateur actif de l’instance';

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let adminToken: string;
let adminId: string;

beforeAll(async () => {
  database = await startDatabase();
  server = await startServer({ env: { MONGODB_URI: database.uri } });
  api = apiClient(server.baseUrl);
  adminToken = await setupAndLogin(api);
  adminId = (await api.get('/auth/me', { token: adminToken })).body.user.id;
});
afterAll(async () => {
  await server?.stop();
  await database?.stop();
});

const activeAdmins = () => database.db.collection('users').countDocuments({ role: 'admin', active: { $ne: false } });

describe('the last active administrator', () => {
  it('cannot demote, deactivate or delete himself (409, in French)', async () => {
    for (const [method, body, message] of [
      ['PUT', { role: 'user' }, LAST_ADMIN],
      // Nobody removes their own account, last administrator or not (issue 26 §6).
      ['PUT', { active: false }, 'Vous ne pouvez pas désactiver votre propre compte'],
      ['DELETE', undefined, 'Vous ne pouvez pas supprimer votre propre compte'],
    ] as const) {
      const response = await api.request(method, `/users/${adminId}`, { token: adminToken, body });
      expect(response.status, `${method} ${JSON.stringify(body)}`).toBe(409);
      expect(response.body.message).toBe(message);
    }
    expect(await activeAdmins()).toBe(1);
    expect((await api.get('/auth/me', { token: adminToken })).status).toBe(200);
  });

  it('may go once another active administrator exists, and an inactive one does not count', async () => {
    const created = await api.post(
      '/users',
      { name: 'Bruno', email: 'bruno@example.com', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1', role: 'admin', active: false },
      { token: adminToken },
    );
    expect(created.status).toBe(201);
    expect((await api.put(`/users/${adminId}`, { role: 'user' }, { token: adminToken })).status).toBe(409);

    expect((await api.put(`/users/${created.body.id}`, { active: true }, { token: adminToken })).status).toBe(200);
    const renamed = await api.put(`/users/${adminId}`, { name: 'Alice A.' }, { token: adminToken });
    expect(renamed.status).toBe(200);
  });

  it('holds under simultaneous requests: two admins demoted at once leave exactly one', async () => {
    expect(await activeAdmins()).toBe(2);
    const bruno = (await api.get('/users', { token: adminToken, query: { q: 'bruno@example.com' } })).body.data[0];
    const responses = await Promise.all([
      api.put(`/users/${adminId}`, { role: 'support' }, { token: adminToken }),
      api.put(`/users/${bruno.id}`, { active: false }, { token: adminToken }),
      api.del(`/users/${bruno.id}`, { token: adminToken }),
    ]);
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 409).length, JSON.stringify(statuses)).toBeGreaterThanOrEqual(1);
    expect(await activeAdmins()).toBe(1);
  });
});

describe('setup', () => {
  it('never opens again once completed, even with no administrator left, after a restart', async () => {
    await server.stop({ keepData: true });
    // Whatever removed them (a direct write, a restore), no administrator is left.
    await database.db.collection('users').deleteMany({});
    server = await startServer({ env: { MONGODB_URI: database.uri } });
    api = apiClient(server.baseUrl);
    expect((await api.get('/setup/check')).body).toEqual({ setupRequired: false });
    const takeover = await api.post('/setup/init', { ...ADMIN, email: 'intrus@example.com' });
    expect(takeover.status).toBe(409);
    expect(takeover.body.message).toBe('La configuration initiale a déjà été effectuée');
    await expect(login(api, 'intrus@example.com', ADMIN.password)).rejects.toThrow(/401/);
  });
});
