/**
 * Three server processes on one database (MONGODB_URI, SOLE_WRITER off), as production runs them
 * behind a load balancer: what one process does, the others see. A and B start together, C joins
 * once their start-up work is done and redoes none of it. Run by `npm run test:multiprocess`
 * (our FerretDB as a standalone server on SQLite) and `npm run test:postgres` (on PostgreSQL).
 */
import { randomBytes } from 'node:crypto';
import { MongoClient, ObjectId, type Db, type Document } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_RATE_WINDOW_MS, RATE_WINDOW_MS } from '@hexagone/schemas';
import { apiClient, login, setupAndLogin, type ApiClient } from '../support/api';
import { partsOf, updateLeftByADeadProcess } from '../support/dead-writes';
import { openSignedLink } from '../support/downloads';
import { postFrom } from '../support/public-forms';
import { freePort, startServer, withDatabase, type TestServer } from '../support/server';
import { serverSentEvents, type ServerSentEvent } from '../support/server-sent-events';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { beaconAs, USER_AGENTS } from '../support/site-audience';
import { MINUTE_MS, roomInWindow } from '../support/rate-window';

const CONTACT_LIMIT = 5;
const LOGIN_LIMIT = 20;
const MAIL_RETRY_EVERY_MS = 5 * 60_000;
/** Daily jobs (billing, cleanup at 03:00, reports, dunning), each owed once when the servers start. */
const DAILY_JOBS = ['billing.subscriptions', 'cleanup', 'analytics.reports', 'billing.dunning'];
const STARTUP_JOBS = ['mail.retry', ...DAILY_JOBS];

let client: MongoClient;
let db: Db;
let a: TestServer;
let b: TestServer;
let c: TestServer;
let apiA: ApiClient;
let apiB: ApiClient;
let apiC: ApiClient;
/** What A and B had done at their start (job runs, back-fill marks) when C joined. */
let beforeC: { settled: Date; runs: Document[]; backfills: Document[] };
let token: string;
let receiver: WebhookReceiver;

async function until<T>(probe: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  const given = process.env.MONGODB_URI;
  if (!given) throw new Error('MONGODB_URI manquant : lancer « npm run test:multiprocess »');
  const uri = withDatabase(given, `multiprocess_${randomBytes(4).toString('hex')}`);
  client = await MongoClient.connect(uri);
  db = client.db();

  // A retry of the failed mails, and each daily job, is owed since before either process starts,
  // and a mail is waiting for the retry: both processes catch the same moments up at their start.
  await db.collection('platform_jobs').insertOne({ _id: 'mail.retry' as never, schedule: 'toutes les 5 min', since: new Date(Date.now() - 3600_000) });
  await db
    .collection('platform_jobs')
    .insertMany(DAILY_JOBS.map((job) => ({ _id: job as never, schedule: 'chaque jour', since: new Date(Date.now() - 3 * 86_400_000) })));
  await db.collection('mail_outbox').insertOne({ _id: new ObjectId(), to: 'relance@exemple.fr', subject: 'Relance unique', text: '…', status: 'failed', attempts: 1, error: 'refusé', created_at: new Date() });

  const env = {
    MONGODB_URI: uri,
    JWT_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: randomBytes(32).toString('hex'),
    TRUST_PROXY: 'loopback',
    CONTACT_RATE_LIMIT: String(CONTACT_LIMIT),
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    // An SMTP server that is not there: the retried mail fails again, once per run.
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(await freePort()),
    // The webhooks' receiver of these tests listens on the loopback.
    WEBHOOKS_ALLOW_LOOPBACK_UNSAFE: 'on',
  };
  receiver = await startWebhookReceiver();
  [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  apiA = apiClient(a.baseUrl);
  apiB = apiClient(b.baseUrl);
  token = await setupAndLogin(apiA);

  // C joins once A and B have run what was owed at their start and marked their back-fills.
  const runs = () => db.collection('platform_job_runs').find({ job: { $in: STARTUP_JOBS } }, { sort: { _id: 1 } }).toArray();
  await until(async () => {
    const done = (await runs()).filter((run) => run.status !== 'running');
    return new Set(done.map((run) => run.job)).size === STARTUP_JOBS.length;
  }, 60_000);
  await until(async () => (await apiA.get('/users', { token, query: { sort: 'name' } })).status === 200);
  // The moments due 10 s before C joined at the latest: A and B have claimed them by the time of the snapshot.
  const settled = new Date(Date.now() - 10_000);
  beforeC = { settled, runs: await runs(), backfills: await db.collection('platform_backfills').find({}, { sort: { _id: 1 } }).toArray() };
  c = await startServer({ env });
  apiC = apiClient(c.baseUrl);
}, 150_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop(), c?.stop()]);
  await receiver?.stop();
  await db?.dropDatabase().catch(() => undefined);
  await client?.close();
});

