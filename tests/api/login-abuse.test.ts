/**
 * Sign-in under attack (issue 9 §3, §4): a one-time code opens one session however many
 * times it is sent at once; failures are throttled per account and address with the same
 * answers for an unknown e-mail; X-Forwarded-For counts only from a proxy TRUST_PROXY names.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { MINUTE_MS, roomInWindow } from '../support/rate-window';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let adminToken: string;

beforeAll(async () => {
  ({ server, api, token: adminToken } = await startServerAsAdmin({ env: { TRUST_PROXY: 'loopback' } }));
});
afterAll(() => server?.stop());

async function createUser(email: string, role = 'user') {
  const response = await api.post(
    '/users',
    { name: email, email, password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1', role },
    { token: adminToken },
  );
  expect(response.status).toBe(201);
}

/** A login as sent by a client at `address`, through the trusted local proxy. */
async function loginFrom(base: string, address: string, email: string, password: string) {
  const response = await fetch(new URL('/api/auth/login', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ email, password }),
  });
  return { status: response.status, body: (await response.json()) as { message?: string }, retryAfter: response.headers.get('retry-after') };
}

describe('one-time codes', () => {
  it('the same code sent 10 times at once opens exactly one session', async () => {
    await createUser('concurrent@example.com', 'admin');
    const enrol = await api.post('/auth/login', { email: 'concurrent@example.com', password: 'Motdepasse-1' });
    const totp = new TOTP({ secret: Secret.fromBase32(enrol.body.secret) });
    const step = Math.floor(Date.now() / 30_000);
    expect((await api.post('/auth/mfa', { mfaToken: enrol.body.mfaToken, code: totp.generate({ timestamp: step * 30_000 }) })).status).toBe(200);

    // Enrolled: the next step's code (accepted within one step of drift), sent 10 times at once.
    const next = await api.post('/auth/login', { email: 'concurrent@example.com', password: 'Motdepasse-1' });
    expect(next.body.mfaRequired).toBe(true);
    const code = totp.generate({ timestamp: (step + 1) * 30_000 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => api.post('/auth/mfa', { mfaToken: next.body.mfaToken, code })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200), JSON.stringify(statuses)).toHaveLength(1);
    expect(statuses.filter((s) => s === 401)).toHaveLength(9);
  });
});

describe('per-account throttling', () => {
  it('makes an account+address pair wait after 5 failures, with the same answers for an unknown e-mail', async () => {
    await createUser('cible@example.com');
    const answers: Record<string, Array<[number, string | undefined]>> = {};
    for (const email of ['cible@example.com', 'inconnu@example.com']) {
      answers[email] = [];
      for (let i = 0; i < 6; i++) {
        const response = await loginFrom(server.baseUrl, '203.0.113.7', email, 'mauvais');
        answers[email].push([response.status, response.body.message]);
      }
    }
    expect(answers['cible@example.com']).toEqual(answers['inconnu@example.com']);
    expect(answers['cible@example.com'].map(([status]) => status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(answers['cible@example.com'][5][1]).toMatch(/^Trop de tentatives de connexion, veuillez réessayer dans \d+ secondes$/);

    // Even the right password waits there, and says how long.
    const right = await loginFrom(server.baseUrl, '203.0.113.7', 'cible@example.com', 'Motdepasse-1');
    expect(right.status).toBe(429);
    expect(Number(right.retryAfter)).toBeGreaterThan(0);
  });

  it('never locks the owner out from another address', async () => {
    const owner = await loginFrom(server.baseUrl, '198.51.100.1', 'cible@example.com', 'Motdepasse-1');
    expect(owner.status).toBe(200);
  });

  it('records the proxy-given address of a session when the proxy is trusted', async () => {
    const response = await fetch(new URL('/api/auth/login', server.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.2' },
      body: JSON.stringify({ email: 'cible@example.com', password: 'Motdepasse-1' }),
    });
    const { token } = (await response.json()) as { token: string };
    const sessions = await api.get('/auth/sessions', { token });
    expect(sessions.body.data.find((s: { current: boolean }) => s.current).ip).toBe('198.51.100.2');
  });
});

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('is ignored: a caller cannot choose the address the rate limit counts', async () => {
    const direct = await startServer({ env: { LOGIN_RATE_LIMIT: '3' } });
    try {
      // Four attempts, each claiming another address, in one window of the limit (a fixed minute).
      await roomInWindow(MINUTE_MS);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await loginFrom(direct.baseUrl, `192.0.2.${i + 1}`, `x${i}@example.com`, 'mauvais')).status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await direct.stop();
    }
  });
});

