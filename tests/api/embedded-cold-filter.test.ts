/**
 * A cold server on 100 000 accounts answers a filter and a sort it has never seen from the
 * embedded database's indexes (issue 25): the server creates the registry's indexes on start,
 * and our build of FerretDB reads the page, and counts the total, from them. Before, the first
 * such list read and decoded the whole collection: 15 s, or refused after the list time limit.
 * The server runs as the default embedded mode does (SOLE_WRITER on, the in-memory
 * accelerations on): such lists skip the kept lists and go to the database (sole-writer.ts).
 * The bound here is generous (a shared machine); `npm run bench` measures the figures.
 */
import { ObjectId } from 'mongodb';
import { collatedFields, sortKeysOf, users } from '@hexagone/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type TestDatabase } from '../support/database';
import { startServerAsAdmin } from '../support/admin-session';
import { ADMIN, apiClient, login, type ApiClient } from '../support/api';
import { startServer, type TestServer } from '../support/server';

const COUNT = 100_000;
const BOUND_MS = 1_000;
const ROLES = ['user', 'user', 'user', 'editor', 'admin'];

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  database = await startEmbeddedDatabase();
  // The administrator first (the setup refuses once accounts exist), then the accounts, then a new server.
  const env = { MONGODB_URI: database.uri, SOLE_WRITER: 'on' };
  const first = await startServerAsAdmin({ env });
  await first.server.stop();
  const collection = database.db.collection('users');
  const start = Date.now() - COUNT * 60_000;
  for (let i = 0; i < COUNT; i += 2_000) {
    await collection.insertMany(
      Array.from({ length: 2_000 }, (_, j) => {
        const n = i + j;
        const doc = { _id: new ObjectId(), name: `Utilisateur ${n}`, email: `u${n}@exemple.fr`, company: `Société ${n % 97}`, role: ROLES[n % 5], active: n % 10 !== 0, created_at: new Date(start + n * 60_000) };
        return { ...doc, _sort: sortKeysOf(collatedFields(users), doc) };
      }),
    );
  }
  server = await startServer({ env });
  api = apiClient(server.baseUrl);
  token = await login(api, ADMIN.email, ADMIN.password);
}, 300_000);
afterAll(async () => {
  await server?.stop();
  await database?.stop();
});

/** The time of one list request, with its body. */
async function timed(query: Record<string, string>) {
  const start = performance.now();
  const response = await api.get('/users', { token, query });
  expect(response.status).toBe(200);
  return { ms: performance.now() - start, body: response.body };
}

describe('a cold server on 100 000 accounts', () => {
  it('answers a filter never seen before, with its total, from the index', async () => {
    const { ms, body } = await timed({ role: 'editor' });
    expect(body.pagination.total).toBe(COUNT / 5);
    expect(body.data.every((u: { role: string }) => u.role === 'editor')).toBe(true);
    expect(ms).toBeLessThan(BOUND_MS);
  });

  it('answers a sort never seen before, a filter in the list order, and the whole list with its total', async () => {
    const sorted = await timed({ sort: 'created_at', order: 'asc' });
    expect(sorted.body.data[0].name).toBe('Utilisateur 0');
    expect(sorted.ms).toBeLessThan(BOUND_MS);
    // In the list's own order (the declared index of the filter continues with it).
    const filtered = await timed({ active: 'false' });
    expect(filtered.body.pagination.total).toBe(COUNT / 10);
    expect(filtered.body.data[0].name).toBe(`Utilisateur ${COUNT - 10}`);
    expect(filtered.ms).toBeLessThan(BOUND_MS);
    const whole = await timed({});
    expect(whole.body.pagination.total).toBe(COUNT + 1);
    expect(whole.ms).toBeLessThan(BOUND_MS);
  });
});
