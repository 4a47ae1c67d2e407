/**
 * Sessions the server knows (issue 9 §2): logout, revocation on a password reset, a
 * deactivation or a role change, the session list, idle timeout, and ending a user's
 * sessions from the users list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { apiClient, login, type ApiClient } from '../support/api';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let adminToken: string;

let keepAlive: NodeJS.Timeout;

beforeAll(async () => {
  ({ server, api, token: adminToken } = await startServerAsAdmin({ env: { SESSION_IDLE_MINUTES: '0.05' } }));
  // This server ends a session idle for 3 s: the administrator's stays in use.
  keepAlive = setInterval(() => void api.get('/auth/me', { token: adminToken }), 500);
});
afterAll(async () => {
  clearInterval(keepAlive);
  await server?.stop();
});

let userCount = 0;
async function createUser(fields: Record<string, unknown> = {}) {
  userCount += 1;
  const email = `membre${userCount}@example.com`;
  const response = await api.post(
    '/users',
    { name: `Membre ${userCount}`, email, password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1', role: 'user', ...fields },
    { token: adminToken },
  );
  expect(response.status).toBe(201);
  return { id: response.body.id as string, email };
}

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

async function loginWithAgent(email: string, userAgent: string): Promise<string> {
  const response = await fetch(new URL('/api/auth/login', server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email, password: 'Motdepasse-1' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

describe('logout', () => {
  it('ends the session on the server: the same token answers 401 afterwards', async () => {
    const { email } = await createUser();
    const token = await login(api, email, 'Motdepasse-1');
    expect((await api.get('/auth/me', { token })).status).toBe(200);
    const out = await api.post('/auth/logout', {}, { token });
    expect(out.status).toBe(200);
    const after = await api.get('/auth/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Session expirée ou invalide, veuillez vous reconnecter');
  });

  it('ends only that session: another device stays signed in', async () => {
    const { email } = await createUser();
    const first = await login(api, email, 'Motdepasse-1');
    const second = await login(api, email, 'Motdepasse-1');
    await api.post('/auth/logout', {}, { token: first });
    expect((await api.get('/auth/me', { token: second })).status).toBe(200);
  });
});

describe('revocation', () => {
  it('a password reset ends every session of the account', async () => {
    const { id, email } = await createUser();
    const token = await login(api, email, 'Motdepasse-1');
    const reset = await api.post(`/users/${id}/reset-password`, {}, { token: adminToken });
    expect(reset.status).toBe(200);
    expect((await api.get('/auth/me', { token })).status).toBe(401);
    expect((await api.get('/auth/me', { token: await login(api, email, reset.body.password) })).status).toBe(200);
  });

  it('a deactivation and a role change end the sessions; a rename does not', async () => {
    const renamed = await createUser();
    const renamedToken = await login(api, renamed.email, 'Motdepasse-1');
    await api.put(`/users/${renamed.id}`, { name: 'Nouveau nom' }, { token: adminToken });
    const me = await api.get('/auth/me', { token: renamedToken });
    expect(me.status).toBe(200);
    expect(me.body.user.name).toBe('Nouveau nom');

    for (const change of [{ active: false }, { role: 'support' }]) {
      const { id, email } = await createUser();
      const token = await login(api, email, 'Motdepasse-1');
      expect((await api.put(`/users/${id}`, change, { token: adminToken })).status).toBe(200);
      expect((await api.get('/auth/me', { token })).status, JSON.stringify(change)).toBe(401);
    }
  });

  it('an administrator ends all sessions of a user from the users list', async () => {
    const { id, email } = await createUser();
    const tokens = [await login(api, email, 'Motdepasse-1'), await login(api, email, 'Motdepasse-1')];
    const ended = await api.post(`/users/${id}/end-sessions`, {}, { token: adminToken });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ ended: 2 });
    for (const token of tokens) expect((await api.get('/auth/me', { token })).status).toBe(401);
  });

  it('ending sessions is refused to a non-administrator', async () => {
    const { id, email } = await createUser();
    const token = await login(api, email, 'Motdepasse-1');
    expect((await api.post(`/users/${id}/end-sessions`, {}, { token })).status).toBe(403);
  });
});

describe('the session list', () => {
  it('lists the open sessions with device, address and last activity, and ends one of them', async () => {
    const { email } = await createUser();
    const current = await loginWithAgent(email, CHROME);
    const other = await loginWithAgent(email, 'curl/8.5.0');
    const list = await api.get('/auth/sessions', { token: current });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data[0]).toMatchObject({ current: true, device: 'Chrome 120 · Linux', ip: '127.0.0.1' });
    expect(new Date(list.body.data[0].last_seen).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const otherSession = list.body.data.find((s: { current: boolean }) => !s.current);

    const ended = await api.del(`/auth/sessions/${otherSession.id}`, { token: current });
    expect(ended.status).toBe(200);
    expect((await api.get('/auth/me', { token: other })).status).toBe(401);
    expect((await api.get('/auth/sessions', { token: current })).body.data).toHaveLength(1);
  });

  it('never lets a user end (or see) another user’s session', async () => {
    const a = await createUser();
    const b = await createUser();
    const tokenA = await login(api, a.email, 'Motdepasse-1');
    const tokenB = await login(api, b.email, 'Motdepasse-1');
    const idB = (await api.get('/auth/sessions', { token: tokenB })).body.data[0].id;
    expect((await api.get('/auth/sessions', { token: tokenA })).body.data.map((s: { id: string }) => s.id)).not.toContain(idB);
    expect((await api.del(`/auth/sessions/${idB}`, { token: tokenA })).status).toBe(404);
    expect((await api.get('/auth/me', { token: tokenB })).status).toBe(200);
  });
});

describe('lifetimes', () => {
  it('ends a session left idle past the timeout (3 s on this server), and keeps one in use', async () => {
    const { email } = await createUser();
    const idle = await login(api, email, 'Motdepasse-1');
    const used = await login(api, email, 'Motdepasse-1');
    const until = Date.now() + 4_000;
    while (Date.now() < until) {
      expect((await api.get('/auth/me', { token: used })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect((await api.get('/auth/me', { token: idle })).status).toBe(401);
  });

  it('signs tokens that expire at the absolute lifetime', async () => {
    const { email } = await createUser();
    const token = await login(api, email, 'Motdepasse-1');
    const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(payload.exp - payload.iat).toBe(12 * 3600);
    expect(payload.sid).toEqual(expect.any(String));
  });

  it('answers 401 to a token whose session never existed (forged sid)', async () => {
    const client = apiClient(server.baseUrl);
    expect((await client.post('/auth/logout', {})).status).toBe(401);
  });
});
