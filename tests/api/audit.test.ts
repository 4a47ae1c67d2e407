/**
 * The audit log (spec 3 §2–§9): written by the server for every sign-in, write, settings
 * change, payment and security alert, each entry chained to the previous one by its SHA-256
 * (a change made directly in the database is found), never written through the API (405),
 * filtered, exported, streamed live, with alert rules that send a real e-mail.
 */
import { createRequire } from 'node:module';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ObjectId } from 'mongodb';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKeyOf } from '@hexagone/schemas';
import { startServerAsAdmin } from '../support/admin-session';
import { ADMIN, login, type ApiClient } from '../support/api';
import { CUSTOMER_IDENTITY, saveSellerIdentity } from '../support/billing-parties';
import { loadAppOn, startDatabase, type TestDatabase } from '../support/database';
import { openSignedLink, signedLinkFor } from '../support/downloads';
import { createRecord } from '../support/records';
import { REPO_ROOT, type TestServer } from '../support/server';
import { serverSentEvents } from '../support/server-sent-events';
import { startSmtp, type TestSmtp } from '../support/smtp';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver';
import { Webhook } from 'standardwebhooks';

const require = createRequire(import.meta.url);
const codec = require(join(REPO_ROOT, 'api', 'dist', 'platform', 'signed-links', 'signed-link-codec.js')) as typeof import('../../api/src/platform/signed-links/signed-link-codec');

const JWT_SECRET = 'secret-des-jetons-du-test-audit-0123456789';
/** Shared by the server and the process run in the test below: the chain's key is derived from it, as for every process of one installation. */
const SECRETS_KEY = 'clé-des-secrets-du-test-audit-0123456789';
const PASSWORD = 'Motdepasse-du-client-1';

let database: TestDatabase;
let smtp: TestSmtp;
let receiver: WebhookReceiver;
let server: TestServer;
let api: ApiClient;
let token: string;
let adminId: string;

beforeAll(async () => {
  database = await startDatabase();
  smtp = await startSmtp();
  receiver = await startWebhookReceiver();
  // The receiver listens on the loopback, which only this explicit, unsafe setting opens.
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri, JWT_SECRET, SECRETS_KEY, ...smtp.env, WEBHOOKS_ALLOW_LOOPBACK_UNSAFE: 'on' } }));
  adminId = (await api.get('/auth/me', { token })).body.user._id;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await receiver?.stop();
  await database?.stop();
  if (database) await rm(database.dataDir, { recursive: true, force: true });
});

const entries = async (query: Record<string, string> = {}) => {
  const response = await api.get('/settings_logs', { token, query: { limit: '100', ...query } });
  expect(response.status).toBe(200);
  return response.body.data as any[];
};

/** Waits for entries the server writes after answering (an alert's own entry, a stream). */
async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const customer = (email: string, name = 'Camille Client', more: Record<string, unknown> = {}) =>
  createRecord(api, token, 'users', { name, email, role: 'user', password: PASSWORD, confirmPassword: PASSWORD, ...more });

