/**
 * The billing's nightly job, run the way the scheduler runs it (in an application context on
 * the server's database, on a chosen day): pauses end on their day, trials past their end
 * become paid subscriptions with a payment method and expire without one; late invoices become
 * overdue and get their reminders on the settings' schedule.
 */
import { createRequire } from 'node:module';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dayKeyOf } from '@hexagone/schemas';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { CUSTOMER_IDENTITY, saveSellerIdentity } from '../support/billing-parties';
import { loadAppOn, startDatabase, type TestDatabase } from '../support/database';
import { createRecord, readRecord } from '../support/records';
import { REPO_ROOT, type TestServer } from '../support/server';

const require = createRequire(import.meta.url);
const dist = (path: string) => join(REPO_ROOT, 'api', 'dist', path);

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let token: string;
let app: { get(token: unknown): unknown; close(): Promise<void> };

beforeAll(async () => {
  database = await startDatabase();
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri } }));
  loadAppOn(database);
  require('reflect-metadata');
  const { NestFactory } = require('@nestjs/core');
  const { AppModule } = require(dist('app.module.js'));
  app = await NestFactory.createApplicationContext(AppModule.forDatabase(database.uri), { logger: ['error'], abortOnError: false });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await server?.stop();
  await database?.stop();
  if (database) await rm(database.dataDir, { recursive: true, force: true });
});

const inDays = (days: number) => dayKeyOf(new Date(Date.now() + days * 86_400_000));

it('resumes pauses on their day and ends trials: paid with a payment method, else expired', async () => {
  const customer = await createRecord(api, token, 'users', { name: 'Nina Nuit', email: 'nina@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
  const plan = await createRecord(api, token, 'billing_plans', { name: 'Starter', description: 'x', price_monthly: 49, price_yearly: 490, features: [{ name: 'x' }] });
  const subscribe = (body: Record<string, unknown>) => createRecord(api, token, 'billing_subscriptions', { user_id: customer._id, plan_id: plan._id, billing_period: 'monthly', ...body });

  const paused = await subscribe({ status: 'active' });
  await api.put(`/billing_subscriptions/${paused._id}/pause`, { pause_until: inDays(3) }, { token });
  const withCard = await subscribe({ payment_method: { type: 'card', last4: '4242', exp_month: 1, exp_year: new Date().getFullYear() + 1 } });
  const withoutCard = await subscribe({});

  const { SubscriptionsService } = require(dist('billing/subscriptions.service.js'));
  const service = app.get(SubscriptionsService) as { applyDueStates(today: string): Promise<number> };
  expect(await service.applyDueStates(inDays(2))).toBe(0);
  expect(await service.applyDueStates(inDays(20))).toBe(3);

  expect((await readRecord(api, token, 'billing_subscriptions', paused._id)).status).toBe('active');
  expect((await readRecord(api, token, 'billing_subscriptions', withCard._id)).status).toBe('active');
  expect((await readRecord(api, token, 'billing_subscriptions', withoutCard._id)).status).toBe('expired');
});

it('moves exactly the late pending invoices to overdue once, reminds them on the settings schedule, and lets them be paid', async () => {
  await saveSellerIdentity(api, token);
  await createRecord(api, token, 'users', { name: 'Lou Retard', email: 'lou@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1', billing_identity: CUSTOMER_IDENTITY });
  const invoice = (body: Record<string, unknown> = {}) =>
    createRecord(api, token, 'billing_invoices', { user_email: 'lou@exemple.fr', description: 'Hébergement', date: inDays(0), due_date: inDays(0), status: 'pending', items: [{ description: 'Hébergement', quantity: 1, unit_price: 100, tax_rate: 20 }], ...body });
  const late = await invoice();
  const dueToday = await invoice();
  const paidLate = await invoice();
  const payment = await api.put(`/billing_invoices/${paidLate._id}/pay`, { payment_method: 'card', payment_date: inDays(0) }, { token });
  expect(payment.status, JSON.stringify(payment.body)).toBe(200);
  // Due two days ago (the API refuses a due date in the past: the clock moves instead).
  const twoDaysAgo = new Date(`${inDays(-2)}T00:00:00Z`);
  await database.db.collection('billing_invoices').updateMany({ _id: { $in: [late, paidLate].map((i) => new ObjectId(String(i._id))) } }, { $set: { due_date: twoDaysAgo } });

  const { InvoiceDunningService } = require(dist('billing/documents/invoice-dunning.service.js'));
  const dunning = app.get(InvoiceDunningService) as { run(today: string): Promise<{ overdue: number; reminded: number }> };
  // Two runs at once (two processes catching up the same morning): one move, one reminder.
  const runs = await Promise.all([dunning.run(inDays(0)), dunning.run(inDays(0))]);
  expect(runs.reduce((sum, run) => sum + run.overdue, 0)).toBe(1);
  expect(runs.reduce((sum, run) => sum + run.reminded, 0)).toBe(1);
  expect(await dunning.run(inDays(0))).toEqual({ overdue: 0, reminded: 0 });
  expect((await readRecord(api, token, 'billing_invoices', dueToday._id)).status).toBe('pending');
  expect((await readRecord(api, token, 'billing_invoices', paidLate._id)).status).toBe('paid');
  const overdue = await readRecord(api, token, 'billing_invoices', late._id);
  expect(overdue).toMatchObject({ status: 'overdue', dunning_level: 1, reminders_count: 1 });
  expect(overdue.reminders).toMatchObject([{ kind: 'scheduled', mail_status: 'outbox' }]);
  const kept = await database.db.collection('mail_outbox').find({ subject: `Rappel : facture ${late.number}` }).toArray();
  expect(kept).toHaveLength(1);

  // 1, 15, 30 days after the due date: twelve days on, only the invoice due today moves (and gets
  // its first reminder); the other's second comes on its 15th day late, once.
  expect(await dunning.run(inDays(12))).toEqual({ overdue: 1, reminded: 1 });
  expect(await dunning.run(inDays(13))).toEqual({ overdue: 0, reminded: 1 });
  expect(await dunning.run(inDays(13))).toEqual({ overdue: 0, reminded: 0 });

  // The list's stats count it; an operator may still remind it (queued without SMTP) and record its payment.
  const stats = (await api.get('/billing_invoices/stats', { token })).body;
  expect(stats).toMatchObject({ pending: 0, overdue: 2, paid: 1 });
  const byHand = await api.post(`/billing_invoices/${late._id}/send-reminder`, {}, { token });
  expect(byHand.status).toBe(200);
  expect(byHand.body).toMatchObject({ reminders_count: 3, reminder: { status: 'outbox' } });
  const paid = await api.put(`/billing_invoices/${late._id}/pay`, { payment_method: 'bank_transfer', payment_date: inDays(0) }, { token });
  expect(paid.status).toBe(200);
  expect(paid.body.status).toBe('paid');
});
