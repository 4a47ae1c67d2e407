/**
 * Reports grouped by the dimensions their configuration names, on events fed by beacons from
 * simulated visitors (and one earlier day's, rolled up by the job): the figures of each group,
 * the measures chosen, the order and the number of rows, the same rows in the CSV, Excel and PDF
 * files; a configuration naming what does not exist is refused in French. Goals told with a
 * value carry it from the collect call to the figures.
 */
import { rm } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { appContextOn, startDatabase, type AppContext, type TestDatabase } from '../support/database';
import type { TestServer } from '../support/server';
import { beaconAs, USER_AGENTS } from '../support/site-audience';

const VISITORS = {
  alice: { ip: '90.1.2.3', ua: USER_AGENTS.chrome },
  bruno: { ip: '8.8.8.8', ua: USER_AGENTS.iphone },
  carla: { ip: '90.4.5.6', ua: USER_AGENTS.firefox },
  dario: { ip: '8.8.8.8', ua: USER_AGENTS.ipad },
} as const;
type Visitor = keyof typeof VISITORS;

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let token: string;
let app: AppContext;

const paris = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(at);
const french = (at: Date) => new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(at);
const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);

const beacon = (who: Visitor, body: Record<string, unknown>) => beaconAs(server, VISITORS[who], body);
const view = (who: Visitor, path: string, referrer = '') => beacon(who, { type: 'pageview', url: server.url(path), referrer, title: path });
const estimate = (who: Visitor, value: unknown) => beacon(who, { type: 'goal', goal: 'estimate', value, url: server.url('/pricing') });

beforeAll(async () => {
  database = await startDatabase();
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri, TRUST_PROXY: 'loopback' } }));
  app = await appContextOn(database);
  // Alice (France, computer): home then pricing, asks a quote of 249,90 € a month.
  expect(await view('alice', '/')).toBe(204);
  expect(await view('alice', '/pricing', server.url('/'))).toBe(204);
  expect(await estimate('alice', 249.9)).toBe(204);
  // Bruno (United States, phone): pricing only.
  expect(await view('bruno', '/pricing')).toBe(204);
  // Carla (France, computer): home from a search engine only.
  expect(await view('carla', '/', 'https://www.google.fr/')).toBe(204);
  // Dario (United States, tablet): home from a newsletter, asks a quote of 100 €.
  expect(await view('dario', '/?utm_medium=email')).toBe(204);
  expect(await estimate('dario', 100)).toBe(204);
  // Two days ago, a visitor from Germany read the blog from a link and asked a quote of 50 €.
  const day = paris(twoDaysAgo);
  const event = { at: twoDaysAgo.getTime(), v: 'ancien', s: 'referral', d: 'desktop', b: 'Chrome', c: 'DE' };
  await database.db.collection('analytics_events').insertOne({
    _id: `${day}/12` as never,
    day,
    start: twoDaysAgo,
    events: [JSON.stringify({ ...event, k: 'view', p: '/blog', t: 'Blog' }), JSON.stringify({ ...event, at: event.at + 1000, k: 'goal', g: 'estimate', p: '/blog', m: 5000 })],
  });
  await database.db.collection('analytics_hours').updateOne({ _id: day.slice(0, 7) as never }, { $addToSet: { hours: `${day}/12` } }, { upsert: true });
}, 60_000);

afterAll(async () => {
  await app?.close();
  await server?.stop();
  await database?.stop();
  if (database) await rm(database.dataDir, { recursive: true, force: true });
});

