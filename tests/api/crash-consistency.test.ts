/**
 * A change and its trail are one (issue 34, item 1): 16 clients create, update and delete
 * records without pause, the server's process group (the server and its embedded database)
 * is killed with SIGKILL at a random moment, and the server is started again on the same
 * data. Then, read in the database itself, every creation, update and deletion that happened
 * has exactly one activity entry, one audit entry and one event, no entry tells of a change
 * that did not happen, no unfinished trail is left, and the audit chain verifies.
 * Three rounds on the same data, each killed at another moment. With MONGODB_URI (its own
 * command, scripts/test-mongodb-uri.mjs) the same on that database, the database surviving.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, setupAndLogin, type ApiClient } from '../support/api';
import { REPO_ROOT, databaseNameOf, newDataDir, startServer, withDatabase, type TestServer } from '../support/server';

const require = createRequire(import.meta.url);
const { startEmbeddedDb } = require(join(REPO_ROOT, 'api', 'dist', 'database', 'embedded-db.js')) as {
  startEmbeddedDb: (binary: string, dataDir: string) => Promise<{ uri: string; stop: () => Promise<void> }>;
};

const ROUNDS = 3;
const CLIENTS = 16;
const COLLECTION = 'blog_categories';
/** With several possible processes (MONGODB_URI), an unfinished trail is taken after this long. */
const ENV = { TRAIL_GRACE_MS: '500' };

let dataDir: string;
let server: TestServer | undefined;
let api: ApiClient;
let token: string;

const start = async () => {
  server = await startServer({ dataDir, env: ENV, detached: true });
  api = apiClient(server.baseUrl);
};

/** SIGKILL to the whole process group: the server and its embedded database die at the same instant. */
async function killGroup(): Promise<void> {
  process.kill(-server!.pid, 'SIGKILL');
  await server!.stop({ keepData: true });
}

/**
 * Creates records without pause: every other one is deleted at once, the others updated three
 * times (description v1, v2, v3, each after the previous answer), until the server dies.
 */
async function writer(client: number, round: number): Promise<void> {
  for (let record = 0; ; record++) {
    const created = await api.post(`/${COLLECTION}`, { name: `Catégorie ${round}-${client}-${record}` }, { token }).catch(() => undefined);
    if (created?.status !== 201) return;
    const path = `/${COLLECTION}/${created.body._id}`;
    if (record % 2 === 0) {
      if ((await api.del(path, { token }).catch(() => undefined))?.status !== 200) return;
      continue;
    }
    for (let version = 1; version <= 3; version++) {
      if ((await api.put(path, { description: `v${version}` }, { token }).catch(() => undefined))?.status !== 200) return;
    }
  }
}

/** The database as the server uses it, opened by the test once the server is stopped (embedded) or beside it (MONGODB_URI). */
async function openDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  if (process.env.MONGODB_URI) {
    const name = databaseNameOf(dataDir);
    const client = await MongoClient.connect(withDatabase(process.env.MONGODB_URI, name));
    return { db: client.db(name), close: () => client.close() };
  }
  const embedded = await startEmbeddedDb(join(REPO_ROOT, 'api', 'embedded-db', 'bin', 'embedded-db'), dataDir);
  const client = await MongoClient.connect(embedded.uri);
  return {
    db: client.db('hexagone'),
    close: async () => {
      await client.close();
      await embedded.stop();
    },
  };
}

const CHANGE_OF_EVENT: Record<string, string> = { created: 'create', updated: 'update', deleted: 'delete' };
const CHANGE_OF_AUDIT: Record<string, string> = { 'content.created': 'create', 'content.updated': 'update', 'content.deleted': 'delete' };

/** How many updates a record had: its description is the last one's `v{n}`, and update n was sent only once n − 1 was answered. */
const updatesOf = (record: Readonly<Record<string, unknown>>): number => Number(typeof record.description === 'string' ? record.description.slice(1) : 0);

