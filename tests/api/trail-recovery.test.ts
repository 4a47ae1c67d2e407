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
import type { Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { appContextOn, startDatabase, type AppContext, type TestDatabase } from '../support/database';
import { partsOf, requestAuthor, updateLeftByADeadProcess } from '../support/dead-writes';
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

const newUser = (name: string) =>
  createRecord(api, token, 'users', { name, email: `${name.toLowerCase().replace(/\W/g, '')}@exemple.fr`, role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });

describe('a change whose record another process deleted before the recovery', () => {
  it('gets its activity entry, audit entry and event from its intent alone', async () => {
    const user = await newUser('Rémi Repris');
    const trail = await updateLeftByADeadProcess(db, String(user._id), { name: 'Rémi Renommé' });
    // The server (another process) deletes the record before any recovery has run.
    expect((await api.del(`/users/${user._id}`, { token })).status).toBe(200);

    await recovery.sweep();
    const parts = await partsOf(db, trail);
    expect(parts.activity).toMatchObject([{ action: 'update', resource_id: String(user._id), status_code: 200 }]);
    expect(parts.audit).toMatchObject([{ action: 'user.updated', resource_id: String(user._id) }]);
    expect(parts.events).toHaveLength(1);
    expect(JSON.parse(parts.events[0].data)).toMatchObject({ change: 'updated', record: { name: 'Rémi Renommé' }, before: { name: 'Rémi Repris' } });
    expect(parts.intent).toBeNull();
  });

  it('gets none when its write never reached the record', async () => {
    const user = await newUser('Nadia Jamais');
    const trail = await updateLeftByADeadProcess(db, String(user._id), { name: 'Nadia Modifiée' }, { marked: false });
    expect((await api.del(`/users/${user._id}`, { token })).status).toBe(200);

    await recovery.sweep();
    const parts = await partsOf(db, trail);
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
    const trail = await updateLeftByADeadProcess(db, String(user._id), { name: 'Paul Doublé' });
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
    const parts = await partsOf(db, trail);
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
    const trail = await updateLeftByADeadProcess(db, String(user._id), { name: 'Inès Refusée' });
    await trails.answered([trail], 409);

    await recovery.sweep();
    expect((await partsOf(db, trail)).activity).toMatchObject([{ action: 'update', status_code: 409 }]);
  });
});
