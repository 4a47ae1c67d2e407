/**
 * The dashboard's API (spec 2 §2.2): figures, charts and the activity feed computed from
 * what the database holds. Invoices, services and tickets are written straight into the
 * database, their collections having no API of their own yet.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { apiClient, login, setupAndLogin, type ApiClient } from '../support/api';
import { createRecord } from '../support/records';
import { startDatabase, type TestDatabase } from '../support/database';
import { startServer, type TestServer } from '../support/server';

const DAY = 86_400_000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);
/** 'YYYY-MM' of an instant in France. */
const parisMonth = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(date).slice(0, 7);
const parisDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
/** Noon UTC on the 15th, `back` months before the current month in France. */
function midMonth(back: number): Date {
  const [year, month] = parisMonth(new Date(now)).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1 - back, 15, 12));
}

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  database = await startDatabase();
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri } }));

  const justNow = new Date(now - 60_000);
  await database.db.collection('billing_invoices').insertMany([
    { number: 'FAC-1', status: 'paid', total: 120, date: justNow, paid_at: justNow },
    { number: 'FAC-2', status: 'paid', total: 80.5, date: midMonth(1), paid_at: justNow },
    { number: 'FAC-3', status: 'pending', total: 999, date: justNow },
    { number: 'FAC-4', status: 'paid', total: 100, date: midMonth(1), paid_at: midMonth(1) },
    { number: 'FAC-5', status: 'paid', total: 50, date: midMonth(3) },
    { number: 'FAC-6', status: 'paid', total: 1000, date: midMonth(9), paid_at: midMonth(9) },
    { number: 'FAC-7', status: 'refunded', total: 300, date: justNow, paid_at: justNow },
  ]);
  await database.db.collection('services').insertMany([
    { name: 'Web A', type: 'hosting-ha', status: 'running', created_at: ago(2) },
    { name: 'Web B', type: 'hosting-ha', status: 'running', created_at: ago(10) },
    { name: 'Portail', type: 'saas', status: 'running', created_at: ago(45) },
    { name: 'Chaîne', type: 'blockchain', status: 'stopped', created_at: ago(100) },
  ]);
  await database.db.collection('support_tickets').insertMany([
    { number: 'T-1', status: 'open', created_at: ago(1) },
    { number: 'T-2', status: 'open', created_at: ago(3) },
    { number: 'T-3', status: 'pending', created_at: ago(12) },
    { number: 'T-4', status: 'resolved', created_at: ago(40) },
  ]);

  const people = [
    { name: 'Zoé Martin', email: 'zoe@exemple.fr', role: 'user', active: true },
    { name: 'Yann Petit', email: 'yann@exemple.fr', role: 'support', active: true },
    { name: 'Xavier Durand', email: 'xavier@exemple.fr', role: 'user', active: false },
  ];
  for (const person of people) await createRecord(api, token, 'users', { ...person, password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
  // Yann joined 40 days ago (previous period), Xavier three days ago.
  await database.db.collection('users').updateOne({ email: 'yann@exemple.fr' }, { $set: { created_at: ago(40) } });
  await database.db.collection('users').updateOne({ email: 'xavier@exemple.fr' }, { $set: { created_at: ago(3) } });
});
afterAll(async () => {
  await server?.stop();
  await database?.stop();
});

describe('GET /analytics/overview', () => {
  it('counts users: total, active, new in 30 days and the change against the 30 before', async () => {
    const response = await api.get('/analytics/overview', { token });
    expect(response.status).toBe(200);
    // Alice (setup), Zoé and Xavier are new; Yann is of the previous period: 3 against 1.
    expect(response.body.data.users).toEqual({ total: 4, active: 3, new: 3, change: 200 });
  });

  it('sums paid invoices: in total, this month, and the change against last month', async () => {
    const { revenue } = (await api.get('/analytics/overview', { token })).body.data;
    expect(revenue.total).toBe(1350.5);
    // FAC-1 and FAC-2 were paid this month (FAC-2 is dated last month): 200.50 against FAC-4's 100.
    expect(revenue.monthly).toBe(200.5);
    expect(revenue.change).toBe(100.5);
  });

  it('counts open and resolved tickets, and new tickets against the previous period', async () => {
    const { tickets } = (await api.get('/analytics/overview', { token })).body.data;
    expect(tickets).toEqual({ open: 2, resolved: 1, change: 200 });
  });

  it('counts running services among all, and new services against the previous period', async () => {
    const { services } = (await api.get('/analytics/overview', { token })).body.data;
    expect(services).toEqual({ active: 3, total: 4, change: 100 });
  });
});

