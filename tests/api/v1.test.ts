/**
 * The public API v1 (issue 21, site /api): every documented route answered with an API key,
 * the documented create body and answer (`status: provisioning`, then the provisioning
 * driver's real lifecycle), a key reaching its own account's instances (every one with
 * `admin`), reads of the collections its permissions cover, the invoice download, the
 * documented limits with a per-key override, and the API's own OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { CUSTOMER_IDENTITY, saveSellerIdentity } from '../support/billing-parties';
import { createRecord } from '../support/records';
import { roomInWindow } from '../support/rate-window';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let adminToken: string;
let ownKey: string;
let otherKey: string;
let adminKey: string;

const POLL = { timeout: 30_000, interval: 200 };
const MISSING_ID = '0123456789abcdef01234567';

/** The create body of the /api page's sample. */
const SAMPLE = { name: 'cluster-production', type: 'cluster-ai', region: 'eu-west-1', config: { nodes: 3, cpu: 8, memory: '32GB', autoscaling: true } };

async function keyOf(token: string, body: Record<string, unknown>): Promise<string> {
  const created = await api.post('/webmaster/api-keys', { name: 'v1', ...body }, { token });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.key as string;
}

const v1 = async (key: string, method: string, path: string, body?: unknown) => {
  const answer = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await answer.text();
  return { status: answer.status, headers: answer.headers, body: text && answer.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text };
};

beforeAll(async () => {
  ({ server, api, token: adminToken } = await startServerAsAdmin());
  await createRecord(api, adminToken, 'services', { name: 'Cluster', description: 'Service de test', type: 'cluster-ai', status: 'stopped', cpu_limit: 64, memory_limit: 256, storage_limit: 2000, auto_restart: false });
  ownKey = await keyOf(adminToken, { permissions: [] });
  adminKey = await keyOf(adminToken, { permissions: ['admin'] });
  // A key of another account: a team member managing the API.
  const member = await api.post('/webmaster/team/members', { name: 'Dev', email: 'dev@exemple.fr', role: 'editor', permissions: ['api.manage'] }, { token: adminToken });
  expect(member.status, JSON.stringify(member.body)).toBe(201);
  otherKey = await keyOf(await login(api, 'dev@exemple.fr', member.body.password), { permissions: [] });
});
afterAll(async () => {
  await server?.stop();
});

