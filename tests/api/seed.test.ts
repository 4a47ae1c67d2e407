/**
 * The seed (CONTRACT §3): on a set-up installation it fills every collection that has a
 * seeder with demo data the dashboard can show, and a second run changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_PLANS, INVOICE_STATUSES, resources, SUBSCRIPTION_STATUSES, validateValues } from '@hexagone/schemas';
import { apiClient, login, setupAndLogin, type ApiClient } from '../support/api';
import type { TestDatabase } from '../support/database';
import { startSeedTarget, stopSeedTarget, type RunSeed } from '../support/seed-target';
import type { TestServer } from '../support/server';

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let runSeed: RunSeed;

beforeAll(async () => {
  ({ database, server, runSeed } = await startSeedTarget({ shareDataDir: false }));
  api = apiClient(server.baseUrl);
});
afterAll(() => stopSeedTarget({ database, server }));

/**
 * What the server's scheduled work writes by itself meanwhile (job runs, a webhooks pass every
 * second, samples, and the alerts its sampler opens, every 10 s, for the seeded service and
 * instance in error, with their events): not the seed's doing.
 */
const BACKGROUND = new Set(['platform_job_runs', 'platform_event_leases', 'monitoring_samples', 'monitoring_health', 'monitoring_alerts']);
const BACKGROUND_EVENTS: Record<string, unknown> = { platform_events: { name: { $ne: 'alert.triggered' } } };

async function counts(): Promise<Record<string, number>> {
  const names = (await database.db.listCollections().toArray()).map((c) => c.name).filter((name) => !BACKGROUND.has(name)).sort();
  const result: Record<string, number> = {};
  for (const name of names) result[name] = await database.db.collection(name).countDocuments((BACKGROUND_EVENTS[name] ?? {}));
  return result;
}

