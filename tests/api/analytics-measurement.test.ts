/**
 * First-party audience measurement against the real server: beacons from several simulated
 * visitors (their addresses through the loopback proxy's X-Forwarded-For), each figure of each
 * call checked, goals from the site's forms, opt-out honoured, no address stored, and the
 * hourly job rolling up finished days, destroying past salts and purging raw events after
 * 25 months.
 */
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { CUSTOMER_IDENTITY, saveSellerIdentity } from '../support/billing-parties';
import { createRecord } from '../support/records';
import { appContextOn, startDatabase, type AppContext, type TestDatabase } from '../support/database';
import type { TestServer } from '../support/server';
import { beaconAs, postAs, USER_AGENTS } from '../support/site-audience';

/** Four visitors: two in France, one in the United States, one whose country is unknown (a private address). */
const VISITORS = {
  alice: { ip: '90.1.2.3', ua: USER_AGENTS.chrome },
  bruno: { ip: '90.4.5.6', ua: USER_AGENTS.iphone },
  carla: { ip: '8.8.8.8', ua: USER_AGENTS.ipad },
  dario: { ip: '10.9.8.7', ua: USER_AGENTS.firefox },
} as const;
type Visitor = keyof typeof VISITORS;

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let token: string;
let app: AppContext;

beforeAll(async () => {
  database = await startDatabase();
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri, TRUST_PROXY: 'loopback' } }));
  app = await appContextOn(database);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await server?.stop();
  await database?.stop();
  if (database) await rm(database.dataDir, { recursive: true, force: true });
});

const beacon = (who: Visitor, body: Record<string, unknown>, headers: Record<string, string> = {}) => beaconAs(server, VISITORS[who], body, headers);

const view = (who: Visitor, path: string, referrer = '', title = `Page ${path}`) =>
  beacon(who, { type: 'pageview', url: server.url(path), referrer, title });

const formAs = (who: Visitor, path: string, body: unknown) => postAs(server, VISITORS[who], path, body, { 'content-type': 'application/json' });

const figures = async (path: string, period?: string) => {
  const response = await api.get(`/analytics/${path}`, { token, query: period ? { period } : {} });
  expect(response.status).toBe(200);
  return response.body;
};