async function create(body: Record<string, unknown>): Promise<string> {
  const response = await api.post('/analytics/reports', body, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body._id as string;
}

const run = async (id: string) => {
  const response = await api.post(`/analytics/reports/${id}/run`, {}, { token });
  expect(response.status).toBe(200);
  return response.body;
};

const download = async (id: string, format: string) => {
  const response = await fetch(server.url(`/api/analytics/reports/${id}/export?format=${format}`), { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response;
};

const COUNTRY_DEVICE = {
  headers: ['Pays', 'Appareil', 'Visiteurs', 'Visites', 'Pages vues', 'Conversions', 'Valeur des conversions (€)'],
  rows: [
    ['France', 'Ordinateur', 2, 2, 3, 1, 249.9],
    ['Allemagne', 'Ordinateur', 1, 1, 1, 1, 50],
    ['États-Unis', 'Mobile', 1, 1, 1, 0, 0],
    ['États-Unis', 'Tablette', 1, 1, 1, 1, 100],
  ],
};

describe('reports grouped by dimensions', () => {
  let byCountryAndDevice: string;

  beforeAll(async () => {
    byCountryAndDevice = await create({
      name: 'Pays et appareils',
      template: 'geographic_analysis',
      configuration: { dimensions: ['country', 'device'], metrics: ['visitors', 'sessions', 'views', 'conversions', 'conversionValue'], visualization: 'table' },
    });
  });

  it('groups by two dimensions, the most visitors first, ties in the dimensions’ order', async () => {
    expect(await run(byCountryAndDevice)).toEqual(COUNTRY_DEVICE);
  });

  it('sorts and cuts the rows as configured', async () => {
    const id = await create({
      name: 'Meilleures valeurs',
      template: 'traffic_overview',
      configuration: { dimensions: ['country', 'device'], metrics: ['conversionValue', 'visitors'], sort: { by: 'conversionValue', order: 'desc' }, limit: 2 },
    });
    expect(await run(id)).toEqual({
      headers: ['Pays', 'Appareil', 'Valeur des conversions (€)', 'Visiteurs'],
      rows: [
        ['France', 'Ordinateur', 249.9, 2],
        ['États-Unis', 'Tablette', 100, 1],
      ],
    });
  });

  it('groups visits by page and source: a visit counts for each page it saw, a bounce on its only page', async () => {
    const id = await create({ name: 'Pages et sources', template: 'traffic_overview', configuration: { dimensions: ['page', 'source'], metrics: ['views', 'visitors', 'bounceRate'] } });
    expect((await run(id)).rows).toEqual([
      ['/pricing', 'Direct', 2, 2, 50],
      ['/', 'Direct', 1, 1, 0],
      ['/', 'Organique', 1, 1, 100],
      ['/', 'Email', 1, 1, 100],
      ['/blog', 'Référence', 1, 1, 100],
    ]);
  });

  it('groups by date, earlier days read from their events, in the order of the days', async () => {
    const id = await create({ name: 'Jours et pays', template: 'traffic_overview', configuration: { dimensions: ['date', 'country'], metrics: ['visitors', 'conversionRate'], period: '7d', visualization: 'bar' } });
    expect(await run(id)).toEqual({
      labels: [`${french(twoDaysAgo)} · Allemagne`, `${french(new Date())} · États-Unis`, `${french(new Date())} · France`],
      datasets: [
        { label: 'Visiteurs', data: [1, 2, 2] },
        { label: 'Taux de conversion (%)', data: [100, 50, 50] },
      ],
    });
    // The finished day's groups are kept, and read again instead of its events; today's are not kept.
    const kept = await database.db.collection('analytics_report_days').find().toArray();
    expect(kept.map((doc) => doc._id)).toContain(`date+country/${paris(twoDaysAgo)}`);
    expect(kept.map((doc) => doc._id)).not.toContain(`date+country/${paris(new Date())}`);
    const pastDay = kept.find((doc) => doc._id === (`date+country/${paris(twoDaysAgo)}` as never))!;
    expect(JSON.parse(pastDay.groups)).toEqual([[JSON.stringify([paris(twoDaysAgo), 'DE']), { visitors: 1, sessions: 1, bounces: 1, duration: 0, views: 1, conversions: 1, converters: 1, value: 5000 }]]);
    expect((await run(id)).datasets[0].data).toEqual([1, 2, 2]);
  });

  it('exports the same rows as a CSV file', async () => {
    const text = await (await download(byCountryAndDevice, 'csv')).text();
    const rows = parseCsv(text.replace(/^\uFEFF/, ''), { delimiter: ';' });
    expect(rows).toEqual([
      COUNTRY_DEVICE.headers,
      ['France', 'Ordinateur', '2', '2', '3', '1', '249,90'],
      ['Allemagne', 'Ordinateur', '1', '1', '1', '1', '50,00'],
      ['États-Unis', 'Mobile', '1', '1', '1', '0', '0,00'],
      ['États-Unis', 'Tablette', '1', '1', '1', '1', '100,00'],
    ]);
  });

  it('exports the same rows as an Excel workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await (await download(byCountryAndDevice, 'excel')).arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const rows = [1, 2, 3, 4, 5].map((index) => (sheet.getRow(index).values as unknown[]).slice(1));
    expect(rows).toEqual([COUNTRY_DEVICE.headers, ...COUNTRY_DEVICE.rows]);
  });

  it('exports the same rows as a PDF, values in euros', async () => {
    const parser = new PDFParse({ data: new Uint8Array(await (await download(byCountryAndDevice, 'pdf')).arrayBuffer()) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Pays et appareils');
    expect(text).toMatch(/France\s+Ordinateur\s+2\s+2\s+3\s+1\s+249,90\s€/);
    expect(text).toMatch(/Allemagne\s+Ordinateur\s+1\s+1\s+1\s+1\s+50,00\s€/);
    expect(text).toMatch(/États-Unis\s+Mobile\s+1\s+1\s+1\s+0\s+0,00\s€/);
    expect(text).toMatch(/États-Unis\s+Tablette\s+1\s+1\s+1\s+1\s+100,00\s€/);
  });

  it('refuses in French a configuration naming an unknown dimension, measure, order or number of rows', async () => {
    const refused = async (configuration: unknown) => {
      const response = await api.post('/analytics/reports', { name: 'Refusé', template: 'traffic_overview', configuration }, { token });
      expect(response.status).toBe(400);
      return response.body.errors.configuration;
    };
    expect(await refused({ dimensions: ['ville'] })).toBe('Dimension inconnue : « ville » (dimensions possibles : date, page, source, device, browser, country)');
    expect(await refused({ dimensions: ['page', 'page'] })).toBe('Dimension en double : « page »');
    expect(await refused({ dimensions: ['page', 'source', 'device', 'country'] })).toBe('3 dimensions au plus');
    expect(await refused({ metrics: ['revenu'] })).toMatch(/^Mesure inconnue : « revenu »/);
    expect(await refused({ dimensions: ['page'], metrics: ['share'] })).toBe("La mesure « share » ne vaut que pour l'entonnoir de conversion sans dimension");
    expect(await refused({ sort: { by: 'ville' } })).toBe('Tri inconnu : « ville » (une mesure ou une dimension du rapport)');
    expect(await refused({ limit: 0 })).toBe('Nombre de lignes invalide : un entier de 1 à 1000');
    expect(await refused('pays')).toMatch(/^Configuration invalide/);
    // A change is held to the same rules.
    const changed = await api.put(`/analytics_reports/${byCountryAndDevice}`, { configuration: { dimensions: ['ville'] } }, { token });
    expect(changed.status).toBe(400);
    expect(changed.body.errors.configuration).toMatch(/^Dimension inconnue : « ville »/);
  });
});

describe('conversion value', () => {
  it('carries the value of the goals told by the beacon to the metrics, rolled-up days included', async () => {
    const metrics = async () => (await api.get('/analytics/metrics', { token, query: { period: '7d' } })).body.conversions;
    // Today's quotes (249,90 € and 100 €) and the one of two days ago (50 €), read from its events.
    expect(await metrics()).toMatchObject({ total: 3, value: 399.9, rate: 60 });
    const { RollupsService } = app.load('analytics/rollups.service.js');
    await (app.get(RollupsService) as { run(now: Date): Promise<unknown> }).run(new Date());
    const month = await database.db.collection('analytics_rollups').findOne({ _id: paris(twoDaysAgo).slice(0, 7) as never });
    expect(JSON.parse(month!.days[paris(twoDaysAgo)])).toMatchObject({ goals: { estimate: 1 }, value: 5000 });
    expect(await metrics()).toMatchObject({ total: 3, value: 399.9, rate: 60 });
  });

  it('refuses in French a value that is no amount in euros, and a goal the beacon may not tell', async () => {
    const message = 'Valeur de conversion invalide : un montant en euros de 0 à 1 000 000, au centime près';
    for (const value of [-1, 1_000_000.01, 12.345, '12', true]) {
      const response = await fetch(server.url('/api/analytics/collect'), {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ type: 'goal', goal: 'estimate', value, url: server.url('/pricing') }),
      });
      expect(response.status, String(value)).toBe(400);
      expect((await response.json()).message).toContain(message);
    }
    expect(await beacon('alice', { type: 'goal', goal: 'contact', url: server.url('/contact') })).toBe(400);
    expect((await api.get('/analytics/metrics', { token, query: { period: '7d' } })).body.conversions.total).toBe(3);
  });
});