describe('/api/v1/instances', () => {
  let id: string;

  it('creates an instance from the documented body: provisioning, then running', async () => {
    const created = await v1(ownKey, 'POST', '/instances', SAMPLE);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: SAMPLE.name, type: 'cluster-ai', region: 'eu-west-1', status: 'provisioning', config: SAMPLE.config });
    expect(created.body.endpoint).toMatch(/^https:\/\/[0-9a-f]{24}\.eu-west-1\.hexagone\.cloud$/);
    expect(Date.parse(created.body.created_at)).toBeGreaterThan(0);
    id = created.body.id;
    await expect.poll(async () => (await v1(ownKey, 'GET', `/instances/${id}`)).body.status, POLL).toBe('running');
  });

  it('lists and reads its own account’s instances only; an admin key reaches every one', async () => {
    const list = await v1(ownKey, 'GET', '/instances');
    expect(list.status).toBe(200);
    expect(list.body.data.map((instance: { id: string }) => instance.id)).toContain(id);
    expect(list.body.pagination).toMatchObject({ page: 1, total: 1 });
    expect((await v1(otherKey, 'GET', '/instances')).body.data).toEqual([]);
    expect((await v1(otherKey, 'GET', `/instances/${id}`)).status).toBe(404);
    expect((await v1(otherKey, 'PUT', `/instances/${id}`, { name: 'volée' })).status).toBe(404);
    expect((await v1(otherKey, 'POST', `/instances/${id}/actions`, { action: 'stop' })).status).toBe(404);
    expect((await v1(otherKey, 'DELETE', `/instances/${id}`)).status).toBe(404);
    expect((await v1(adminKey, 'GET', `/instances/${id}`)).body.name).toBe(SAMPLE.name);
    expect((await v1(ownKey, 'GET', `/instances/${MISSING_ID}`)).status).toBe(404);
  });

  it('changes an instance with PUT', async () => {
    const changed = await v1(ownKey, 'PUT', `/instances/${id}`, { name: 'cluster-renommé', config: { cpu: 4, memory: 16, autoscaling: false } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ name: 'cluster-renommé', config: { nodes: 3, cpu: 4, memory: '16GB', autoscaling: false } });
    // New limits apply at once: the running instance starts again with them.
    await expect.poll(async () => (await v1(ownKey, 'GET', `/instances/${id}`)).body.status, POLL).toBe('running');
  });

  it('stops, starts and restarts through /actions, refusing a move the state forbids', async () => {
    const stopped = await v1(ownKey, 'POST', `/instances/${id}/actions`, { action: 'stop' });
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(202);
    expect(stopped.body.status).toBe('stopping');
    await expect.poll(async () => (await v1(ownKey, 'GET', `/instances/${id}`)).body.status, POLL).toBe('stopped');
    const again = await v1(ownKey, 'POST', `/instances/${id}/actions`, { action: 'restart' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('« Redémarrer » est impossible : l’état est « Arrêtée »');
    expect((await v1(ownKey, 'POST', `/instances/${id}/actions`, { action: 'start' })).body.status).toBe('provisioning');
    await expect.poll(async () => (await v1(ownKey, 'GET', `/instances/${id}`)).body.status, POLL).toBe('running');
    expect((await v1(ownKey, 'POST', `/instances/${id}/actions`, { action: 'restart' })).body.status).toBe('provisioning');
    await expect.poll(async () => (await v1(ownKey, 'GET', `/instances/${id}`)).body.status, POLL).toBe('running');
    const unknown = await v1(ownKey, 'POST', `/instances/${id}/actions`, { action: 'explode' });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain("L'action doit être l'une de : start, stop, restart");
  });

  it('deletes a stopped instance only', async () => {
    const refused = await v1(ownKey, 'DELETE', `/instances/${id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Arrêtez l’instance avant de la supprimer');
    await v1(ownKey, 'POST', `/instances/${id}/actions`, { action: 'stop' });
    await expect.poll(async () => (await v1(ownKey, 'GET', `/instances/${id}`)).body.status, POLL).toBe('stopped');
    expect((await v1(ownKey, 'DELETE', `/instances/${id}`)).status).toBe(200);
    expect((await v1(ownKey, 'GET', `/instances/${id}`)).status).toBe(404);
  });

  it('refuses an unknown type and out-of-bounds limits in French', async () => {
    const type = await v1(ownKey, 'POST', '/instances', { ...SAMPLE, type: 'inconnu' });
    expect(type.status).toBe(400);
    expect(JSON.stringify(type.body)).toContain('Aucun service de type « inconnu »');
    const memory = await v1(ownKey, 'POST', '/instances', { ...SAMPLE, config: { ...SAMPLE.config, memory: '999GB' } });
    expect(memory.status).toBe(400);
    expect((await v1('hx_live_nope', 'GET', '/instances')).status).toBe(401);
  });
});

describe('reads of the other collections and the invoice download', () => {
  it('reads what the key’s permissions cover, through the declared rules', async () => {
    const reader = await keyOf(adminToken, { permissions: ['read:users'] });
    const users = await v1(reader, 'GET', '/users?limit=5');
    expect(users.status).toBe(200);
    expect(users.body.pagination.limit).toBe(5);
    const someone = users.body.data[0];
    expect(someone).not.toHaveProperty('password');
    expect((await v1(reader, 'GET', `/users/${someone.id}`)).body.email).toBe(someone.email);
    expect((await v1(reader, 'GET', '/billing_invoices')).status).toBe(403);
    expect((await v1(ownKey, 'GET', '/users')).status).toBe(403);
    expect((await v1(reader, 'GET', '/no_such_collection')).status).toBe(404);
  });

  it('downloads an invoice with a read:billing key only', async () => {
    await saveSellerIdentity(api, adminToken);
    const customer = await api.post(
      '/users',
      { name: 'Claire Martin', email: 'claire@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1', billing_identity: CUSTOMER_IDENTITY },
      { token: adminToken },
    );
    expect(customer.status, JSON.stringify(customer.body)).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const invoice = await api.post(
      '/billing_invoices',
      { user_email: 'claire@exemple.fr', description: 'Abonnement', currency: 'EUR', date: today, due_date: today, status: 'pending', items: [{ description: 'Abonnement', quantity: 1, unit_price: 100, tax_rate: 20 }] },
      { token: adminToken },
    );
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
    const billing = await keyOf(adminToken, { permissions: ['read:billing'] });
    const pdf = await fetch(`${server.baseUrl}/api/v1/billing_invoices/${invoice.body._id}/download`, { headers: { authorization: `Bearer ${billing}` } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fetch(`${server.baseUrl}/api/v1/billing_invoices/${invoice.body._id}/download`, { headers: { authorization: `Bearer ${ownKey}` } })).status).toBe(403);
  });
});

describe('limits and documentation', () => {
  it('holds a key to its burst limit (the documented 1 000, or its Enterprise override)', async () => {
    const key = await keyOf(adminToken, { permissions: [], burst_limit: 5 });
    // The burst window lasts 10 s.
    await roomInWindow(10_000, 5_000);
    for (let n = 0; n < 5; n += 1) expect((await v1(key, 'GET', '/instances')).status).toBe(200);
    const refused = await v1(key, 'GET', '/instances');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('serves its own OpenAPI document, with the bearer key and every route', async () => {
    const answer = await fetch(`${server.baseUrl}/api/v1/openapi.json`);
    expect(answer.status).toBe(200);
    const document = await answer.json();
    expect(document.info.title).toBe('API publique Hexagone v1');
    expect(document.info.description).toMatch(/100\s000 par heure/u);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/instances', '/api/v1/instances/{id}', '/api/v1/instances/{id}/actions', '/api/v1/billing_invoices/{id}/download']),
    );
    expect(Object.keys(document.paths['/api/v1/instances/{id}'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/users'))).toBe(false);
  });
});
