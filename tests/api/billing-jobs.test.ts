/**
 * The billing's nightly job, run the way the scheduler runs it (in an application context on
 * the server's database, on a chosen day): pauses end on their day, trials past their end
 * become paid subscriptions with a payment method and expire without one.
 */
import { createRequire } from 'node:module';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dayKeyOf } from '@hexagone/schemas';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
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
