/**
 * The audit log with three server processes on one database: entries written by all three at
 * once each take their own sequence number and the chain still verifies, and the live stream
 * opened on one process receives an entry written through another (the event log carries it).
 */
import { randomBytes } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, setupAndLogin, type ApiClient } from '../support/api';
import { signedLinkFor } from '../support/downloads';
import { startServer, withDatabase, type TestServer } from '../support/server';
import { serverSentEvents } from '../support/server-sent-events';

let client: MongoClient;
let a: TestServer;
let b: TestServer;
let c: TestServer;
let apiA: ApiClient;
let apiB: ApiClient;
let apiC: ApiClient;
let token: string;

beforeAll(async () => {
  const given = process.env.MONGODB_URI;
  if (!given) throw new Error('MONGODB_URI manquant : lancer « npm run test:multiprocess »');
  const uri = withDatabase(given, `multiprocess_audit_${randomBytes(4).toString('hex')}`);
  client = await MongoClient.connect(uri);
  const env = { MONGODB_URI: uri, JWT_SECRET: randomBytes(32).toString('hex'), SECRETS_KEY: randomBytes(32).toString('hex') };
  [a, b, c] = await Promise.all([startServer({ env }), startServer({ env }), startServer({ env })]);
  apiA = apiClient(a.baseUrl);
  apiB = apiClient(b.baseUrl);
  apiC = apiClient(c.baseUrl);
  token = await setupAndLogin(apiA);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
  await client?.db().dropDatabase().catch(() => undefined);
  await client?.close();
});

describe('audit log on three server processes', () => {
  it('numbers the entries written by all three at once each once, and the chain verifies', async () => {
    await Promise.all(
      Array.from({ length: 21 }, (_, i) => [apiA, apiB, apiC][i % 3].post('/blog_categories', { name: `Parallèle ${i}`, slug: `parallele-${i}` }, { token })),
    );
    const { data } = (await apiB.get('/settings_logs', { token, query: { action: 'content.created', limit: '100' } })).body;
    const sequences = (data as { sequence: number }[]).map((entry) => entry.sequence);
    expect(sequences).toHaveLength(21);
    expect(new Set(sequences).size).toBe(21);
    for (const api of [apiA, apiB, apiC]) expect((await api.get('/webmaster/audit-logs/verify', { token })).body).toMatchObject({ valid: true, broken_at: null });
  });

  it('streams on one process an entry written through the other', async () => {
    const path = '/api/webmaster/audit-logs/stream';
    const controller = new AbortController();
    const response = await fetch(`${a.baseUrl}${path}?signature=${await signedLinkFor(apiA, token, path)}`, { signal: controller.signal });
    expect(response.status).toBe(200);
    // Every entry the stream brings (the previous test's may still be arriving), searched for ours.
    const received: { action?: string; resource_id?: string }[] = [];
    const reading = (async () => {
      for await (const event of serverSentEvents(response)) if (event.type === 'message') received.push(event.data);
    })().catch(() => undefined);
    const created = await apiC.post('/blog_categories', { name: 'Depuis C', slug: 'depuis-c' }, { token });
    expect(created.status).toBe(201);
    await expect.poll(() => received.find((entry) => entry.resource_id === created.body._id), { timeout: 10_000 }).toMatchObject({ action: 'content.created' });
    controller.abort();
    await reading;
  });
});
