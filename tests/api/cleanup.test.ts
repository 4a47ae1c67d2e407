/**
 * The log cleanup (spec 3 §2, §7, §9) on a real database: statistics and a run over 100 000
 * old entries while the server keeps answering (the longest pause is measured), each rule
 * kept (a mail never sent stays, the audit log keeps its own retention and still verifies
 * from its checkpoint), the run recorded, the retention setting with its fallback, and the
 * 03:00 Europe/Paris job run once by two schedulers sharing the database on a forced clock.
 */
import { createRequire } from 'node:module';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEANUP_SCHEDULE } from '@hexagone/schemas';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import { REPO_ROOT, type TestServer } from '../support/server';

const require = createRequire(import.meta.url);
const { JobScheduler } = require(join(REPO_ROOT, 'api', 'dist', 'platform', 'jobs', 'job-scheduler.js')) as typeof import('../../api/src/platform/jobs/job-scheduler');

const OLD = 100_000;
const RECENT = 1_000;
const DAY_MS = 24 * 3600_000;

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let token: string;
const clients: MongoClient[] = [];

beforeAll(async () => {
  database = await startDatabase();
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri } }));
  const usage = (i: number, at: Date) => ({ model: 'gpt', tokens: 10, total_cost: 0.01, latency: 100, status: 'success', request_id: `r${i}`, created_at: at });
  const old = new Date(Date.now() - 30 * DAY_MS);
  for (let start = 0; start < OLD; start += 10_000) {
    await database.db.collection('ai_usage').insertMany(Array.from({ length: 10_000 }, (_, i) => usage(start + i, old)));
  }
  await database.db.collection('ai_usage').insertMany(Array.from({ length: RECENT }, (_, i) => usage(OLD + i, new Date())));
  const sent = new ObjectId();
  await database.db.collection('mail_outbox').insertMany([
    { _id: sent, to: 'a@exemple.fr', subject: 'Ancien envoyé', text: '…', status: 'sent', attempts: 1, created_at: old },
    { to: 'b@exemple.fr', subject: 'Jamais envoyé', text: '…', status: 'outbox', attempts: 0, created_at: old },
  ]);
  await database.db.collection('mail_outbox_attachments').insertOne({ mail_id: String(sent), filename: 'x.txt', content: 'x' });
  // The API keys' request log and the webhooks' deliveries (issue 21): old ones go, a delivery still to be retried stays.
  await database.db.collection('api_key_requests').insertMany([{ at: old, path: '/api/v1/instances' }, { at: new Date(), path: '/api/v1/instances' }]);
  await database.db.collection('webhook_deliveries').insertMany([
    { webhook_id: 'w', event: 'user.created', status: 'succeeded', created_at: old, attempts: [] },
    { webhook_id: 'w', event: 'user.created', status: 'pending', created_at: old, next_at: new Date(), attempts: [] },
  ]);
}, 180_000);

afterAll(async () => {
  for (const client of clients) await client.close();
  await server?.stop();
  await database?.stop();
  if (database) await rm(database.dataDir, { recursive: true, force: true });
});