describe('what the server writes', () => {
  it('records the setup and the sign-in with the user, address, browser, method and address called', async () => {
    const [created] = await entries({ action: 'user.created' });
    expect(created).toMatchObject({ user: adminId, resource_type: 'users', resource_id: adminId, severity: 'info', http_method: 'POST', request_url: '/api/setup/init' });
    const [signIn] = await entries({ action: 'user.login' });
    expect(signIn).toMatchObject({ user: adminId, user_name: ADMIN.name, user_email: ADMIN.email, severity: 'info', ip_address: '127.0.0.1', http_method: 'POST', request_url: '/api/auth/mfa', error: null });
    expect(signIn.user_agent).toEqual(expect.any(String));
    expect(signIn.sequence).toBeGreaterThan(created.sequence);
  });

  it('records a failed login as a warning with its reason, and several on one account as a security alert', async () => {
    const bob = await customer('bob@exemple.fr', 'Bob Bruteforce');
    for (let attempt = 0; attempt < 5; attempt++) {
      const refused = await api.post('/auth/login', { email: 'bob@exemple.fr', password: `mauvais-${attempt}` });
      expect(refused.status).toBe(401);
    }
    const failures = await entries({ action: 'user.login', user: bob._id });
    expect(failures).toHaveLength(5);
    expect(failures[0]).toMatchObject({ severity: 'warning', error: 'E-mail ou mot de passe incorrect', user_email: 'bob@exemple.fr' });
    const [alert] = await until(() => entries({ action: 'security.alert' }), (found) => found.length === 1);
    expect(alert).toMatchObject({ user: bob._id, severity: 'critical', details: { reason: 'failed_logins', failed_logins: 5 } });
  });

  it('records creations, updates with each changed value before and after, and deletions of users and content', async () => {
    const user = await customer('claire@exemple.fr', 'Claire Avant');
    const renamed = await api.put(`/users/${user._id}`, { name: 'Claire Après', password: 'Nouveau-motdepasse-2', confirmPassword: 'Nouveau-motdepasse-2' }, { token });
    expect(renamed.status).toBe(200);
    const [updated] = await entries({ action: 'user.updated', resource_type: 'users' });
    expect(updated).toMatchObject({ resource_id: user._id, user: adminId, http_method: 'PUT', request_url: `/api/users/${user._id}`, severity: 'info' });
    expect(updated.details.changes.name).toEqual({ before: 'Claire Avant', after: 'Claire Après' });
    expect(Object.keys(updated.details.changes)).not.toContain('password');
    expect((await api.del(`/users/${user._id}`, { token })).status).toBe(200);
    expect((await entries({ action: 'user.deleted' }))[0]).toMatchObject({ resource_id: user._id, severity: 'warning' });

    const category = await createRecord(api, token, 'blog_categories', { name: 'Annonces', slug: 'annonces' });
    expect((await entries({ action: 'content.created' }))[0]).toMatchObject({ resource_type: 'blog_categories', resource_id: category._id });
    await api.put(`/blog_categories/${category._id}`, { name: 'Nouvelles', slug: 'annonces' }, { token });
    expect((await entries({ action: 'content.updated' }))[0].details.changes.name).toEqual({ before: 'Annonces', after: 'Nouvelles' });
    await api.del(`/blog_categories/${category._id}`, { token });
    expect((await entries({ action: 'content.deleted' }))[0]).toMatchObject({ resource_type: 'blog_categories', resource_id: category._id });
  });

  it('records a settings change and a payment', async () => {
    const saved = await api.put('/webmaster/audit-logs/settings', { retention_days: 120, log_level: 'info', enable_alerts: true }, { token });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ retention_days: 120, log_level: 'info', enable_alerts: true });
    const [change] = await entries({ action: 'settings.updated' });
    expect(change).toMatchObject({ resource_type: 'audit_settings', user: adminId });

    await customer('payeur@exemple.fr', 'Paul Payeur', { billing_identity: CUSTOMER_IDENTITY });
    await saveSellerIdentity(api, token);
    const today = dayKeyOf(new Date());
    const invoice = await createRecord(api, token, 'billing_invoices', {
      user_email: 'payeur@exemple.fr',
      description: 'Abonnement',
      date: today,
      due_date: today,
      items: [{ description: 'Hébergement', quantity: 1, unit_price: 100, tax_rate: 20 }],
    });
    expect((await api.put(`/billing_invoices/${invoice._id}/pay`, { payment_method: 'card', payment_date: today }, { token })).status).toBe(200);
    const [payment] = await entries({ action: 'payment.processed' });
    expect(payment).toMatchObject({ resource_type: 'billing_invoices', resource_id: invoice._id });
    expect(payment.details.changes.status).toEqual({ before: 'pending', after: 'paid' });
  });

  it('records a logout', async () => {
    const other = await login(api, 'payeur@exemple.fr', PASSWORD);
    const payer = (await api.get('/auth/me', { token: other })).body.user;
    expect((await api.post('/auth/logout', {}, { token: other })).status).toBe(200);
    expect((await entries({ action: 'user.logout' }))[0]).toMatchObject({ user: payer._id, user_email: 'payeur@exemple.fr', request_url: '/api/auth/logout' });
  });

  it('records the writes of a scheduled job as the system’s, and its failure as a system error', async () => {
    loadAppOn(database);
    process.env.SECRETS_KEY = SECRETS_KEY;
    require('reflect-metadata');
    const { NestFactory } = require('@nestjs/core');
    const { AppModule } = require(join(REPO_ROOT, 'api', 'dist', 'app.module.js'));
    const { runAsSystem } = require(join(REPO_ROOT, 'api', 'dist', 'activity', 'activity-scope.js'));
    const { CrudService } = require(join(REPO_ROOT, 'api', 'dist', 'crud', 'crud.service.js'));
    const { blogCategories } = require('@hexagone/schemas');
    // Another server process on the same database, without its background work: the job is run here by hand.
    const app = await NestFactory.createApplicationContext(AppModule.forDatabase(database.uri, undefined, false), { logger: ['error'], abortOnError: false });
    try {
      const crud = app.get(CrudService);
      const created = await runAsSystem('test.nightly', () => crud.create(blogCategories, { name: 'Nocturne', slug: 'nocturne' }));
      await expect(runAsSystem('test.failing', async () => Promise.reject(new Error('Disque plein')))).rejects.toThrow('Disque plein');
      const [write] = await entries({ resource_id: String(created._id) });
      expect(write).toMatchObject({ action: 'content.created', user: null, user_name: null, ip_address: null, details: { job: 'test.nightly' } });
      const [failure] = await entries({ action: 'system.error' });
      expect(failure).toMatchObject({ user: null, severity: 'error', error: 'Disque plein', details: { job: 'test.failing' } });

      // The stored head left behind, as by a process stopped before storing it: the other
      // process's first claims are refused and it follows the newest entry.
      const chain = database.db.collection<{ _id: string; sequence: number; hash: string }>('audit_chain');
      const first = (await database.db.collection('settings_logs').findOne({ sequence: 1 }))!;
      await chain.updateOne({ _id: 'head' }, { $set: { sequence: 1, hash: first.hash } });
      // Both "processes" append at once: each entry gets its own number, and the chain holds.
      const before = (await entries())[0].sequence;
      await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          i % 2
            ? runAsSystem('test.race', () => crud.create(blogCategories, { name: `Course ${i}`, slug: `course-${i}` }))
            : createRecord(api, token, 'blog_categories', { name: `Course ${i}`, slug: `course-${i}` }),
        ),
      );
      const raced = (await entries({ action: 'content.created' })).map((entry) => entry.sequence).filter((sequence) => sequence > before);
      expect(raced).toHaveLength(16);
      expect(new Set(raced).size).toBe(16);
      expect((await api.get('/webmaster/audit-logs/verify', { token })).body).toMatchObject({ valid: true });
      // Each process stores the head once its requests are quiet: it reaches the newest entry.
      const heads = async () => [(await chain.findOne({ _id: 'head' }))?.sequence, (await entries())[0].sequence];
      const [head, newest] = await until(heads, ([stored, last]) => stored === last);
      expect(head).toBeGreaterThanOrEqual(Math.max(...raced));
      expect(head).toBe(newest);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('keeps no password, secret or token in any entry, and every value on one line', async () => {
    const all = await until(() => entries({ limit: '100' }), (found) => found.length > 10);
    const text = JSON.stringify(all);
    for (const secret of [PASSWORD, ADMIN.password, 'Nouveau-motdepasse-2', 'mauvais-0', token, JWT_SECRET]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/\\n|\\r/);
  });

  it('keeps only the entries at or above the log level', async () => {
    await api.put('/webmaster/audit-logs/settings', { log_level: 'warning' }, { token });
    const category = await createRecord(api, token, 'blog_categories', { name: 'Silencieuse', slug: 'silencieuse' });
    await api.del(`/blog_categories/${category._id}`, { token });
    expect((await entries({ resource_id: category._id })).map((entry) => entry.action)).toEqual(['content.deleted']);
    await api.put('/webmaster/audit-logs/settings', { log_level: 'info' }, { token });
  });

  it('refuses settings out of bounds, in French', async () => {
    for (const retention_days of [0, 366]) {
      const refused = await api.put('/webmaster/audit-logs/settings', { retention_days }, { token });
      expect(refused.status).toBe(400);
      expect(refused.body.errors.retention_days).toMatch(/^La valeur (minimale est 1|maximale est 365)$/);
    }
    expect((await api.get('/webmaster/audit-logs/settings', { token })).body).toMatchObject({ retention_days: 120 });
  });
});

