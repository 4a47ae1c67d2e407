/**
 * API keys (issue 21): the calls of spec 3 §7, the key stored only as a hash and answered once,
 * and every request made with a key held to its expiry, its allowed addresses (a forged
 * X-Forwarded-For changes nothing), its permissions, its rate limit, and logged for its usage.
 */
import { createHash } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_WINDOW_MS } from '@hexagone/schemas';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import { roomInWindow } from '../support/rate-window';
import type { TestServer } from '../support/server';

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let adminToken: string;

const OVERLAP_SECONDS = 2;

beforeAll(async () => {
  database = await startDatabase();
  ({ server, api, token: adminToken } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri, API_KEY_ROTATION_OVERLAP_SECONDS: String(OVERLAP_SECONDS) } }));
});
afterAll(async () => {
  await server?.stop();
  await database?.stop();
});

const MISSING_ID = '0123456789abcdef01234567';

async function createKey(body: Record<string, unknown> = {}) {
  const created = await api.post('/webmaster/api-keys', { name: 'Intégration', ...body }, { token: adminToken });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; key: string; key_preview: string; rate_limit: number; rate_window: string };
}

/** A request made with a key, with extra headers. */
const withKey = (key: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) =>
  fetch(`${server.baseUrl}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${key}`, ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });

/** A streamed request made with a key (Server-Sent Events), until the signal aborts it. */
const withKeyStream = (key: string, path: string, signal: AbortSignal) => fetch(`${server.baseUrl}/api${path}`, { headers: { authorization: `Bearer ${key}` }, signal });

describe('the calls of spec 3 §7', () => {
  it('creates a key with the defaults, answers the key once, then only its preview', async () => {
    const created = await createKey({ permissions: ['read:users'] });
    expect(created.key).toMatch(/^hx_live_[0-9A-Za-z]{38}$/);
    expect(created.key_preview).toBe(created.key.slice(0, 10));
    expect(created.rate_limit).toBe(1000);
    expect(created.rate_window).toBe('hour');
    const list = await api.get('/webmaster/api-keys', { token: adminToken });
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    const listed = list.body.find((key: { id: string }) => key.id === created.id);
    expect(listed.key_preview).toBe(created.key.slice(0, 10));
    expect(listed).not.toHaveProperty('key');
    expect(JSON.stringify(list.body)).not.toContain(created.key.slice(10));
    const edited = await api.put(`/webmaster/api-keys/${created.id}`, { name: 'Renommée', rate_limit: 50, rate_window: 'minute' }, { token: adminToken });
    expect(edited.status).toBe(200);
    expect(edited.body).not.toHaveProperty('key');
    expect(edited.body.rate_limit).toBe(50);
    expect((await withKey(created.key, '/users')).status).toBe(200);
  });

  it('stores only a hash of the key', async () => {
    const created = await createKey();
    const stored = await database.db.collection('api_keys').findOne({ _id: new ObjectId(created.id) });
    expect(stored?.key).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(created.key.slice(10));
    expect(stored?.user_id).toBeTruthy();
  });

  it('refuses a missing name, a past expiry, a zero limit, an unknown window and a wrong address in French', async () => {
    const refused = await api.post('/webmaster/api-keys', { name: '', expires_at: '2020-01-01', rate_limit: 0, rate_window: 'week', allowed_ips: ['10.0.0.300'] }, { token: adminToken });
    expect(refused.status).toBe(400);
    const text = JSON.stringify(refused.body);
    expect(text).toContain("La date d'expiration ne peut pas être antérieure à aujourd'hui");
    expect(text).toContain('Adresse IP ou plage invalide : 10.0.0.300');
  });

  it('deletes a key, which then opens nothing', async () => {
    const created = await createKey({ permissions: ['admin'] });
    expect((await api.del(`/webmaster/api-keys/${created.id}`, { token: adminToken })).status).toBe(200);
    expect((await withKey(created.key, '/users')).status).toBe(401);
    expect((await api.del(`/webmaster/api-keys/${MISSING_ID}`, { token: adminToken })).status).toBe(404);
  });
});