describe('cleanup', () => {
  it('is for administrators only', async () => {
    expect((await api.get('/system/cleanup/stats')).status).toBe(401);
    expect((await api.post('/system/cleanup/run', {})).status).toBe(401);
  });

  it('saves the retention, 7 when it is not a number, refusing 0 and 366 in French', async () => {
    const fallback = await api.put('/system/cleanup/config', { retention_days: 'beaucoup' }, { token });
    expect(fallback.status).toBe(200);
    expect(fallback.body).toEqual({ retention_days: 7, message: 'Configuration enregistrée : les journaux sont conservés 7 jours' });
    for (const retention_days of [0, 366]) {
      const refused = await api.put('/system/cleanup/config', { retention_days }, { token });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.retention_days).toMatch(/^La valeur (minimale est 1|maximale est 365)$/);
    }
    expect((await api.put('/system/cleanup/config', { retention_days: 10 }, { token })).body.retention_days).toBe(10);
  });

  it('counts per collection what its rule removes, with totals and the cutoff date', async () => {
    const stats = (await api.get('/system/cleanup/stats', { token })).body;
    expect(stats.retention_days).toBe(10);
    expect(Math.abs(new Date(stats.cutoff_date).getTime() - (Date.now() - 10 * DAY_MS))).toBeLessThan(60_000);
    expect(stats.collections.ai_usage).toMatchObject({ total: OLD + RECENT, to_delete: OLD, to_keep: RECENT, percentage: 99, rule: 'Rétention du nettoyage' });
    expect(stats.collections.mail_outbox).toMatchObject({ total: 2, to_delete: 1, to_keep: 1 });
    expect(stats.collections.settings_logs).toMatchObject({ to_delete: 0, rule: "90 jours (paramètres du journal d'audit)" });
    expect(Object.keys(stats.collections)).toEqual(
      expect.arrayContaining(['user_activity', 'platform_job_runs', 'user_sessions', 'platform_spent_signed_links', 'platform_events', 'monitoring_samples']),
    );
    expect(Object.keys(stats.collections)).not.toContain('sequence_numbers');
    expect(stats.totals.to_delete).toBeGreaterThanOrEqual(OLD + 1);
    expect(stats.totals.total).toBe(stats.totals.to_delete + stats.totals.to_keep);
  });

  it('removes 100 000 old entries in batches while the server keeps answering, and records the run', async () => {
    // The oldest audit entries are past the audit log's own 90 days.
    const log = database.db.collection('settings_logs');
    await log.updateMany({ sequence: { $lte: 3 } }, { $set: { timestamp: new Date(Date.now() - 100 * DAY_MS) } });

    let longest = 0;
    let answered = 0;
    let running = true;
    const probe = (async () => {
      while (running) {
        const started = performance.now();
        const answer = await fetch(`${server.baseUrl}/api/health`);
        await answer.arrayBuffer();
        if (answer.ok) answered += 1;
        longest = Math.max(longest, performance.now() - started);
      }
    })();
    const started = performance.now();
    const run = await api.post('/system/cleanup/run', {}, { token });
    const took = performance.now() - started;
    running = false;
    await probe;
    console.log(`cleanup of ${OLD} entries: ${Math.round(took)} ms; longest answer of /api/health meanwhile: ${Math.round(longest)} ms`);
    expect(run.status).toBe(200);
    expect(run.body.message).toMatch(/^Nettoyage terminé : 100\u202f00\d entrées supprimées$/u);
    expect(run.body.run).toMatchObject({ trigger: 'manual', status: 'succeeded', retention_days: 10, removed: { ai_usage: OLD, mail_outbox: 1, settings_logs: 3, api_key_requests: 1, webhook_deliveries: 1 } });
    // Other requests are answered while it runs (the longest pause is printed above, not asserted: a figure, not a rule).
    expect(answered).toBeGreaterThan(1);

    expect(await database.db.collection('ai_usage').countDocuments()).toBe(RECENT);
    expect(await database.db.collection('mail_outbox').find({}, { projection: { subject: 1 } }).toArray()).toEqual([expect.objectContaining({ subject: 'Jamais envoyé' })]);
    expect(await database.db.collection('mail_outbox_attachments').countDocuments()).toBe(0);
    expect(await database.db.collection('api_key_requests').countDocuments()).toBe(1);
    expect(await database.db.collection('webhook_deliveries').find({}, { projection: { status: 1 } }).toArray()).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(await log.countDocuments({ sequence: { $lte: 3 } })).toBe(0);
    const verify = (await api.get('/webmaster/audit-logs/verify', { token })).body;
    expect(verify).toMatchObject({ valid: true, first_sequence: 4 });

    const stats = (await api.get('/system/cleanup/stats', { token })).body;
    expect(stats.collections.ai_usage).toMatchObject({ to_delete: 0, to_keep: RECENT, percentage: 0 });
    expect(stats.last_run).toMatchObject({ trigger: 'manual', total_removed: run.body.run.total_removed });
    expect(await database.db.collection('cleanup_runs').countDocuments()).toBe(1);
  }, 180_000);

  it('is declared at 03:00 Europe/Paris, and runs once across two processes on a forced clock', async () => {
    const declared = await database.db.collection('platform_jobs').findOne({ _id: 'cleanup' as never });
    expect(declared).toMatchObject({ schedule: '0 3 * * * (Europe/Paris)' });

    // 02:59:59.700 in Paris, then the clock runs: 03:00 comes in 300 ms.
    const forced = Date.parse('2026-11-28T01:59:59.700Z');
    const offset = forced - Date.now();
    const runs: string[] = [];
    const schedulers = await Promise.all(
      ['A', 'B'].map(async (owner) => {
        const client = await MongoClient.connect(database.uri);
        clients.push(client);
        const scheduler = new JobScheduler({ db: client.db(database.name), owner, now: () => new Date(Date.now() + offset) });
        scheduler.declare({ name: 'cleanup.forced-clock', ...CLEANUP_SCHEDULE, handler: async (slot) => void runs.push(`${owner}@${slot.toISOString()}`) });
        return scheduler;
      }),
    );
    await Promise.all(schedulers.map((scheduler) => scheduler.start()));
    const deadline = Date.now() + 10_000;
    while (!runs.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    // Both timers fired by now; only one claimed the slot.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatch(/@2026-11-28T02:00:00\.000Z$/);
  });
});