describe('the chain', () => {
  it('answers 405 to any write of an entry, and 401 to a visitor', async () => {
    const [entry] = await entries();
    expect((await api.post('/settings_logs', { action: 'user.login' }, { token })).status).toBe(405);
    expect((await api.put(`/settings_logs/${entry._id}`, { severity: 'debug' }, { token })).status).toBe(405);
    expect((await api.del(`/settings_logs/${entry._id}`, { token })).status).toBe(405);
    expect((await api.get('/settings_logs')).status).toBe(401);
    expect((await api.get('/webmaster/audit-logs/verify')).status).toBe(401);
  });

  it('verifies intact, then finds the entry changed directly in the database, then a removed one', async () => {
    const intact = (await api.get('/webmaster/audit-logs/verify', { token })).body;
    expect(intact).toMatchObject({ valid: true, broken_at: null, first_sequence: 1 });
    expect(intact.checked).toBeGreaterThan(10);
    expect(intact.message).toBe(`Journal intègre : ${intact.checked} entrées vérifiées`);

    const log = database.db.collection('settings_logs');
    const target = await log.findOne({ sequence: 5 });
    await log.updateOne({ _id: target!._id }, { $set: { user_email: 'quelquun@autre.fr' } });
    const tampered = (await api.get('/webmaster/audit-logs/verify', { token })).body;
    expect(tampered).toMatchObject({ valid: false, broken_at: { sequence: 5, id: String(target!._id), reason: 'hash' } });
    expect(tampered.message).toBe('Chaîne rompue à l’entrée n° 5 : contenu modifié');

    await log.updateOne({ _id: target!._id }, { $set: { user_email: target!.user_email } });
    expect((await api.get('/webmaster/audit-logs/verify', { token })).body.valid).toBe(true);
    const seventh = (await log.findOne({ sequence: 7 }))!;
    await log.deleteOne({ _id: seventh._id });
    expect((await api.get('/webmaster/audit-logs/verify', { token })).body).toMatchObject({ valid: false, broken_at: { sequence: 7, reason: 'missing' } });
    await log.insertOne(seventh);
    expect((await api.get('/webmaster/audit-logs/verify', { token })).body.valid).toBe(true);
  });
});

