/**
 * What a server completes after its start in records written before it (the French sort keys
 * of a text field, the actor of an activity log entry): read a batch at a time in `_id` order
 * (paced-reads.ts), more than one batch here, every record found completed, and the pass
 * marked done so that the next starts do not read the collection again.
 */
import { rm } from 'node:fs/promises';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import type { TestServer } from '../support/server';

/** More than one batch (PACED_BATCH is 250). */
const OLD = 320;
const GONE = new ObjectId().toHexString();

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  database = await startDatabase();
  const at = new Date('2026-01-15T09:00:00Z');
  // Written as a server of before the sort keys and the actors wrote them.
  await database.db.collection('users').insertMany(
    Array.from({ length: OLD }, (_, i) => ({ name: i % 2 ? `Élodie ${i}` : `Zoé ${i}`, email: `ancien${i}@exemple.fr`, role: 'user', active: true, created_at: at, updated_at: at })),
  );
  await database.db.collection('user_activity').insertMany(
    Array.from({ length: OLD }, (_, i) => ({ action: 'update', user_id: i % 2 ? GONE : null, details: i % 2 ? {} : { visitor: true }, created_at: at })),
  );
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri, SOLE_WRITER: 'on' } }));
});

afterAll(async () => {
  await server?.stop();
  await database?.stop();
  if (database) await rm(database.dataDir, { recursive: true, force: true });
});

/** Waits for the server's background work: `read` until `ok`, 30 s at most. */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const noneLeft = (collection: string, filter: Record<string, unknown>) => eventually(() => database.db.collection(collection).countDocuments(filter), (left) => left === 0);
const mark = (name: string) => eventually(() => database.db.collection('platform_backfills').findOne({ _id: name as never }), Boolean);

describe('after a start', () => {
  it('gives every older user its French sort key, so that the list sorts them the French way', async () => {
    expect(await noneLeft('users', { '_sort.name': { $exists: false } })).toBe(0);
    const page = await api.get('/users', { token, query: { sort: 'name', order: 'asc', limit: '100' } });
    expect(page.status).toBe(200);
    const names = page.body.data.map((user: { name: string }) => user.name).filter((name: string) => name !== 'Alice Admin');
    expect(names.slice(0, 2)).toEqual(['Élodie 1', 'Élodie 101']);
    expect(await mark('_sort:users')).toMatchObject({ version: expect.stringContaining('name') });
  });

  it('gives every older activity entry its actor: a deleted account or a visitor', async () => {
    expect(await noneLeft('user_activity', { actor_kind: { $exists: false } })).toBe(0);
    const log = database.db.collection('user_activity');
    expect(await log.countDocuments({ user_id: GONE, actor_kind: 'user', actor_name: 'Utilisateur supprimé' })).toBe(OLD / 2);
    expect(await log.countDocuments({ user_id: null, details: { visitor: true }, actor_kind: 'visitor' })).toBe(OLD / 2);
    expect(await mark('user_activity:actors')).toMatchObject({ version: '1', done_at: expect.any(Date) });
  });
});
