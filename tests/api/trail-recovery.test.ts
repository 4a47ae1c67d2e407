/**
 * The recovery of a write's trail (api/src/activity/trail-recovery.service.ts) when several
 * processes share the database: the server answers requests, the test's own process plays a
 * second server process (an application context on the same database) whose writes died
 * half-way. A change made by a process that died, whose record another process deleted
 * before the recovery, still gets its whole trail; the request and the recovery writing the
 * same trail at the same moment store each part once; a request that failed after its write
 * leaves the status it answered to its recovered entry.
 */
import { rm } from 'node:fs/promises';
import { ObjectId, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { appContextOn, startDatabase, type AppContext, type TestDatabase } from '../support/database';
import { createRecord } from '../support/records';
import type { TestServer } from '../support/server';

let database: TestDatabase;
let db: Db;
let server: TestServer;
let api: ApiClient;
let token: string;
let app: AppContext;

interface Recovery {
  sweep(): Promise<number>;
}
let recovery: Recovery;

beforeAll(async () => {
  database = await startDatabase();
  db = database.db;
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri } }));
  app = await appContextOn(database);
  recovery = app.get(app.load('activity/trail-recovery.service.js').TrailRecovery) as Recovery;
}, 60_000);

afterAll(async () => {
  await app?.close();
  await server?.stop();
  await database?.stop();
  if (database) await rm(database.dataDir, { recursive: true, force: true });
});

const HOUR_AGO = () => new Date(Date.now() - 3_600_000);

/** What a request's write plans for its trail, as an administrator's PUT would (activity-scope.ts). */
const requestAuthor = (status = 200) => ({
  request: {
    facts: { ip_address: '203.0.113.7', user_agent: 'test', http_method: 'PUT', request_url: '/api/users' },
    common: { method: 'PUT', status_code: status, ip_address: '203.0.113.7', actor_kind: 'user', actor_name: 'Admin', actor_email: 'admin@example.com', user_id: null },
    about: {},
  },
});

/**
 * Leaves what a process killed right after a record's update leaves: the intent (an hour old:
 * past the grace of a live process's writes) and the record changed with the intent's marker,
 * and nothing of the trail.
 */
async function updateLeftByADeadProcess(record: Record<string, unknown>, values: Record<string, unknown>, { marked = true, status = 200 } = {}): Promise<string> {
  const trail = new ObjectId().toHexString();
  const { _trails: _marker, ...before } = (await db.collection('users').findOne({ _id: new ObjectId(String(record._id)) }))!;
  await db.collection('trail_intents').insertOne({
    _id: trail as never,
    collection: 'users',
    record_id: String(record._id),
    action: 'update',
    before,
    values,
    actor: { id: 'admin', name: 'Admin' },
    author: requestAuthor(status),
    at: HOUR_AGO(),
  });
  if (marked) await db.collection('users').updateOne({ _id: new ObjectId(String(record._id)) }, { $set: values, $push: { _trails: trail } as never });
  return trail;
}

const newUser = (name: string) =>
  createRecord(api, token, 'users', { name, email: `${name.toLowerCase().replace(/\W/g, '')}@exemple.fr`, role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });

/** The parts of a trail stored, by its id. */
async function partsOf(trail: string) {
  const id = new ObjectId(trail);
  return {
    activity: await db.collection('user_activity').find({ _id: id }).toArray(),
    audit: await db.collection('settings_logs').find({ _id: id }).toArray(),
    events: await db.collection('platform_events').find({ trail }).toArray(),
    intent: await db.collection('trail_intents').findOne({ _id: trail as never }),
  };
}

describe('a change whose record another process deleted before the recovery', () => {
  it('gets its activity entry, audit entry and event from its intent alone', async () => {
    const user = await newUser('Rémi Repris');
    const trail = await updateLeftByADeadProcess(user, { name: 'Rémi Renommé' });
    // The server (another process) deletes the record before any recovery has run.
    expect((await api.del(`/users/${user._id}`, { token })).status).toBe(200);

    await recovery.sweep();
    const parts = await partsOf(trail);
    expect(parts.activity).toMatchObject([{ action: 'update', resource_id: String(user._id), status_code: 200 }]);
    expect(parts.audit).toMatchObject([{ action: 'user.updated', resource_id: String(user._id) }]);
    expect(parts.events).toHaveLength(1);
    expect(JSON.parse(parts.events[0].data)).toMatchObject({ change: 'updated', record: { name: 'Rémi Renommé' }, before: { name: 'Rémi Repris' } });
    expect(parts.intent).toBeNull();
  });

  it('gets none when its write never reached the record', async () => {
    const user = await newUser('Nadia Jamais');
    const trail = await updateLeftByADeadProcess(user, { name: 'Nadia Modifiée' }, { marked: false });
    expect((await api.del(`/users/${user._id}`, { token })).status).toBe(200);

    await recovery.sweep();
    const parts = await partsOf(trail);
    expect(parts).toEqual({ activity: [], audit: [], events: [], intent: null });
  });
});

describe('a trail written by the request and the recovery at the same moment', () => {
  it('stores each part once', async () => {
    const { ActivityService } = app.load('activity/activity.service.js');
    const { EventBus } = app.load('platform/events/event-bus.js');
    const activity = app.get(ActivityService) as { record(entries: unknown[], facts: unknown): Promise<boolean> };
    const events = app.get(EventBus) as { publish(name: string, payload: unknown, trail?: string): Promise<boolean> };
    const user = await newUser('Paul Pareil');
    const trail = await updateLeftByADeadProcess(user, { name: 'Paul Doublé' });
    const { facts, common } = requestAuthor().request;
    const entry = { ...common, _id: trail, collection: 'users', resource_type: 'utilisateur', action: 'update', resource_id: String(user._id), action_type: 'update', details: { fields: ['name'] } };

    // The request (a process slower than the grace) writes its parts while the recovery writes them too.
    const [, logged, published, again] = await Promise.all([
      recovery.sweep(),
      activity.record([entry], facts),
      events.publish('users.updated', { _id: String(user._id), name: 'Paul Doublé' }, trail),
      events.publish('users.updated', { _id: String(user._id), name: 'Paul Doublé' }, trail),
    ]);
    expect([logged, published, again]).toEqual([true, true, true]);
    const parts = await partsOf(trail);
    expect(parts.activity).toHaveLength(1);
    expect(parts.audit).toHaveLength(1);
    expect(parts.events).toHaveLength(1);
  });
});

describe('a request that failed after its write', () => {
  it('leaves the status it answered to the entry the recovery writes', async () => {
    const { CrudService } = app.load('crud/crud.service.js');
    const trails = (app.get(CrudService) as { trails: { answered(ids: string[], status: number): Promise<void> } }).trails;
    const user = await newUser('Inès Interrompue');
    const trail = await updateLeftByADeadProcess(user, { name: 'Inès Refusée' });
    await trails.answered([trail], 409);

    await recovery.sweep();
    expect((await partsOf(trail)).activity).toMatchObject([{ action: 'update', status_code: 409 }]);
  });
});
