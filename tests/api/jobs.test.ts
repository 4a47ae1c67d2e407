/**
 * Jobs under a database lock, on the real embedded database: two schedulers (as two server
 * processes) sharing one database run each due moment once, and a moment missed while no
 * scheduler ran is caught up once at the next start.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDatabase, type TestDatabase } from '../support/database';
import { REPO_ROOT } from '../support/server';

const require = createRequire(import.meta.url);
const { JobScheduler } = require(join(REPO_ROOT, 'api', 'dist', 'platform', 'jobs', 'job-scheduler.js')) as typeof import('../../api/src/platform/jobs/job-scheduler');

let database: TestDatabase;
const clients: MongoClient[] = [];

/** A second connection, as another server process would open. */
async function connection() {
  const client = await MongoClient.connect(database.uri);
  clients.push(client);
  return client.db(database.name);
}

beforeAll(async () => {
  database = await startDatabase();
});
afterAll(async () => {
  for (const client of clients) await client.close();
  await database?.stop();
});

const until = async (condition: () => boolean, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('jobs under a database lock', () => {
  it('run each due moment once across two processes sharing the database', async () => {
    const runs: { process: string; slot: string }[] = [];
    const schedulers = await Promise.all(
      ['A', 'B'].map(async (process) => {
        const scheduler = new JobScheduler({ db: await connection(), owner: process });
        scheduler.declare({
          name: 'test.every-300ms',
          everyMs: 300,
          handler: async (slot) => {
            runs.push({ process, slot: slot.toISOString() });
            await new Promise((resolve) => setTimeout(resolve, 50));
          },
        });
        return scheduler;
      }),
    );
    await Promise.all(schedulers.map((scheduler) => scheduler.start()));
    await until(() => runs.length >= 8);
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));

    const slots = runs.map((run) => run.slot);
    expect(new Set(slots).size).toBe(slots.length);
    // Both processes were there to compete: which one wins a slot is down to timing.
    const runDocs = await database.db.collection('platform_job_runs').find({ job: 'test.every-300ms' }).toArray();
    expect(runDocs.length).toBe(runs.length);
    expect(runDocs.every((doc) => doc.status === 'succeeded')).toBe(true);
  });

  it('catch up once, after a restart, a moment that fell due while no server ran', async () => {
    const cleanup = { name: 'test.cleanup', cron: '0 3 * * *', timeZone: 'Europe/Paris' };
    const ran: string[] = [];
    const handler = async (slot: Date) => {
      ran.push(slot.toISOString());
    };

    // Monday 10:00 in Paris: the job is first known, nothing is owed yet.
    const monday = new Date('2026-11-23T09:00:00Z');
    const first = new JobScheduler({ db: await connection(), now: () => monday });
    first.declare({ ...cleanup, handler });
    await first.start();
    await first.stop();
    expect(ran).toEqual([]);

    // The server is down over Tuesday 03:00 and Wednesday 03:00, and restarts Wednesday 10:00.
    const wednesday = new Date('2026-11-25T09:00:00Z');
    const [second, third] = await Promise.all([0, 1].map(async () => new JobScheduler({ db: await connection(), now: () => wednesday })));
    for (const scheduler of [second, third]) scheduler.declare({ ...cleanup, handler });
    await Promise.all([second.start(), third.start()]);
    await Promise.all([second.stop(), third.stop()]);
    expect(ran).toEqual(['2026-11-25T02:00:00.000Z']);

    const job = await database.db.collection('platform_jobs').findOne({ _id: 'test.cleanup' as never });
    expect(job).toMatchObject({ last_status: 'succeeded' });
    expect((job!.last_slot as Date).toISOString()).toBe('2026-11-25T02:00:00.000Z');

    // Restarted again the same day: nothing more is owed.
    const fourth = new JobScheduler({ db: await connection(), now: () => new Date('2026-11-25T15:00:00Z') });
    fourth.declare({ ...cleanup, handler });
    await fourth.start();
    await fourth.stop();
    expect(ran).toHaveLength(1);
  });

  it('record a failed run with its error, and run the next moment all the same', async () => {
    let calls = 0;
    const scheduler = new JobScheduler({ db: await connection(), logger: { error: () => undefined, warn: () => undefined } });
    scheduler.declare({
      name: 'test.failing',
      everyMs: 200,
      handler: async () => {
        calls += 1;
        if (calls === 1) throw new Error('disque plein');
      },
    });
    await scheduler.start();
    await until(() => calls >= 2);
    await scheduler.stop();
    const runs = await database.db.collection('platform_job_runs').find({ job: 'test.failing' }).sort({ slot: 1 }).toArray();
    expect(runs[0]).toMatchObject({ status: 'failed', error: 'disque plein' });
    expect(runs[1]).toMatchObject({ status: 'succeeded' });
  });
});
