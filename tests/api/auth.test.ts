import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { startServerAsAdmin } from '../support/admin-session';
import { ADMIN, login, nextAuthenticatorCode, type ApiClient } from '../support/api';
import { MINUTE_MS, roomInWindow } from '../support/rate-window';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let adminToken: string;

beforeAll(async () => {
  ({ server, api, token: adminToken } = await startServerAsAdmin());
});
afterAll(() => server?.stop());

async function createUser(fields: Record<string, unknown>) {
  const response = await api.post(
    '/users',
    { password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1', role: 'user', ...fields },
    { token: adminToken },
  );
  expect(response.status).toBe(201);
  return response.body;
}

describe('login', () => {
  it('gives a non-admin a token and the user at once, without the password', async () => {
    await createUser({ name: 'Théo', email: 'theo@example.com' });
    const response = await api.post('/auth/login', { email: ' THEO@example.com ', password: 'Motdepasse-1' });
    expect(response.status).toBe(200);
    expect(response.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(response.body.user).toMatchObject({ name: 'Théo', email: 'theo@example.com', role: 'user' });
    expect(JSON.stringify(response.body)).not.toContain('password');
    const payload = JSON.parse(Buffer.from(response.body.token.split('.')[1], 'base64url').toString());
    expect(payload.exp).toBeGreaterThan(payload.iat);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    for (const body of [
      { email: ADMIN.email, password: 'mauvais-mot-de-passe' },
      { email: 'personne@example.com', password: ADMIN.password },
    ]) {
      const response = await api.post('/auth/login', body);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'E-mail ou mot de passe incorrect' });
    }
  });

  it('validates its body', async () => {
    const badEmail = await api.post('/auth/login', { email: 'pas-un-email', password: 'x' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toBe('Email invalide');
    const injected = await api.post('/auth/login', { email: ADMIN.email, password: { $ne: '' } });
    expect(injected.status).toBe(400);
    const notJson = await api.post('/auth/login', '{"email":');
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe('Requête invalide');
  });

  it('records the last login', async () => {
    const users = await api.get('/users', { token: adminToken, query: { q: ADMIN.email } });
    expect(new Date(users.body.data[0].last_login).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('second factor for administrators', () => {
  it('asks an administrator for a code after the password, never giving a session before', async () => {
    const response = await api.post('/auth/login', { email: ADMIN.email, password: ADMIN.password });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    // The intermediate token opens nothing.
    expect((await api.get('/auth/me', { token: response.body.mfaToken })).status).toBe(401);
    expect((await api.get('/users', { token: response.body.mfaToken })).status).toBe(401);
  });

  it('enrolls the authenticator on a first login, then opens the session with a valid code only once', async () => {
    await createUser({ name: 'Agathe', email: 'agathe@example.com', role: 'admin' });
    const first = await api.post('/auth/login', { email: 'agathe@example.com', password: 'Motdepasse-1' });
    expect(first.body).toMatchObject({ mfaSetupRequired: true, mfaToken: expect.any(String), secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(first.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Hexagone:agathe%40example\.com\?/);
    expect(first.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(first.body).not.toHaveProperty('token');

    const badFormat = await api.post('/auth/mfa', { mfaToken: first.body.mfaToken, code: '12ab' });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.message).toBe('Le code doit contenir 6 chiffres');

    const totp = new TOTP({ secret: Secret.fromBase32(first.body.secret) });
    const wrong = String((Number(totp.generate()) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await api.post('/auth/mfa', { mfaToken: first.body.mfaToken, code: wrong });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: 'Code de vérification incorrect' });

    const code = totp.generate();
    const accepted = await api.post('/auth/mfa', { mfaToken: first.body.mfaToken, code });
    expect(accepted.status).toBe(200);
    expect(accepted.body.user).toMatchObject({ email: 'agathe@example.com', role: 'admin' });
    expect((await api.get('/users', { token: accepted.body.token })).status).toBe(200);

    const replay = await api.post('/auth/mfa', { mfaToken: first.body.mfaToken, code });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe('Code de vérification incorrect');

    // Enrolled now: the next login asks for a code, with no new secret.
    const second = await api.post('/auth/login', { email: 'agathe@example.com', password: 'Motdepasse-1' });
    expect(second.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
  });

  it('refuses a forged or session token in place of the intermediate one', async () => {
    const code = await nextAuthenticatorCode('unused', new TOTP().secret.base32);
    for (const mfaToken of ['abc.def.ghi', adminToken]) {
      const response = await api.post('/auth/mfa', { mfaToken, code });
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Session expirée ou invalide, veuillez vous reconnecter');
    }
  });

  it('closes a session opened without a code when its user becomes an administrator', async () => {
    const user = await createUser({ name: 'Paul', email: 'paul@example.com' });
    const token = await login(api, 'paul@example.com', 'Motdepasse-1');
    expect((await api.get('/auth/me', { token })).status).toBe(200);
    await api.put(`/users/${user.id}`, { role: 'admin' }, { token: adminToken });
    expect((await api.get('/auth/me', { token })).status).toBe(401);
  });
});

describe('tokens and roles', () => {
  it('answers 401 without a token or with a bad one', async () => {
    const none = await api.get('/users');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ message: 'Authentification requise' });
    const bad = await api.get('/auth/me', { token: 'abc.def.ghi' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('Session expirée ou invalide, veuillez vous reconnecter');
  });

  it('tells who is signed in', async () => {
    const me = await api.get('/auth/me', { token: adminToken });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ email: ADMIN.email, role: 'admin' });
  });

  it("tells the permissions of the user's role, as the server enforces them", async () => {
    const roles = (await api.get('/roles', { token: adminToken, query: { limit: '100' } })).body.data as Array<{ slug: string; permissions?: string[] }>;
    const support = roles.find((role) => role.slug === 'support');
    expect(support?.permissions?.length).toBeGreaterThan(0);
    await createUser({ name: 'Renée', email: 'renee@example.com', role: 'support' });
    const token = await login(api, 'renee@example.com', 'Motdepasse-1');
    const me = (await api.get('/auth/me', { token })).body.user;
    expect(me).toMatchObject({ role: 'support' });
    expect([...me.permissions].sort()).toEqual([...(support?.permissions ?? [])].sort());
  });

  it('answers 403 to a signed-in user without the admin role', async () => {
    await createUser({ name: 'Ursula', email: 'ursula@example.com' });
    const token = await login(api, 'ursula@example.com', 'Motdepasse-1');
    expect((await api.get('/auth/me', { token })).body.user.role).toBe('user');
    for (const [method, path] of [
      ['GET', '/users'],
      ['GET', '/roles'],
      ['POST', '/users'],
    ] as const) {
      const response = await api.request(method, path, { token, body: method === 'POST' ? {} : undefined });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body).toEqual({ message: 'Accès refusé' });
    }
  });

  it('shuts a deactivated account out at once, token included', async () => {
    const user = await createUser({ name: 'Victor', email: 'victor@example.com', role: 'admin' });
    const token = await login(api, 'victor@example.com', 'Motdepasse-1');
    expect((await api.get('/users', { token })).status).toBe(200);
    expect((await api.put(`/users/${user.id}`, { active: false }, { token: adminToken })).status).toBe(200);
    expect((await api.get('/users', { token })).status).toBe(401);
    const again = await api.post('/auth/login', { email: 'victor@example.com', password: 'Motdepasse-1' });
    expect(again.status).toBe(401);
    expect(again.body.message).toBe('Ce compte est désactivé');
  });

  it('ends the sessions of a user whose role changes: the next one carries the new role', async () => {
    const user = await createUser({ name: 'Wanda', email: 'wanda@example.com', role: 'admin' });
    const token = await login(api, 'wanda@example.com', 'Motdepasse-1');
    await api.put(`/users/${user.id}`, { role: 'support' }, { token: adminToken });
    expect((await api.get('/users', { token })).status).toBe(401);
    const again = await login(api, 'wanda@example.com', 'Motdepasse-1');
    // Support staff read the accounts (for their tickets), never the settings.
    expect((await api.get('/settings_security', { token: again })).status).toBe(403);
    expect((await api.get('/settings_security', { token: adminToken })).status).toBe(200);
  });
});

describe('public routes', () => {
  it('serves health, setup check and the OpenAPI document without a token', async () => {
    expect((await api.get('/health')).body).toMatchObject({ status: 'ok' });
    expect((await api.get('/setup/check')).status).toBe(200);
    const docs = await fetch(new URL('/api/docs', server.baseUrl));
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');
  });
});

describe('rate limiting', () => {
  it('answers 429 in French past the allowed login attempts', async () => {
    const limited = await startServer({ env: { LOGIN_RATE_LIMIT: '3', TRUST_PROXY: 'loopback' } });
    try {
      // Five attempts from one address, in one window of the limit (a fixed minute).
      await roomInWindow(MINUTE_MS);
      const answers = [];
      for (let i = 0; i < 5; i++) {
        const response = await fetch(`${limited.baseUrl}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.1' },
          body: JSON.stringify({ email: 'x@example.com', password: 'y' }),
        });
        answers.push({ status: response.status, body: (await response.json()) as { message?: string } });
      }
      expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429, 429]);
      expect(answers[4].body.message).toBe('Trop de tentatives, veuillez réessayer dans une minute');
    } finally {
      await limited.stop();
    }
  });
});
