/**
 * Webhooks (issue 21): deliveries to a real local receiver that verifies them with the
 * `standardwebhooks` library, events from the durable event log, custom headers, retries after
 * a 500, 410 switching the endpoint off, no redirect followed, the delivery log with replay and
 * the test event, and the SSRF guard at save and at delivery. The receiver is on the loopback,
 * which only the explicit WEBHOOKS_ALLOW_LOOPBACK_UNSAFE setting opens; a second server without
 * it shows loopback refused by default.
 */
import { ObjectId } from 'mongodb';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNumbered } from '../../api/src/database/numbered-insert';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import type { TestServer } from '../support/server';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let token: string;
let receiver: WebhookReceiver;

const POLL = { timeout: 20_000, interval: 200 };

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  database = await startDatabase();
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri, WEBHOOKS_ALLOW_LOOPBACK_UNSAFE: 'on' } }));
});
afterAll(async () => {
  await server?.stop();
  await database?.stop();
  await receiver?.stop();
});

let counter = 0;
async function createWebhook(body: Record<string, unknown> = {}) {
  counter += 1;
  const created = await api.post('/webmaster/webhooks', { name: `Récepteur ${counter}`, url: receiver.url(`/hook-${counter}`), events: [], ...body }, { token });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { ...(created.body as { id: string; secret: string; url: string }), path: new URL(String(created.body.url)).pathname };
}

const at = (path: string) => receiver.received.filter((request) => request.path === path);
const deliveriesOf = async (id: string) => (await api.get(`/webmaster/webhooks/${id}/deliveries`, { token })).body.data as any[];
const headersOf = (request: { headers: Record<string, unknown> }) => ({
  'webhook-id': String(request.headers['webhook-id']),
  'webhook-timestamp': String(request.headers['webhook-timestamp']),
  'webhook-signature': String(request.headers['webhook-signature']),
});