describe('GET /analytics/charts', () => {
  it('gives the paid revenue of each of the last six months', async () => {
    const { revenue } = (await api.get('/analytics/charts', { token })).body.data;
    expect(revenue).toHaveLength(6);
    expect(revenue.map((m: any) => m.month)).toEqual([5, 4, 3, 2, 1, 0].map((back) => parisMonth(midMonth(back))));
    expect(revenue[5].amount).toBe(200.5);
    expect(revenue[4].amount).toBe(100);
    expect(revenue[2].amount).toBe(50);
    expect(revenue.reduce((sum: number, m: any) => sum + m.amount, 0)).toBe(350.5);
  });

  it('splits the services by type, with French labels', async () => {
    const { services } = (await api.get('/analytics/charts', { token })).body.data;
    const byType = Object.fromEntries(services.map((s: any) => [s.type, s.count]));
    expect(byType).toEqual({ 'hosting-ha': 2, 'firewall-ia': 0, 'agent-ia': 0, 'cluster-ai': 0, blockchain: 1, saas: 1 });
    expect(services.find((s: any) => s.type === 'saas').label).toBe('Plateforme SaaS');
  });

  it('counts new users per day over the last seven days', async () => {
    const { newUsers } = (await api.get('/analytics/charts', { token })).body.data;
    expect(newUsers).toHaveLength(7);
    expect(newUsers[6].day).toBe(parisDay(new Date()));
    const counts = Object.fromEntries(newUsers.map((d: any) => [d.day, d.count]));
    expect(counts[parisDay(new Date())]).toBe(2);
    expect(counts[parisDay(ago(3))]).toBe(1);
    expect(newUsers.reduce((sum: number, d: any) => sum + d.count, 0)).toBe(3);
  });
});

describe('GET /analytics/activity', () => {
  it('tells the latest actions in French, newest first, with their type and icon', async () => {
    const role = await api.post('/roles', { name: 'Comptable' }, { token });
    await api.del(`/roles/${role.body._id}`, { token });
    const { data } = (await api.get('/analytics/activity', { token })).body;
    expect(data.length).toBeGreaterThanOrEqual(5);
    expect(data[0]).toMatchObject({ type: 'warning', icon: 'Delete', message: 'Alice Admin a supprimé un rôle « Comptable »' });
    expect(data[1]).toMatchObject({ type: 'success', icon: 'AddCircle', message: 'Alice Admin a créé un rôle « Comptable »' });
    expect(data.map((item: any) => item.message)).toContain('Alice Admin a créé un utilisateur « Zoé Martin »');
    expect(new Date(data[0].timestamp).getTime()).toBeGreaterThanOrEqual(new Date(data[1].timestamp).getTime());
  });
});

describe('access', () => {
  it('is for administrators only', async () => {
    await api.post('/users', { name: 'Sam', email: 'sam@exemple.fr', role: 'support', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' }, { token });
    const support = await login(api, 'sam@exemple.fr', 'Motdepasse-1');
    for (const path of ['/analytics/overview', '/analytics/charts', '/analytics/activity']) {
      expect((await api.get(path, { token: support })).status).toBe(403);
      expect((await api.get(path)).status).toBe(401);
    }
  });
});

describe('an empty platform', () => {
  it('answers zeros, not errors, when the collections are empty', async () => {
    const fresh = await startServer();
    try {
      const freshApi = apiClient(fresh.baseUrl);
      const freshToken = await setupAndLogin(freshApi);
      const overview = (await freshApi.get('/analytics/overview', { token: freshToken })).body.data;
      expect(overview.revenue).toEqual({ total: 0, monthly: 0, change: 0 });
      expect(overview.tickets).toEqual({ open: 0, resolved: 0, change: 0 });
      expect(overview.services).toEqual({ active: 0, total: 0, change: 0 });
      const charts = (await freshApi.get('/analytics/charts', { token: freshToken })).body.data;
      expect(charts.revenue.every((m: any) => m.amount === 0)).toBe(true);
      expect(charts.services.every((s: any) => s.count === 0)).toBe(true);
    } finally {
      await fresh.stop();
    }
  });
});
