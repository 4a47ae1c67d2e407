/**
 * The durable event log on the real embedded database: gapless positions under concurrent
 * writers (no `$inc`), durable consumers that resume at their position and deliver at least
 * once, and a server that appends every write (without its secrets) and, restarted, delivers
 * to its durable consumer an event left in the log while it was stopped.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { startDatabase, type TestDatabase } from '../support/database';
import { REPO_ROOT, startServer, type TestServer } from '../support/server';

const require = createRequire(import.meta.url);
const dist = (path: string) => require(join(REPO_ROOT, 'api', 'dist', 'platform', 'events', path));
const { EventLog, EVENTS_COLLECTION } = dist('event-log.js') as typeof import('../../api/src/platform/events/event-log');
const { DurableConsumer, CONSUMERS_COLLECTION, LEASE_MS } = dist('durable-consumer.js') as typeof import('../../api/src/platform/events/durable-consumer');

let database: TestDatabase;
const clients: MongoClient[] = [];

/** A connection of its own, as another server process would open. */
async function connection(): Promise<Db> {
  const client = await MongoClient.connect(database.uri);
  clients.push(client);
  return client.db(database.name);
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  database = await startDatabase();
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await database?.stop();
});

describe('event log', () => {
  it('gives 80 racing appends from two processes the positions after the last, each once, in order', async () => {
    const [a, b] = [new EventLog(await connection()), new EventLog(await connection())];
    const start = await a.last();
    const positions = await Promise.all(
      Array.from({ length: 80 }, (_, index) => (index % 2 ? a : b).append('test.raced', JSON.stringify({ index }), index % 2 ? 'A' : 'B')),
    );
    expect([...positions].sort((x, y) => x - y)).toEqual(Array.from({ length: 80 }, (_, index) => start + index + 1));
    const read = await a.after(start, 1000);
    expect(read.map((entry) => entry._id)).toEqual(Array.from({ length: 80 }, (_, index) => start + index + 1));
    expect(new Set(read.map((entry) => JSON.parse(entry.data).index)).size).toBe(80);
  });

  it('trims what is old and passed, never the newest entry', async () => {
    const log = new EventLog(await connection());
    const last = await log.last();
    await log.trim(Infinity, new Date(Date.now() + 60_000));
    expect(await log.after(0, 10)).toEqual([expect.objectContaining({ _id: last })]);
    expect(await log.append('test.after-trim', '{}', 'A')).toBe(last + 1);
  });
});

/** A clock running from a third into an epoch `offset` epochs ahead: a lease is to be had at once and held for seconds. */
function clockInEpoch(offset: number): () => number {
  const started = Date.now();
  const origin = (Math.floor(started / LEASE_MS) + offset) * LEASE_MS + LEASE_MS / 3;
  return () => origin + (Date.now() - started);
}

describe('durable consumer', () => {
  it('starts at the end, handles each event, resumes at its position in a new process, and retries a failure', async () => {
    const db = await connection();
    const log = new EventLog(db);
    await log.append('test.before', '{}', 'A');
    const handled: string[] = [];
    let failOnce = true;
    const definition = {
      name: 'test.consumer',
      events: ['test.wanted'],
      handle: async (event: { payload: { n: number } }) => {
        if (event.payload.n === 3 && failOnce) {
          failOnce = false;
          throw new Error('refusé une fois');
        }
        handled.push(`${event.payload.n}`);
      },
    };
    const quiet = { error: () => undefined };
    const first = new DurableConsumer(db, log, definition as never, 'process-1', clockInEpoch(0), quiet);
    await first.register();
    for (const n of [1, 2]) await log.append('test.wanted', JSON.stringify({ n }), 'A');
    await log.append('test.other', '{}', 'A');
    await first.wake();
    expect(handled).toEqual(['1', '2']);

    // The process stops without giving its lease up (a crash); an event comes meanwhile.
    await log.append('test.wanted', JSON.stringify({ n: 3 }), 'A');
    await log.append('test.wanted', JSON.stringify({ n: 4 }), 'A');
    // The next process starts two epochs later, when the dead one's lease has lapsed.
    const second = new DurableConsumer(await connection(), new EventLog(db), definition as never, 'process-2', clockInEpoch(2), quiet);
    await second.register();
    await second.wake();
    expect(handled).toEqual(['1', '2']);
    const stuck = await db.collection(CONSUMERS_COLLECTION).findOne({ _id: 'test.consumer' as never });
    await second.wake();
    expect(handled).toEqual(['1', '2', '3', '4']);
    const done = await db.collection(CONSUMERS_COLLECTION).findOne({ _id: 'test.consumer' as never });
    expect(done!.position).toBe(await log.last());
    expect(stuck!.position).toBeLessThan(done!.position);
    await second.stop();
  });
});

describe('a server on the log', () => {
  let server: TestServer;
  afterAll(() => server?.stop());

  it('appends each write without its secrets, and after a restart announces a message left in the log', async () => {
    const env = { MONGODB_URI: database.uri, SOLE_WRITER: 'on' };
    const started = await startServerAsAdmin({ env });
    const { api, token } = started;
    server = started.server;
    const created = await api.post('/users', { name: 'Jean Journal', email: 'journal@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' }, { token });
    expect(created.status).toBe(201);
    const entries = database.db.collection(EVENTS_COLLECTION);
    const entry = await until(async () => (await entries.findOne({ name: 'users.created', data: { $regex: 'journal@exemple.fr' } })) ?? undefined);
    expect(JSON.parse(entry.data)).toMatchObject({ collection: 'users', change: 'created', record: { name: 'Jean Journal' } });
    expect(JSON.parse(entry.data).record).not.toHaveProperty('password');
    expect(entry.data).not.toContain('argon2');

    await server.stop({ keepData: true });
    const log = new EventLog(database.db);
    const record = { _id: 'journal-1', name: 'Camille Coupure', email: 'camille@exemple.fr', subject: 'support', message: 'Écrit juste avant l’arrêt.' };
    const left = await log.append('contact_messages.created', JSON.stringify({ collection: 'contact_messages', change: 'created', record, at: new Date().toISOString() }), 'a-process-gone');

    server = await startServer({ dataDir: server.dataDir, env });
    const outbox = database.db.collection('mail_outbox');
    const announced = await until(async () => (await outbox.find({ subject: { $regex: 'Camille Coupure' } }).toArray()).at(0));
    expect(announced.text).toContain('Écrit juste avant l’arrêt.');
    const consumer = database.db.collection(CONSUMERS_COLLECTION);
    await until(async () => ((await consumer.findOne({ _id: 'mail.contact-notification' as never }))!.position >= left ? true : undefined));
    expect(await outbox.countDocuments({ subject: { $regex: 'Camille Coupure' } })).toBe(1);
  });
});