describe('authentication by key', () => {
  it('refuses a look-alike key, a broken checksum and an expired key with 401', async () => {
    const created = await createKey({ permissions: ['read:users'] });
    const last = created.key.at(-1) === 'a' ? 'b' : 'a';
    expect((await withKey(`${created.key.slice(0, -1)}${last}`, '/users')).status).toBe(401);
    expect((await withKey('hx_live_invalid', '/users')).status).toBe(401);
    await database.db.collection('api_keys').updateOne({ _id: new ObjectId(created.id) }, { $set: { expires_at: new Date('2024-01-01') } });
    const expired = await withKey(created.key, '/users');
    expect(expired.status).toBe(401);
    expect((await expired.json()).message).toBe('Cette clé API a expiré');
  });

  it('admits only its allowed addresses, and a forged X-Forwarded-For changes nothing', async () => {
    const elsewhere = await createKey({ permissions: ['read:users'], allowed_ips: ['203.0.113.7'] });
    const forged = await withKey(elsewhere.key, '/users', { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(forged.status).toBe(403);
    expect((await forged.json()).message).toBe("Cette clé API n'est pas autorisée depuis cette adresse IP");
    const local = await createKey({ permissions: ['read:users'], allowed_ips: ['203.0.113.0/24', '127.0.0.0/8'] });
    expect((await withKey(local.key, '/users', { headers: { 'x-forwarded-for': '198.51.100.1' } })).status).toBe(200);
  });

  it('opens exactly what each permission covers: reads with read:, changes with write:', async () => {
    // [permission, a read it opens, a change it opens (404: past the access check, no such record)]
    const cases: [string, string, string | null][] = [
      ['read:users', '/users', null],
      ['write:users', '/users', '/webmaster/team/members'],
      ['read:content', '/blog_posts', null],
      ['write:content', '/blog_posts', '/blog_posts'],
      ['read:billing', '/billing_invoices', null],
      ['write:billing', '/billing_invoices', '/billing_invoices'],
    ];
    for (const [permission, read, change] of cases) {
      const { key } = await createKey({ name: permission, permissions: [permission] });
      expect((await withKey(key, read)).status, `${permission} GET ${read}`).toBe(200);
      const deletion = await withKey(key, `${change ?? read}/${MISSING_ID}`, { method: 'DELETE' });
      expect(deletion.status, `${permission} DELETE`).toBe(change ? 404 : 403);
      // Nothing beyond: the settings, the keys, the other areas.
      expect((await withKey(key, '/webmaster/api-keys')).status, `${permission} keys`).toBe(403);
      expect((await withKey(key, '/settings_security')).status, `${permission} settings`).toBe(403);
      for (const [other, otherRead] of cases) if (!other.endsWith(permission.split(':')[1]) && otherRead !== read) expect((await withKey(key, otherRead)).status, `${permission} GET ${otherRead}`).toBe(403);
    }
    const none = await createKey({ name: 'Aucune', permissions: [] });
    expect((await withKey(none.key, '/users')).status).toBe(403);
    // read:analytics opens the audience figures (issue 27), and nothing else.
    const audience = await createKey({ name: 'Statistiques', permissions: ['read:analytics'] });
    expect((await withKey(audience.key, '/analytics/metrics?period=7d')).status).toBe(200);
    expect((await withKey(audience.key, '/users')).status).toBe(403);
    expect((await withKey(none.key, '/analytics/metrics?period=7d')).status).toBe(403);
    const admin = await createKey({ name: 'Admin', permissions: ['admin'] });
    expect((await withKey(admin.key, '/webmaster/api-keys')).status).toBe(200);
    expect((await withKey(admin.key, '/settings_security')).status).toBe(200);
  });

  it('answers the 61st request of a 60-per-minute key with 429, Retry-After and X-RateLimit-* headers', async () => {
    const { key } = await createKey({ permissions: ['read:users'], rate_limit: 60, rate_window: 'minute' });
    await roomInWindow(RATE_WINDOW_MS.minute, 30_000);
    for (let n = 1; n <= 60; n += 1) {
      const answer = await withKey(key, '/users');
      expect(answer.status, `request ${n}`).toBe(200);
      expect(answer.headers.get('x-ratelimit-limit')).toBe('60');
      expect(answer.headers.get('x-ratelimit-remaining')).toBe(String(60 - n));
    }
    const refused = await withKey(key, '/users');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect((await refused.json()).message).toMatch(/^Limite de requêtes atteinte pour cette clé API/);
    // Up to half a minute waiting for a fresh window, then the requests.
  }, 90_000);

  it('rotates: the new key is answered once, the old one works during the overlap, then answers 401', async () => {
    const created = await createKey({ permissions: ['read:users'] });
    const rotated = await api.post(`/webmaster/api-keys/${created.id}/rotate`, {}, { token: adminToken });
    expect(rotated.status).toBe(200);
    expect(rotated.body.key).toMatch(/^hx_live_/);
    expect(rotated.body.key).not.toBe(created.key);
    expect(rotated.body.key_preview).toBe(rotated.body.key.slice(0, 10));
    expect(Date.parse(rotated.body.previous_key_until)).toBeGreaterThan(Date.now());
    expect((await withKey(rotated.body.key, '/users')).status).toBe(200);
    expect((await withKey(created.key, '/users')).status).toBe(200);
    await expect.poll(async () => (await withKey(created.key, '/users')).status, { timeout: (OVERLAP_SECONDS + 5) * 1_000, interval: 250 }).toBe(401);
    expect((await withKey(rotated.body.key, '/users')).status).toBe(200);
    const stored = await database.db.collection('api_keys').findOne({ _id: new ObjectId(created.id) });
    expect(JSON.stringify(stored)).not.toContain(rotated.body.key.slice(10));
  });

  it('ends a live stream opened with a key once the key is deleted, or rotated and its overlap over', async () => {
    /** Opens the users' stream with a key; resolves with the time it ended, or undefined if aborted first. */
    const follow = async (key: string) => {
      const controller = new AbortController();
      const response = await withKeyStream(key, '/streams/users', controller.signal);
      expect(response.status).toBe(200);
      const ended = (async () => {
        const reader = response.body!.getReader();
        try {
          while (!(await reader.read()).done);
          return Date.now();
        } catch {
          return undefined;
        }
      })();
      return { ended, abort: () => controller.abort() };
    };
    const kept = await createKey({ permissions: ['read:users'] });
    const deleted = await createKey({ permissions: ['read:users'] });
    const rotated = await createKey({ permissions: ['read:users'] });
    const [keptStream, deletedStream, rotatedStream] = await Promise.all([follow(kept.key), follow(deleted.key), follow(rotated.key)]);
    const deletedAt = Date.now();
    expect((await api.del(`/webmaster/api-keys/${deleted.id}`, { token: adminToken })).status).toBe(200);
    expect((await api.post(`/webmaster/api-keys/${rotated.id}/rotate`, {}, { token: adminToken })).status).toBe(200);
    const rotatedAt = Date.now();
    // Checked every 5 s against the database (session-streams.ts), so another process's deletion counts too.
    expect((await deletedStream.ended)! - deletedAt).toBeLessThan(12_000);
    expect((await rotatedStream.ended)! - rotatedAt).toBeGreaterThanOrEqual(OVERLAP_SECONDS * 1_000 - 50);
    // The key left alone still streams.
    const stillOpen = await Promise.race([keptStream.ended, new Promise((resolve) => setTimeout(resolve, 100, 'open'))]);
    expect(stillOpen).toBe('open');
    keptStream.abort();
  }, 60_000);

  it('keeps last_used and usage statistics from the real request log', async () => {
    const created = await createKey({ permissions: ['read:users'] });
    for (let n = 0; n < 3; n += 1) expect((await withKey(created.key, '/users')).status).toBe(200);
    expect((await withKey(created.key, '/billing_invoices')).status).toBe(403);
    await expect
      .poll(async () => (await api.get(`/webmaster/api-keys/${created.id}/usage`, { token: adminToken })).body.total_requests)
      .toBe(4);
    const usage = (await api.get(`/webmaster/api-keys/${created.id}/usage`, { token: adminToken })).body;
    expect(usage.requests_today).toBe(4);
    expect(usage.success_rate).toBe(75);
    expect(usage.avg_response_time).toBeGreaterThan(0);
    expect(usage.top_endpoints[0]).toEqual({ path: '/api/users', method: 'GET', requests: 3, success_rate: 100 });
    expect(usage.top_endpoints[1]).toEqual({ path: '/api/billing_invoices', method: 'GET', requests: 1, success_rate: 0 });
    expect(usage.response_codes).toEqual({ 200: 3, 403: 1 });
    const listed = (await api.get('/webmaster/api-keys', { token: adminToken })).body.find((key: { id: string }) => key.id === created.id);
    expect(Date.parse(listed.last_used)).toBeGreaterThan(Date.now() - 60_000);
    // The audit log notes the key's use once a minute, not once a request (issue 22).
    const noted = async () => (await api.get('/settings_logs', { token: adminToken, query: { action: 'api_key.used', resource_id: created.id } })).body.data;
    await expect.poll(async () => (await noted()).length).toBe(1);
    expect((await noted())[0]).toMatchObject({ action: 'api_key.used', resource_type: 'api_keys', resource_id: created.id, severity: 'info' });
  });
});