describe('signed deliveries', () => {
  it('answers a generated whsec_ secret once, keeps it encrypted, and signs what the receiver verifies', async () => {
    const hook = await createWebhook({ headers: { 'X-Client': 'hexagone-test' } });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const stored = await database.db.collection('webhooks').findOne({ _id: new ObjectId(hook.id) });
    expect(JSON.stringify(stored)).not.toContain(hook.secret.slice(6));
    const listed = (await api.get('/webmaster/webhooks', { token })).body.find((row: { id: string }) => row.id === hook.id);
    expect(listed).not.toHaveProperty('secret');
    expect(listed.active).toBe(true);

    expect((await api.post(`/webmaster/webhooks/${hook.id}/test`, {}, { token })).status).toBe(202);
    await expect.poll(() => at(hook.path).length, POLL).toBe(1);
    const [request] = at(hook.path);
    expect(request.headers['x-client']).toBe('hexagone-test');
    expect(request.headers['content-type']).toBe('application/json');
    const verified = new Webhook(hook.secret).verify(request.body, headersOf(request)) as { type: string; data: { webhook_id: string } };
    expect(verified.type).toBe('webhook.test');
    expect(verified.data.webhook_id).toBe(hook.id);
    // An altered body, another secret or a stale timestamp do not verify.
    expect(() => new Webhook(hook.secret).verify(request.body.replace('webhook.test', 'webhook.tost'), headersOf(request))).toThrow();
    expect(() => new Webhook('whsec_' + Buffer.alloc(24, 1).toString('base64')).verify(request.body, headersOf(request))).toThrow();
    const stale = { ...headersOf(request), 'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 600) };
    expect(() => new Webhook(hook.secret).verify(request.body, stale)).toThrow();

    await expect.poll(async () => (await api.get('/webmaster/webhooks', { token })).body.find((row: { id: string }) => row.id === hook.id).last_success, POLL).toBe(true);
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery).toMatchObject({ event: 'webhook.test', status: 'succeeded' });
    expect(delivery.attempts).toHaveLength(1);
    expect(delivery.attempts[0]).toMatchObject({ status_code: 200, excerpt: 'reçu', ok: true });
    expect(delivery.attempts[0].duration_ms).toBeGreaterThanOrEqual(0);
  });

  it('delivers the events it subscribes to from the event log, and not the others', async () => {
    const hook = await createWebhook({ events: ['user.created'] });
    const other = await createWebhook({ events: ['payment.failed'] });
    const user = await api.post('/users', { name: 'Zoé Webhook', email: 'zoe.webhook@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' }, { token });
    expect(user.status).toBe(201);
    await expect.poll(() => at(hook.path).length, POLL).toBe(1);
    const payload = new Webhook(hook.secret).verify(at(hook.path)[0].body, headersOf(at(hook.path)[0])) as { type: string; data: Record<string, unknown> };
    expect(payload.type).toBe('user.created');
    expect(payload.data.email).toBe('zoe.webhook@exemple.fr');
    expect(payload.data).not.toHaveProperty('password');
    expect(at(other.path)).toHaveLength(0);
  });

  it('sends an endpoint what happened once it existed, not an older event the log hands over late', async () => {
    const hook = await createWebhook({ events: ['user.created'] });
    // An event of an hour ago, appended now (a consumer behind, or several processes): as the event log stores one.
    const events = database.db.collection<{ _id: number; name: string; data: string; origin: string; at: Date }>('platform_events');
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const record = { _id: new ObjectId().toHexString(), name: 'Ancien Compte', email: 'ancien.compte@exemple.fr', role: 'user' };
    const data = JSON.stringify({ collection: 'users', change: 'created', record, at: hourAgo });
    // The next position of the log, as the server takes one (it may be appending at the same moment).
    await insertNumbered({
      series: 'platform_events',
      last: async () => (await events.find({}).sort({ _id: -1 }).limit(1).toArray())[0]?._id ?? 0,
      insert: (position) => events.insertOne({ _id: position, name: 'users.created', data, origin: 'test', at: new Date() }),
    });
    const user = await api.post('/users', { name: 'Yves Webhook', email: 'yves.webhook@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' }, { token });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    await expect.poll(() => at(hook.path).length, POLL).toBeGreaterThan(0);
    // The older event comes first in the log: had it been delivered, it would be there already.
    expect((await deliveriesOf(hook.id)).map((delivery) => delivery.data?.email ?? delivery)).toEqual(['yves.webhook@exemple.fr']);
    expect(at(hook.path)).toHaveLength(1);
  });

  it('retries after a 500, with the same webhook-id, and succeeds', async () => {
    const hook = await createWebhook();
    receiver.answer(hook.path, { status: 500, body: 'panne' });
    await api.post(`/webmaster/webhooks/${hook.id}/test`, {}, { token });
    await expect.poll(() => at(hook.path).length, POLL).toBe(2);
    const [first, second] = at(hook.path);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.at - first.at).toBeGreaterThanOrEqual(5_000);
    await expect.poll(async () => (await deliveriesOf(hook.id))[0]?.status, POLL).toBe('succeeded');
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery.attempts.map((attempt: { status_code: number }) => attempt.status_code)).toEqual([500, 200]);
    expect(delivery.attempts[0].excerpt).toBe('panne');
  });

  it('switches the endpoint off when it answers 410', async () => {
    const hook = await createWebhook();
    receiver.answer(hook.path, { status: 410 });
    await api.post(`/webmaster/webhooks/${hook.id}/test`, {}, { token });
    await expect.poll(async () => (await api.get('/webmaster/webhooks', { token })).body.find((row: { id: string }) => row.id === hook.id).active, POLL).toBe(false);
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery.status).toBe('failed');
    expect(delivery.next_at).toBeNull();
  });

  it('gives up an attempt after 15 s without an answer, and retries it', async () => {
    const hook = await createWebhook();
    receiver.answer(hook.path, { hang: true });
    await api.post(`/webmaster/webhooks/${hook.id}/test`, {}, { token });
    await expect.poll(async () => (await deliveriesOf(hook.id))[0]?.attempts.length, { timeout: 25_000, interval: 500 }).toBe(1);
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery.attempts[0]).toMatchObject({ ok: false, excerpt: 'Pas de réponse en 15 s' });
    expect(delivery.attempts[0].duration_ms).toBeGreaterThanOrEqual(15_000);
    expect(delivery.status).toBe('pending');
  }, 40_000);

  it('follows no redirect', async () => {
    const hook = await createWebhook();
    receiver.answer(hook.path, { status: 302, headers: { location: receiver.url('/redirected') } });
    await api.post(`/webmaster/webhooks/${hook.id}/test`, {}, { token });
    await expect.poll(async () => (await deliveriesOf(hook.id))[0]?.attempts.length, POLL).toBe(1);
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery.attempts[0]).toMatchObject({ status_code: 302, ok: false });
    expect(delivery.status).toBe('pending');
    expect(at('/redirected')).toHaveLength(0);
  });

  it('replays a delivery from the log with the same message id', async () => {
    const hook = await createWebhook();
    await api.post(`/webmaster/webhooks/${hook.id}/test`, {}, { token });
    await expect.poll(() => at(hook.path).length, POLL).toBe(1);
    const [delivery] = await deliveriesOf(hook.id);
    const replayed = await api.post(`/webmaster/webhooks/${hook.id}/deliveries/${delivery.id}/replay`, {}, { token });
    expect(replayed.status).toBe(202);
    await expect.poll(() => at(hook.path).length, POLL).toBe(2);
    expect(at(hook.path)[1].headers['webhook-id']).toBe(at(hook.path)[0].headers['webhook-id']);
    expect((await deliveriesOf(hook.id)).length).toBe(2);
    expect((await api.post(`/webmaster/webhooks/${hook.id}/deliveries/nope/replay`, {}, { token })).status).toBe(404);
  });

  it('toggles with PATCH and deletes', async () => {
    const hook = await createWebhook();
    const off = await api.request('PATCH', `/webmaster/webhooks/${hook.id}`, { token, body: { active: false, url: 'http://10.0.0.1/' } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({ active: false, url: hook.url });
    await api.post(`/webmaster/webhooks/${hook.id}/test`, {}, { token });
    await expect.poll(async () => (await deliveriesOf(hook.id))[0]?.status, POLL).toBe('failed');
    expect(at(hook.path)).toHaveLength(0);
    expect((await api.del(`/webmaster/webhooks/${hook.id}`, { token })).status).toBe(200);
    expect((await api.get(`/webmaster/webhooks/${hook.id}/deliveries`, { token })).status).toBe(404);
  });
});