describe('reading', () => {
  it('filters by user, action, severity, dates and search, 50 per page, newest first', async () => {
    const page = await api.get('/settings_logs', { token });
    expect(page.body.pagination.limit).toBe(50);
    const sequences = page.body.data.map((entry: any) => entry.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => b - a));
    for (const entry of await entries({ severity: 'warning' })) expect(entry.severity).toBe('warning');
    const payments = await entries({ resource: 'billing_invoices' });
    expect(payments.length).toBeGreaterThan(0);
    for (const entry of payments) expect(entry.resource_type).toBe('billing_invoices');
    for (const entry of await entries({ user: adminId, action: 'user.login' })) expect(entry).toMatchObject({ user: adminId, action: 'user.login' });
    const today = dayKeyOf(new Date());
    expect((await entries({ date_from: today, date_to: today })).length).toBeGreaterThan(0);
    expect(await entries({ date_to: '2020-01-01' })).toEqual([]);
    const found = await entries({ q: 'bob@exemple.fr' });
    expect(found.length).toBeGreaterThanOrEqual(6);
    for (const entry of found) expect(JSON.stringify(entry)).toContain('bob@exemple.fr');
  });

  it('exports every matching entry as CSV, JSON and PDF named audit-logs-{timestamp}', async () => {
    const expected = await entries({ action: 'user.login' });
    const json = await openSignedLink(api, token, '/settings_logs/export', { format: 'json', action: 'user.login' });
    expect(json.status).toBe(200);
    expect(json.headers.get('content-disposition')).toMatch(/filename="audit-logs-\d{4}-\d{2}-\d{2}-\d{4}\.json"/);
    const rows = (await json.json()) as any[];
    expect(rows).toHaveLength(expected.length);

    const csv = await openSignedLink(api, token, '/settings_logs/export', { format: 'csv', action: 'security.alert' });
    expect(csv.headers.get('content-disposition')).toMatch(/filename="audit-logs-[\d-]+\.csv"/);
    const lines = (await csv.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toContain('Action');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Alerte de sécurité');

    const pdf = await openSignedLink(api, token, '/settings_logs/export', { format: 'pdf' });
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');

    expect((await openSignedLink(api, token, '/settings_logs/export', { format: 'xlsx' })).status).toBe(400);
    expect((await api.get('/settings_logs/export', { query: { format: 'csv' } })).status).toBe(401);
  });
});