const nextEvent = async (response: Response, wanted: (event: ServerSentEvent) => boolean) => {
  for await (const event of serverSentEvents(response)) if (wanted(event)) return event;
  throw new Error('stream ended before the event');
};

const newUser = (name: string, email: string) => ({ name, email, role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });

describe('three server processes on one database', () => {
  it('runs the jobs owed at start once, marks each back-fill once, and C joining late redoes neither', async () => {
    expect([...new Set(beforeC.runs.map((run) => run.job))].sort()).toEqual([...STARTUP_JOBS].sort());
    // A daily job owed at the start of both ran once, whichever of A and B took it (the retry of
    // the mails, every 5 minutes, may have reached its next moment since).
    for (const job of DAILY_JOBS) expect(beforeC.runs.filter((run) => run.job === job)).toHaveLength(1);
    expect(beforeC.backfills.length).toBeGreaterThan(0);
    expect(new Set(beforeC.backfills.map((mark) => mark._id)).size).toBe(beforeC.backfills.length);
    // C has started its back-fills: a list sorted on a back-filled key waits for them on C.
    expect((await apiC.get('/users', { token, query: { sort: 'name' } })).status).toBe(200);
    // C ran no moment that was due before it joined: the runs of those moments are A's and B's.
    const due = await db.collection('platform_job_runs').find({ job: { $in: STARTUP_JOBS }, slot: { $lte: beforeC.settled } }, { sort: { _id: 1 } }).toArray();
    const ids = new Set(beforeC.runs.map((run) => run._id));
    expect(due.filter((run) => !ids.has(run._id))).toEqual([]);
    expect(due.map(({ _id, owner, started_at }) => ({ _id, owner, started_at }))).toEqual(
      beforeC.runs.filter((run) => run.slot <= beforeC.settled).map(({ _id, owner, started_at }) => ({ _id, owner, started_at })),
    );
    // A pass run again by C would have written its mark again (done_at); a back-fill A and B had
    // not finished when C joined may be finished by any of the three.
    const marks = await db.collection('platform_backfills').find({ _id: { $in: beforeC.backfills.map((mark) => mark._id) } }, { sort: { _id: 1 } }).toArray();
    expect(marks).toEqual(beforeC.backfills);
  });

  it('runs with SOLE_WRITER off: lists stay exact under writes from all three', async () => {
    const query = { q: 'entrelace', sort: 'email', order: 'asc' };
    const apis = [apiA, apiB, apiC];
    for (let index = 0; index < 8; index++) {
      const writer = apis[index % 3];
      expect((await writer.post('/users', newUser(`Entrelacé ${index}`, `entrelace-${index}@exemple.fr`), { token })).status).toBe(201);
      // The other processes list it at once: none keeps a list of its own between writes.
      for (const api of apis) {
        const page = await api.get('/users', { token, query: { ...query, limit: '3', page: '1' } });
        expect(page.body.pagination.total).toBe(index + 1);
      }
    }
    for (const api of apis) {
      const last = await api.get('/users', { token, query: { ...query, limit: '3', page: '3' } });
      expect(last.body.pagination).toEqual({ page: 3, limit: 3, total: 8, pages: 3 });
      expect(last.body.data.map((user: { email: string }) => user.email)).toEqual(['entrelace-6@exemple.fr', 'entrelace-7@exemple.fr']);
    }
    const renamed = await apiA.get('/users', { token, query: { ...query, limit: '1' } });
    await apiB.put(`/users/${renamed.body.data[0]._id}`, { name: 'Entrelacé renommé' }, { token });
    for (const api of [apiA, apiC]) expect((await api.get(`/users/${renamed.body.data[0]._id}`, { token })).body.name).toBe('Entrelacé renommé');
  });

  it('delivers a write made on A to a stream opened on C within a second', async () => {
    const stream = await openSignedLink(apiC, token, '/streams/users');
    expect(stream.status).toBe(200);
    const event = nextEvent(stream, (e) => e.type === 'created' && e.data.record.email === 'flux-a@exemple.fr').then((e) => ({ ...e, at: Date.now() }));
    expect((await apiA.post('/users', newUser('Flux de A', 'flux-a@exemple.fr'), { token })).status).toBe(201);
    const written = Date.now();
    const { data, at } = await event;
    expect(at - written).toBeLessThan(1_000);
    expect(data).toMatchObject({ collection: 'users', change: 'created', record: { name: 'Flux de A' } });
    expect(data.record).not.toHaveProperty('password');
  });

  it('runs a job owed at the start of both first processes once', async () => {
    const run = await until(async () => (await db.collection('platform_job_runs').findOne({ job: 'mail.retry', status: { $ne: 'running' } })) ?? undefined);
    expect(run.slot.getTime() % MAIL_RETRY_EVERY_MS).toBe(0);
    expect(await db.collection('platform_job_runs').countDocuments({ job: 'mail.retry', slot: run.slot })).toBe(1);
    // Tried once per run: a second run of a slot would have counted one attempt more. A slow run may cross the
    // next 5-minute slot (the late third process then owes it): each slot has its one run, and one attempt.
    await until(async () => (await db.collection('platform_job_runs').countDocuments({ job: 'mail.retry', status: 'running' })) === 0 || undefined);
    const runs = await db.collection('platform_job_runs').find({ job: 'mail.retry' }).toArray();
    expect(new Set(runs.map((r) => (r.slot as Date).getTime())).size).toBe(runs.length);
    const mail = await db.collection('mail_outbox').findOne({ subject: 'Relance unique' });
    expect(mail).toMatchObject({ status: 'failed', attempts: 1 + runs.length });
  });

  it('counts one audience visitor across the three processes: one daily salt in the database', async () => {
    const visitor = { ip: '90.1.2.3', ua: USER_AGENTS.firefox };
    for (const [server, path] of [[a, '/'], [b, '/pricing'], [c, '/contact'], [b, '/about']] as const) {
      expect(await beaconAs(server, visitor, { type: 'pageview', url: server.url(path) })).toBe(204);
    }
    expect(await db.collection('analytics_salts').countDocuments()).toBe(1);
    for (const api of [apiA, apiB, apiC]) expect((await api.get('/analytics/realtime', { token })).body).toEqual({ visitors: 1 });
  });

  it('counts the contact form’s messages of an address across the three processes', async () => {
    await roomInWindow(CONTACT_RATE_WINDOW_MS, 30_000);
    const message = (index: number) => ({ name: 'Léa Limite', email: 'lea@exemple.fr', subject: 'partnership', message: `Message numéro ${index} envoyé au formulaire.` });
    const statuses: number[] = [];
    for (let index = 0; index < CONTACT_LIMIT + 1; index++) statuses.push((await postFrom([a, b, c][index % 3], '/api/contact', message(index), '198.51.100.40')).status);
    expect(statuses.slice(0, CONTACT_LIMIT).every((status) => status === 201)).toBe(true);
    expect(statuses[CONTACT_LIMIT]).toBe(429);
    // Another address is not held back.
    expect((await postFrom(a, '/api/contact', message(99), '198.51.100.41')).status).toBe(201);
  });

  it('counts the sign-in attempts of an address across the three processes', async () => {
    await roomInWindow(MINUTE_MS);
    const attempt = (server: TestServer, index: number) =>
      postFrom(server, '/api/auth/login', { email: `inconnu-${index}@exemple.fr`, password: 'Pas-le-bon-1' }, '198.51.100.50');
    for (let index = 0; index < LOGIN_LIMIT; index++) expect((await attempt([a, b, c][index % 3], index)).status).toBe(401);
    expect((await attempt(a, LOGIN_LIMIT)).status).toBe(429);
    expect((await attempt(b, LOGIN_LIMIT + 1)).status).toBe(429);
    expect((await attempt(c, LOGIN_LIMIT + 2)).status).toBe(429);
  });

  it('counts the failed sign-ins of an account across the three processes', async () => {
    const email = 'verrou@exemple.fr';
    expect((await apiA.post('/users', newUser('Vera Verrou', email), { token })).status).toBe(201);
    const security = await apiA.get('/settings_security', { token });
    const maxAttempts = Number(security.body.max_login_attempts);
    const attempt = (server: TestServer, password: string) => postFrom(server, '/api/auth/login', { email, password }, '198.51.100.60');
    // Fewer than the maximum on each process, more than it on the three together.
    for (let index = 0; index < maxAttempts; index++) expect((await attempt([a, b, c][index % 3], 'Pas-le-bon-1')).status).toBe(401);
    expect((await attempt(c, 'Motdepasse-1')).status).toBe(429);
  });

  it('counts the requests of an API key across the three processes', async () => {
    await roomInWindow(RATE_WINDOW_MS.minute);
    const created = await apiA.post('/webmaster/api-keys', { name: 'Deux processus', permissions: ['read:users'], rate_limit: 10, rate_window: 'minute' }, { token });
    expect(created.status).toBe(201);
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) statuses.push((await [apiA, apiB, apiC][index % 3].get('/users', { token: created.body.key })).status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('delivers a webhook message once, whichever process runs its job', async () => {
    const created = await apiA.post('/webmaster/webhooks', { name: 'Deux processus', url: receiver.url('/deux-processus'), events: ['user.created'] }, { token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await apiB.post('/users', newUser('Wendy Webhook', 'wendy.webhook@exemple.fr'), { token })).status).toBe(201);
    const delivered = await until(async () => {
      const log = (await apiB.get(`/webmaster/webhooks/${created.body.id}/deliveries`, { token })).body.data;
      return log.length && log[0].status === 'succeeded' ? log : undefined;
    }, 20_000);
    expect(delivered).toHaveLength(1);
    expect(delivered[0].attempts).toHaveLength(1);
    expect(receiver.received.filter((request) => request.path === '/deux-processus')).toHaveLength(1);
  });

  it('refuses on B and C, at once, a session ended on A', async () => {
    const session = await login(apiB, 'flux-a@exemple.fr', 'Motdepasse-1');
    for (const api of [apiB, apiC]) expect((await api.get('/auth/me', { token: session })).status).toBe(200);
    expect((await apiA.post('/auth/logout', {}, { token: session })).status).toBe(200);
    for (const api of [apiB, apiC]) expect((await api.get('/auth/me', { token: session })).status).toBe(401);
  });

  it('completes from its intent the trail of a change by a process that died, whose record another deleted first', async () => {
    const created = await apiA.post('/users', newUser('Mort Supprimé', 'mort-supprime@exemple.fr'), { token });
    const id = String(created.body._id);
    const trail = await updateLeftByADeadProcess(db, id, { name: 'Mort Renommé' });
    expect((await apiB.del(`/users/${id}`, { token })).status).toBe(200);
    // The three processes' recoveries sweep every 10 s: one takes the intent, and writes each part once.
    const parts = await until(async () => {
      const found = await partsOf(db, trail);
      return found.intent === null && found.activity.length ? found : undefined;
    }, 40_000);
    expect(parts.activity).toMatchObject([{ action: 'update', resource_id: id }]);
    expect(parts.audit).toHaveLength(1);
    expect(parts.events).toHaveLength(1);
    expect(JSON.parse(parts.events[0].data)).toMatchObject({ change: 'updated', record: { name: 'Mort Renommé' } });
  });

  it('puts a setting saved on A in force on B and C within its cache time (5 s)', async () => {
    const page = (server: TestServer) => fetch(server.url('/'), { headers: { 'x-forwarded-for': '198.51.100.70' }, redirect: 'manual' });
    for (const server of [b, c]) expect((await page(server)).status).toBe(200);
    const saved = Date.now();
    expect((await apiA.put('/settings_maintenance', { enabled: true, message: 'Travaux sur trois processus', allowed_ips: [] }, { token })).status).toBe(200);
    try {
      for (const server of [b, c]) await until(async () => (await page(server)).status === 503, 10_000);
      // The cache time, and the request that finds it lapsed.
      expect(Date.now() - saved).toBeLessThanOrEqual(6_000);
    } finally {
      await apiA.put('/settings_maintenance', { enabled: false }, { token });
    }
  });
});