describe('what a webhook may be', () => {
  it('answers a body that is not a JSON object with the French 400, here and on the keys and v1 calls', async () => {
    for (const [method, path] of [['POST', '/api/webmaster/webhooks'], ['POST', '/api/webmaster/api-keys'], ['POST', '/api/v1/instances']] as const) {
      for (const body of ['null', '[]', '"texte"']) {
        const answer = await fetch(`${server.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
        expect(answer.status, `${method} ${path} ${body}`).toBe(400);
        expect((await answer.json()).message).toEqual(expect.any(String));
      }
      // No body at all (no content type): the parsers leave none, which must not reach the handler as undefined.
      const bare = await fetch(`${server.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
      expect(bare.status, `${method} ${path} sans corps`).toBe(400);
    }
  });


  it('refuses a header with a line break, a reserved header, a bad secret and a missing name or URL in French', async () => {
    const crlf = await api.post('/webmaster/webhooks', { name: 'X', url: receiver.url('/x'), headers: { 'X-Test': 'a\r\nInjected: 1' } }, { token });
    expect(crlf.status).toBe(400);
    expect(JSON.stringify(crlf.body)).toContain('En-tête invalide : X-Test');
    expect((await api.post('/webmaster/webhooks', { name: 'X', url: receiver.url('/x'), headers: { 'webhook-signature': 'v1,faux' } }, { token })).status).toBe(400);
    const secret = await api.post('/webmaster/webhooks', { name: 'X', url: receiver.url('/x'), secret: 'motdepasse' }, { token });
    expect(JSON.stringify(secret.body)).toContain('Le secret doit commencer par whsec_');
    const empty = await api.post('/webmaster/webhooks', { name: '', url: 'pas une url' }, { token });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors)).toEqual(expect.arrayContaining(['name', 'url']));
  });

  it.each(['http://169.254.169.254/latest/meta-data/', 'http://10.0.0.1/hook', 'http://100.64.0.1/hook', 'http://192.168.0.10/', 'http://[fd00::1]/'])(
    'refuses %s when saved, even with loopback allowed',
    async (url) => {
      const refused = await api.post('/webmaster/webhooks', { name: 'Interne', url }, { token });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.url).toBe("Cette adresse n'est pas autorisée : elle désigne le serveur lui-même ou un réseau privé");
    },
  );

  it('checks the address again at each delivery, and never connects to a private one', async () => {
    const hook = await createWebhook();
    await database.db.collection('webhooks').updateOne({ _id: new ObjectId(hook.id) }, { $set: { url: 'http://169.254.169.254/latest/meta-data/' } });
    await api.post(`/webmaster/webhooks/${hook.id}/test`, {}, { token });
    await expect.poll(async () => (await deliveriesOf(hook.id))[0]?.attempts.length, POLL).toBe(1);
    const [delivery] = await deliveriesOf(hook.id);
    expect(delivery.attempts[0]).toMatchObject({ ok: false, excerpt: "Cette adresse n'est pas autorisée : elle désigne le serveur lui-même ou un réseau privé" });
    expect(delivery.attempts[0]).not.toHaveProperty('status_code');
  });
});

describe('loopback without the unsafe setting', () => {
  let plain: TestServer;
  let plainApi: ApiClient;
  let plainToken: string;
  beforeAll(async () => {
    ({ server: plain, api: plainApi, token: plainToken } = await startServerAsAdmin());
  });
  afterAll(async () => {
    await plain?.stop();
  });

  it.each(['http://127.0.0.1:9/', 'http://0x7f.1/', 'http://2130706433/', 'http://[::ffff:127.0.0.1]/', 'http://[::1]/', 'http://localhost/'])('refuses %s', async (url) => {
    const refused = await plainApi.post('/webmaster/webhooks', { name: 'Boucle', url }, { token: plainToken });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.url).toBe("Cette adresse n'est pas autorisée : elle désigne le serveur lui-même ou un réseau privé");
  });
});