describe('the live stream', () => {
  it('sends an entry written after subscribing, as one JSON message', async () => {
    const signature = await signedLinkFor(api, token, '/api/webmaster/audit-logs/stream');
    const controller = new AbortController();
    const response = await fetch(`${server.baseUrl}/api/webmaster/audit-logs/stream?signature=${signature}`, { signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const received = (async () => {
      for await (const event of serverSentEvents(response)) if (event.type === 'message' && event.data.action === 'user.created') return event.data;
      return undefined;
    })();
    const user = await customer('direct@exemple.fr', 'Diane Direct');
    const entry = await received;
    controller.abort();
    expect(entry).toMatchObject({ action: 'user.created', resource_id: user._id, user_name: ADMIN.name, severity: 'info' });
    expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('appends each entry to the event log the other processes follow, after its record’s event', async () => {
    const user = await customer('suivi@exemple.fr', 'Sacha Suivi');
    // The entry's append to the log goes on after the answer (audit-log.service.ts): it arrives, in order.
    const logged = async () => {
      const events = await database.db.collection<{ _id: number; name: string; data: string }>('platform_events').find({ name: { $in: ['users.created', 'audit.entry'] } }).sort({ _id: 1 }).toArray();
      return events
        .filter((event) => {
          const data = JSON.parse(event.data) as { record?: { _id?: string }; resource_id?: string };
          return event.name === 'users.created' ? data.record?._id === user._id : data.resource_id === user._id;
        })
        .map((event) => event.name);
    };
    await expect.poll(logged).toEqual(['users.created', 'audit.entry']);
  });

  it('refuses a visitor, a spent link and an expired one', async () => {
    const path = '/api/webmaster/audit-logs/stream';
    expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(401);
    const signature = await signedLinkFor(api, token, path);
    const first = await fetch(`${server.baseUrl}${path}?signature=${signature}`);
    expect(first.status).toBe(200);
    await first.body?.cancel();
    expect((await fetch(`${server.baseUrl}${path}?signature=${signature}`)).status).toBe(401);
    const { signature: expired } = codec.issueSignedLink(adminId, new ObjectId().toHexString(), path, codec.signedLinkKey(JWT_SECRET), Date.now() - 2 * codec.SIGNED_LINK_TTL_MS);
    const refused = await fetch(`${server.baseUrl}${path}?signature=${expired}`);
    expect(refused.status).toBe(401);
    expect((await refused.json()).message).toBe('Lien invalide ou expiré : veuillez relancer l’opération');
  });
});

describe('alert rules', () => {
  it('validates a rule in French, with the severity high and enabled by default', async () => {
    const missing = await api.post('/webmaster/audit-logs/alerts', { notification_email: 'pas-un-email', notification_webhook: 'pas une url' }, { token });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toMatchObject({ name: 'Le nom est requis', action_type: "Le type d'action est requis" });
    expect(missing.body.errors.notification_email).toEqual(expect.any(String));
    expect(missing.body.errors.notification_webhook).toEqual(expect.any(String));
  });

  it('sends the rule’s e-mail through SMTP when a matching entry is written, and no more once disabled or deleted', async () => {
    const created = await api.post('/webmaster/audit-logs/alerts', { name: 'Suppression de compte', action_type: 'user.deleted', notification_email: 'securite@exemple.fr' }, { token });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ severity: 'high', enabled: true });
    expect((await api.get('/webmaster/audit-logs/alerts', { token })).body.data).toEqual([expect.objectContaining({ name: 'Suppression de compte' })]);

    const doomed = await customer('partant@exemple.fr', 'Pierre Partant');
    await api.del(`/users/${doomed._id}`, { token });
    const mail = await until(async () => smtp.received.find((m) => m.to.includes('securite@exemple.fr')), Boolean);
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.subject).toBe("Alerte du journal d'audit : Suppression de compte");
    expect(parsed.text).toContain('Action : Utilisateur supprimé');
    expect(parsed.text).toContain(`Utilisateur : ${ADMIN.name}`);

    const disabled = await api.request('PATCH', `/webmaster/audit-logs/alerts/${created.body._id}`, { token, body: { enabled: false } });
    expect(disabled.status).toBe(200);
    expect(disabled.body.enabled).toBe(false);
    const spared = await customer('reste@exemple.fr', 'Rita Reste');
    await api.del(`/users/${spared._id}`, { token });
    // The rule's consumer has passed the deletion once the next rule fires on a later entry.
    const probe = await api.post('/webmaster/audit-logs/alerts', { name: 'Sonde', action_type: 'content.created', notification_email: 'sonde@exemple.fr' }, { token });
    await createRecord(api, token, 'blog_categories', { name: 'Sonde', slug: 'sonde' });
    await until(async () => smtp.received.filter((m) => m.to.includes('sonde@exemple.fr')).length, (n) => n === 1);
    expect(smtp.received.filter((m) => m.to.includes('securite@exemple.fr'))).toHaveLength(1);

    expect((await api.del(`/webmaster/audit-logs/alerts/${created.body._id}`, { token })).status).toBe(200);
    expect((await api.del(`/webmaster/audit-logs/alerts/${probe.body._id}`, { token })).status).toBe(200);
    expect((await api.get('/webmaster/audit-logs/alerts', { token })).body.data).toEqual([]);
  });

  it('posts the rule’s webhook signed with its secret, given once when left empty', async () => {
    const created = await api.post('/webmaster/audit-logs/alerts', { name: 'Catégorie créée', action_type: 'content.created', notification_webhook: receiver.url('/alerte') }, { token });
    expect(created.status).toBe(201);
    expect(created.body.webhook_secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const listed = (await api.get('/webmaster/audit-logs/alerts', { token })).body.data.find((rule: { _id: string }) => rule._id === created.body._id);
    expect(listed).not.toHaveProperty('webhook_secret');
    const stored = await database.db.collection('audit_alerts').findOne({ _id: new ObjectId(String(created.body._id)) });
    expect(JSON.stringify(stored)).not.toContain(String(created.body.webhook_secret).slice(6));

    await createRecord(api, token, 'blog_categories', { name: 'Alerte signée', slug: 'alerte-signee' });
    const request = await until(async () => receiver.received.find((r) => r.path === '/alerte'), Boolean);
    const headers = { 'webhook-id': String(request!.headers['webhook-id']), 'webhook-timestamp': String(request!.headers['webhook-timestamp']), 'webhook-signature': String(request!.headers['webhook-signature']) };
    const verified = new Webhook(created.body.webhook_secret).verify(request!.body, headers) as { type: string; data: { alert: { name: string }; entry: { action: string } } };
    expect(verified.type).toBe('audit.alert');
    expect(verified.data.alert.name).toBe('Catégorie créée');
    expect(verified.data.entry.action).toBe('content.created');
    expect(() => new Webhook(created.body.webhook_secret).verify(request!.body.replace('content.created', 'content.deleted'), headers)).toThrow();
    expect((await api.del(`/webmaster/audit-logs/alerts/${created.body._id}`, { token })).status).toBe(200);
  });
});