/** Each (record, change) a log tells of, counted. */
function tally<T>(entries: T[], key: (entry: T) => string | undefined): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of entries) {
    const k = key(entry);
    if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/** Checks the invariant in the database; answers how many changes the logs tell. */
async function assertTrailsComplete(): Promise<number> {
  const { db, close } = await openDatabase();
  try {
    expect(await db.collection('trail_intents').countDocuments()).toBe(0);
    const records = await db.collection(COLLECTION).find({}).toArray();
    const expected: Record<string, number> = {};
    for (const record of records) {
      expected[`${record._id.toHexString()}:create`] = 1;
      if (updatesOf(record)) expected[`${record._id.toHexString()}:update`] = updatesOf(record);
    }
    const activity = await db.collection('user_activity').find({ collection: COLLECTION }).toArray();
    const audit = await db.collection('settings_logs').find({ resource_type: COLLECTION }).toArray();
    const events = (await db.collection('platform_events').find({ name: { $regex: `^${COLLECTION}\\.` } }).toArray()).map((entry) => ({
      change: CHANGE_OF_EVENT[String(entry.name).split('.')[1]],
      payload: JSON.parse(entry.data) as { record: { _id: string; description?: string } },
    }));
    const byActivity = Object.fromEntries(tally(activity, (entry) => `${entry.resource_id}:${entry.action}`));
    const byAudit = Object.fromEntries(tally(audit, (entry) => `${entry.resource_id}:${CHANGE_OF_AUDIT[entry.action]}`));
    const byEvent = Object.fromEntries(tally(events, (event) => `${event.payload.record._id}:${event.change}`));
    // The three logs tell the same changes, each once.
    expect(byAudit).toEqual(byActivity);
    expect(byEvent).toEqual(byActivity);
    // A record still there: its creation and each update it had; a record gone: its creation and its deletion.
    const present = new Set(records.map((record) => String(record._id)));
    const gone = [...new Set(activity.map((entry) => String(entry.resource_id)))].filter((id) => !present.has(id));
    for (const id of gone) Object.assign(expected, { [`${id}:create`]: 1, [`${id}:delete`]: 1 });
    expect(byActivity).toEqual(expected);
    // Each update's event carries the values that update wrote: v1 … vn, each once.
    for (const record of records) {
      const versions = events.filter((event) => event.change === 'update' && event.payload.record._id === String(record._id)).map((event) => event.payload.record.description);
      expect(versions.sort()).toEqual(Array.from({ length: updatesOf(record) }, (_, i) => `v${i + 1}`));
    }
    // The trail's parts name each other: the activity and audit entries of one change share their id.
    expect(new Set(activity.map((entry) => String(entry._id)))).toEqual(new Set(audit.map((entry) => String(entry._id))));
    // No record keeps the mark of an unfinished trail.
    expect(records.filter((record) => record._trails?.length)).toEqual([]);
    return activity.length;
  } finally {
    await close();
  }
}

beforeAll(async () => {
  dataDir = await newDataDir();
  await start();
  token = await setupAndLogin(api);
});
afterAll(() => server?.stop());

describe('a change and its trail after SIGKILL', () => {
  it(`holds after ${ROUNDS} kills at random moments during ${CLIENTS} parallel writers`, { timeout: 120_000 }, async () => {
    let before = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      if (!server) await start();
      const writers = Array.from({ length: CLIENTS }, (_, client) => writer(client, round));
      // A different moment each round, once writes are well under way.
      await new Promise((resolve) => setTimeout(resolve, 1_500 + Math.random() * 2_500));
      await killGroup();
      await Promise.all(writers);

      // Started again: the unfinished trails are completed (at once as sole writer, after the grace otherwise).
      await start();
      await expect
        .poll(async () => (await api.get('/webmaster/audit-logs/verify', { token })).body, { timeout: 20_000, interval: 250 })
        .toMatchObject({ valid: true });
      // The mark of an unfinished trail is the server's own: never in an answer.
      const listed = await api.get(`/${COLLECTION}`, { token, query: { limit: '100' } });
      expect(listed.body.data.length).toBeGreaterThan(0);
      for (const record of listed.body.data) expect(record).not.toHaveProperty('_trails');
      await server!.stop({ keepData: true });
      server = undefined;

      const changes = await assertTrailsComplete();
      // Each round wrote: the kill fell during the writes.
      expect(changes).toBeGreaterThan(before);
      before = changes;
    }
  });
});