describe('measurement', () => {
  beforeAll(async () => {
    // Alice: from Google, home → pricing → contact, then sends the contact form (the whole funnel).
    expect(await view('alice', '/', 'https://www.google.fr/', 'Accueil')).toBe(204);
    expect(await view('alice', '/pricing?plan=pro', server.url('/'), 'Tarifs')).toBe(204);
    expect(await view('alice', '/contact', server.url('/pricing'), 'Contact')).toBe(204);
    expect(await formAs('alice', '/api/contact', { name: 'Alice Visite', email: 'alice.visite@exemple.fr', subject: 'partnership', message: 'Bonjour, je voudrais un devis pour un cluster.' })).toBe(201);
    // Bruno: a newsletter campaign, one page only (a bounce), then subscribes.
    expect(await view('bruno', '/?utm_source=lettre&utm_medium=email', '', 'Accueil')).toBe(204);
    expect(await formAs('bruno', '/api/newsletter', { email: 'bruno.visite@exemple.fr' })).toBe(201);
    // Carla: from LinkedIn to a product page, then an outbound click.
    expect(await view('carla', '/products/cluster-ai', 'https://www.linkedin.com/feed/', 'Cluster IA')).toBe(204);
    expect(await beacon('carla', { type: 'outbound', url: server.url('/products/cluster-ai'), target: 'https://github.com/hexagone' })).toBe(204);
    // Dario: a paid campaign from a blog, sent as JSON this time.
    expect(await beacon('dario', { type: 'pageview', url: server.url('/pricing?utm_medium=cpc'), referrer: 'https://blog.exemple.org/', title: 'Tarifs' }, { 'content-type': 'application/json' })).toBe(204);
  });

  it('counts the visitors, their conversions and the real-time visitors', async () => {
    const metrics = await figures('metrics');
    expect(metrics.visitors).toEqual({ realtime: 4, today: 4, unique: 4, growth: 100 });
    // Alice's message and Bruno's subscription: two conversions by two of four visitors.
    expect(metrics.conversions).toMatchObject({ rate: 50, total: 2, value: 0, growth: 100 });
    expect(metrics.conversions.valueNote).toMatch(/non attribuable/);
    expect(metrics.users).toEqual({ total: 1, active: 1, new: 1, growth: 100 });
    expect(metrics.revenue).toEqual({ total: 0, monthly: 0, mrr: 0, growth: 0 });
    expect(await figures('realtime')).toEqual({ visitors: 4 });
  });

  it('reads revenue from paid invoices and the MRR from active subscriptions', async () => {
    await saveSellerIdentity(api, token);
    const customer = await createRecord(api, token, 'users', { name: 'Rémi Revenu', email: 'remi@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1', billing_identity: CUSTOMER_IDENTITY });
    const plan = await createRecord(api, token, 'billing_plans', { name: 'Pro', description: 'x', price_monthly: 49, price_yearly: 480, features: [{ name: 'x' }] });
    const subscribe = (body: Record<string, unknown>) => createRecord(api, token, 'billing_subscriptions', { user_id: customer._id, plan_id: plan._id, ...body });
    await subscribe({ billing_period: 'monthly', status: 'active' });
    await subscribe({ billing_period: 'yearly', status: 'active' });
    await subscribe({ billing_period: 'monthly', status: 'trial' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const invoice = await createRecord(api, token, 'billing_invoices', {
      user_email: 'remi@exemple.fr', description: 'Hébergement', date: today, due_date: today, status: 'pending',
      items: [{ description: 'Hébergement', quantity: 1, unit_price: 100, tax_rate: 20 }],
    });
    expect((await api.put(`/billing_invoices/${invoice._id}/pay`, { payment_method: 'card', payment_date: today }, { token })).status).toBe(200);

    const { revenue, users } = await figures('metrics');
    // 49 € a month, plus a twelfth of 480 € a year; the trial brings nothing yet.
    expect(revenue).toEqual({ total: 120, monthly: 120, mrr: 89, growth: 100 });
    expect(users).toEqual({ total: 2, active: 2, new: 2, growth: 100 });
  });

  it('tells the source of each visit', async () => {
    expect(await figures('traffic')).toEqual({ direct: 0, organic: 1, social: 1, referral: 0, email: 1, paid: 1 });
  });

  it('answers the countries, the unknown one as Inconnu', async () => {
    expect(await figures('geography')).toEqual([
      { code: 'FR', name: 'France', visitors: 2, sessions: 2, bounceRate: 50, avgDuration: expect.any(Number) },
      { code: 'US', name: 'États-Unis', visitors: 1, sessions: 1, bounceRate: 0, avgDuration: expect.any(Number) },
      { code: 'ZZ', name: 'Inconnu', visitors: 1, sessions: 1, bounceRate: 100, avgDuration: 0 },
    ]);
  });

  it('lists the pages by views, their query left out, with their share', async () => {
    expect(await figures('top-pages')).toEqual([
      { title: 'Accueil', url: '/', views: 2, percentage: 33.3 },
      { title: 'Tarifs', url: '/pricing', views: 2, percentage: 33.3 },
      { title: 'Contact', url: '/contact', views: 1, percentage: 16.7 },
      { title: 'Cluster IA', url: '/products/cluster-ai', views: 1, percentage: 16.7 },
    ]);
  });

  it('splits devices and browsers', async () => {
    expect(await figures('devices')).toEqual({
      desktop: 50,
      mobile: 25,
      tablet: 25,
      browsers: [
        { name: 'Safari', percentage: 50 },
        { name: 'Chrome', percentage: 25 },
        { name: 'Firefox', percentage: 25 },
      ],
    });
  });

  it('follows the main path as a funnel, each step after the one before', async () => {
    // Home: Alice and Bruno; then pricing or a product: Alice only (Carla and Dario skipped home).
    expect(await figures('funnel')).toEqual([
      { label: 'Accueil', visitors: 2 },
      { label: 'Tarifs ou produit', visitors: 1 },
      { label: 'Contact', visitors: 1 },
      { label: 'Message envoyé', visitors: 1 },
    ]);
  });

  it('answers the same figures for every period that holds today, and refuses an unknown period', async () => {
    for (const period of ['24h', '7d', '30d', '90d', '1y']) expect((await figures('traffic', period)).paid).toBe(1);
    const refused = await api.get('/analytics/metrics', { token, query: { period: '2d' } });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Période inconnue : 24h, 7d, 30d, 90d ou 1y' } });
  });

  it('records nothing under Do-Not-Track or Global Privacy Control, nor for a robot', async () => {
    const before = (await figures('metrics')).visitors.today;
    expect(await beacon('alice', { type: 'pageview', url: server.url('/dnt') }, { 'x-forwarded-for': '90.7.7.7', dnt: '1' })).toBe(204);
    expect(await beacon('alice', { type: 'pageview', url: server.url('/gpc') }, { 'x-forwarded-for': '90.7.7.8', 'sec-gpc': '1' })).toBe(204);
    expect(await beacon('alice', { type: 'pageview', url: server.url('/bot') }, { 'x-forwarded-for': '90.7.7.9', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).toBe(204);
    expect((await figures('metrics')).visitors.today).toBe(before);
    expect((await figures('top-pages')).map((page: { url: string }) => page.url)).not.toContain('/dnt');
  });

  it('refuses a malformed beacon in French', async () => {
    expect(await beacon('alice', { type: 'clic', url: server.url('/') })).toBe(400);
    const response = await fetch(server.url('/api/analytics/collect'), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'pas du JSON' });
    expect({ status: response.status, body: await response.json() }).toEqual({ status: 400, body: { message: 'Mesure illisible' } });
    const badUrl = await fetch(server.url('/api/analytics/collect'), { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ type: 'pageview', url: 'javascript:alert(1)' }) });
    expect((await badUrl.json()).message).toBe('Adresse de la page invalide');
  });

  it('keeps the figures to the staff', async () => {
    expect((await api.get('/analytics/metrics')).status).toBe(401);
  });

  it('stores no address, only the day salt and hashes', async () => {
    const stored = JSON.stringify([
      ...(await database.db.collection('analytics_events').find().toArray()),
      ...(await database.db.collection('analytics_salts').find().toArray()),
    ]);
    for (const { ip } of Object.values(VISITORS)) expect(stored).not.toContain(ip);
    expect(stored).not.toContain('90.1.2.');
    expect(await database.db.collection('analytics_salts').countDocuments()).toBe(1);
  });
});

describe('the roll-up job', () => {
  type Rollups = { run(now: Date): Promise<{ rolledUp: number; purged: number }> };
  const rollups = async () => {
    const { RollupsService } = app.load('analytics/rollups.service.js');
    return app.get(RollupsService) as Rollups;
  };
  const paris = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(at);
  const event = (v: string, at: Date, p: string) => JSON.stringify({ at: at.getTime(), v, k: 'view', p, t: p, s: 'referral', d: 'desktop', b: 'Chrome', c: 'DE' });

  it('rolls up finished days once, and the periods read them', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    const day = paris(threeDaysAgo);
    await database.db.collection('analytics_events').insertOne({
      _id: `${day}/12` as never,
      day,
      start: new Date(`${day}T10:00:00Z`),
      events: [event('ancien-1', threeDaysAgo, '/blog'), event('ancien-2', threeDaysAgo, '/blog')],
    });
    await database.db.collection('analytics_hours').updateOne({ _id: day.slice(0, 7) as never }, { $addToSet: { hours: `${day}/12` } }, { upsert: true });
    // Read live before the job has reached it, then from its roll-up.
    expect((await figures('traffic', '7d')).referral).toBe(2);
    const job = await rollups();
    expect((await job.run(new Date())).rolledUp).toBe(1);
    expect((await job.run(new Date())).rolledUp).toBe(0);
    const month = await database.db.collection('analytics_rollups').findOne({ _id: day.slice(0, 7) as never });
    expect(JSON.parse(month!.days[day])).toMatchObject({ visitors: 2, views: 2, countries: { DE: { visitors: 2 } } });

    expect((await figures('traffic', '7d')).referral).toBe(2);
    expect((await figures('traffic', '24h')).referral).toBe(0);
    expect((await figures('geography', '30d')).find((row: { code: string }) => row.code === 'DE')).toMatchObject({ name: 'Allemagne', visitors: 2 });
  }, 120_000);

  it("destroys past days' salts and purges raw events older than 25 months", async () => {
    const old = new Date(Date.now() - 26 * 31 * 86_400_000);
    const day = paris(old);
    await database.db.collection('analytics_events').insertOne({ _id: `${day}/09` as never, day, start: old, events: [event('très-ancien', old, '/')] });
    const tomorrow = new Date(Date.now() + 86_400_000);
    const { purged } = await (await rollups()).run(tomorrow);
    expect(purged).toBe(1);
    expect(await database.db.collection('analytics_events').findOne({ _id: `${day}/09` as never })).toBeNull();
    expect(await database.db.collection('analytics_salts').countDocuments()).toBe(0);
  }, 120_000);
});