describe('npm run seed', () => {
  it('refuses to run before the setup wizard, and writes nothing', async () => {
    await expect(runSeed(database.uri)).rejects.toThrow("Terminez d'abord l'installation (/setup)");
    expect((await counts()).users ?? 0).toBe(0);
  });

  let token: string;
  let report: string[];
  let afterFirst: Record<string, number>;

  it('fills users, roles, invoices, services, tickets and the activity log', async () => {
    token = await setupAndLogin(api);
    report = await runSeed(database.uri);
    afterFirst = await counts();
    expect(afterFirst.users).toBe(26);
    expect(afterFirst.roles).toBe(7);
    expect(afterFirst.billing_invoices).toBe(60);
    expect(afterFirst.billing_plans).toBe(3);
    expect(afterFirst.billing_subscriptions).toBe(12);
    expect(afterFirst.billing_credit_notes).toBeGreaterThan(0);
    expect(afterFirst.services).toBe(20);
    expect(afterFirst.support_tickets).toBe(30);
    expect(afterFirst.user_activity).toBeGreaterThan(60);
    expect(report).toContain('users : 25 utilisateur(s) créé(s)');
    expect(report).toContain('roles : 4 rôle(s) personnalisé(s) créé(s)');
  }, 120_000);

  it('creates accounts that sign in with the password it printed, with role counters kept', async () => {
    const line = report.find((l) => l.includes('mot de passe des comptes de démonstration'));
    const password = /démonstration : (\S+)/.exec(line ?? '')?.[1];
    expect(password).toBeTruthy();
    const session = await api.post('/auth/login', { email: 'marie.dupont@atelier-lumiere.fr', password });
    expect(session.status).toBe(200);
    expect(session.body.user.name).toBe('Marie Dupont');
    expect(await login(api, 'sophie.lambert@hexagone-demo.fr', password!)).toBeTruthy();

    const roles = (await api.get('/roles', { token, query: { sort: 'name', order: 'asc' } })).body.data;
    expect(roles.find((r: any) => r.slug === 'support').users_count).toBe(3);
    expect(roles.find((r: any) => r.name === 'Comptable').permissions).toEqual(['users.view', 'billing.view', 'billing.manage']);
  });

  it('dates the accounts over seven months, so the dashboard has a history', async () => {
    const overview = (await api.get('/analytics/overview', { token })).body.data;
    expect(overview.users.total).toBe(26);
    expect(overview.users.new).toBeGreaterThan(3);
    expect(overview.users.new).toBeLessThan(15);
    expect(overview.revenue.total).toBeGreaterThan(0);
    expect(overview.tickets.open).toBeGreaterThan(0);
    expect(overview.services).toMatchObject({ active: 0, total: 20 });

    const charts = (await api.get('/analytics/charts', { token })).body.data;
    expect(charts.revenue.filter((m: any) => m.amount > 0).length).toBeGreaterThanOrEqual(5);
    expect(charts.services.every((s: any) => s.count > 0)).toBe(true);
    expect(charts.newUsers.reduce((sum: number, d: any) => sum + d.count, 0)).toBeGreaterThanOrEqual(5);

    const feed = (await api.get('/analytics/activity', { token })).body.data;
    expect(feed.length).toBeGreaterThanOrEqual(5);
  });

  it('writes only records that pass their declaration\'s validation, readable through the API', async () => {
    for (const resource of resources) {
      const rows = await database.db.collection(resource.name).find({}).toArray();
      const invalid = rows
        .map((row) => ({ id: String(row._id), errors: validateValues(resource, row, { mode: 'edit', side: 'server' }) }))
        .filter((row) => Object.keys(row.errors).length > 0);
      expect(invalid, resource.name).toEqual([]);
    }
    const invoices = await api.get('/billing_invoices', { token, query: { limit: 100 } });
    expect(invoices.body.pagination.total).toBe(60);
    for (const invoice of invoices.body.data) expect(invoice.total, invoice.number).toBeCloseTo(invoice.subtotal + invoice.tax_amount, 2);
    expect((await api.get('/support_tickets', { token })).body.data[0]).toMatchObject({ status: expect.any(String), number: expect.stringMatching(/^T-\d{4}-\d{5}$/) });
    // Each service counts its own instances (issue 26 §1): the tile is the number that exist.
    const instances = (await api.get('/service_instances', { token, query: { limit: 100 } })).body;
    expect((await api.get('/services/stats', { token })).body).toMatchObject({ running: 0, error: 1, maintenance: 1, instances: instances.pagination.total });
    const servicesList = (await api.get('/services', { token, query: { limit: 100 } })).body.data;
    for (const service of servicesList) expect(service.instances_count, service.name).toBe(instances.data.filter((i: any) => i.service_id === service._id).length);
  });

  it('sells the pricing page\'s plans, with subscriptions and invoices in every state and their credit notes', async () => {
    const plans = (await api.get('/billing_plans', { token })).body.data;
    expect(plans.map((p: any) => [p.name, p.price_monthly, p.price_yearly])).toEqual(CATALOGUE_PLANS.map((p) => [p.name, p.price_monthly, p.price_yearly]));
    expect(plans.find((p: any) => p.slug === 'professional')).toMatchObject({ trial_days: 14, is_popular: true });
    const subscriptions = (await api.get('/billing_subscriptions', { token, query: { limit: '100' } })).body.data;
    expect(new Set(subscriptions.map((s: any) => s.status))).toEqual(new Set(SUBSCRIPTION_STATUSES.map((s) => s.value)));
    const active = subscriptions.filter((s: any) => s.status === 'active').length;
    expect(plans.reduce((sum: number, p: any) => sum + p.active_subscriptions, 0)).toBe(active);

    const invoices = (await api.get('/billing_invoices', { token, query: { limit: '100' } })).body.data;
    expect(new Set(invoices.map((i: any) => i.status))).toEqual(new Set(INVOICE_STATUSES.map((s) => s.value)));
    // One series without gap: the numbered invoices hold 1..n of this year's series.
    const numbers = invoices.filter((i: any) => i.number).map((i: any) => Number(i.number.slice(-6))).sort((a: number, b: number) => a - b);
    expect(numbers).toEqual(numbers.map((_: number, index: number) => index + 1));
    expect(invoices.find((i: any) => i.status === 'draft').number ?? null).toBeNull();

    const notes = (await api.get('/billing_credit_notes', { token, query: { limit: '100' } })).body.data;
    for (const invoice of invoices.filter((i: any) => i.status === 'refunded')) {
      const own = notes.filter((n: any) => n.invoice_id === invoice._id);
      expect(own.reduce((sum: number, n: any) => sum + Math.round(n.total * 100), 0), invoice.number).toBe(Math.round(invoice.total * 100));
    }
    expect(notes.some((n: any) => n.items[0].description.startsWith('Remboursement partiel'))).toBe(true);
    // Numbered in the order of their dates, as a real series would be.
    const byNumber = [...notes].sort((a: any, b: any) => String(a.number).localeCompare(String(b.number)));
    const dates = byNumber.map((n: any) => new Date(n.date).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
  });

  it('issues the invoices as a filled-in installation would: the seller\'s legal identity and each customer\'s address (issue 37 §5)', async () => {
    const invoices = (await api.get('/billing_invoices', { token, query: { limit: '100' } })).body.data.filter((i: any) => i.status !== 'draft');
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) {
      expect(invoice.seller, invoice.number).toMatchObject({ legalForm: expect.any(String), siren: expect.stringMatching(/^\d{9}$/), address: '12 rue de la Paix', city: 'Paris' });
      expect(invoice.customer.address, invoice.number).toMatchObject({ street: expect.any(String), postalCode: expect.stringMatching(/^\d{5}$/), city: expect.any(String) });
      expect(invoice.customer.siren, invoice.number).toMatch(/^\d{9}$/);
      // Every customer reaches their issued invoices from their area.
      expect(invoice.user_id, invoice.number).toBeTruthy();
    }
  });

  it('changes nothing when run again', async () => {
    const before = await counts();
    const second = await runSeed(database.uri);
    expect(await counts()).toEqual(before);
    expect(second).toContain('users : 0 utilisateur(s) créé(s)');
    expect(second.some((l) => l.includes('mot de passe'))).toBe(false);
  }, 120_000);
});
