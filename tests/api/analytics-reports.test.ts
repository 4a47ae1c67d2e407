/**
 * Reports on measured data against the real server: created, listed, run as a table or a
 * chart, exported as real files (the PDF's text, the Excel workbook's cells, the CSV's rows),
 * shared by mail at a real local SMTP server, run on their schedule by the job's own code on a
 * chosen day, and deleted.
 */
import { rm } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { parse as parseCsv } from 'csv-parse/sync';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { appContextOn, startDatabase, type AppContext, type TestDatabase } from '../support/database';
import type { TestServer } from '../support/server';
import { beaconAs, USER_AGENTS } from '../support/site-audience';
import { startSmtp, type TestSmtp } from '../support/smtp';

let database: TestDatabase;
let smtp: TestSmtp;
let server: TestServer;
let api: ApiClient;
let token: string;
let app: AppContext;

beforeAll(async () => {
  database = await startDatabase();
  smtp = await startSmtp();
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri, TRUST_PROXY: 'loopback', ...smtp.env } }));
  // The job, run in this process, sends through the same SMTP server.
  Object.assign(process.env, smtp.env);
  app = await appContextOn(database);
  for (const [visitor, path] of [[{ ip: '90.1.2.3', ua: USER_AGENTS.chrome }, '/'], [{ ip: '8.8.8.8', ua: USER_AGENTS.iphone }, '/pricing']] as const) {
    expect(await beaconAs(server, visitor, { type: 'pageview', url: server.url(path), title: path })).toBe(204);
  }
}, 60_000);

afterAll(async () => {
  await app?.close();
  await server?.stop();
  await smtp?.stop();
  await database?.stop();
  if (database) await rm(database.dataDir, { recursive: true, force: true });
});

const DEVICE_TABLE = {
  headers: ['Appareil', 'Visiteurs', 'Visites', 'Taux de rebond (%)', 'Durée moyenne (s)'],
  rows: [
    ['Ordinateur', 1, 1, 100, 0],
    ['Mobile', 1, 1, 100, 0],
    ['Tablette', 0, 0, 0, 0],
  ],
};

async function create(body: Record<string, unknown>) {
  const response = await api.post('/analytics/reports', body, { token });
  expect(response.status).toBe(201);
  return response.body as { _id: string; created_by: string };
}

const download = (id: string, format: string) => fetch(server.url(`/api/analytics/reports/${id}/export?format=${format}`), { headers: { authorization: `Bearer ${token}` } });

describe('reports', () => {
  let devices: { _id: string; created_by: string };

  beforeAll(async () => {
    devices = await create({ name: 'Appareils de la semaine', description: 'Pour la direction', template: 'device_performance', schedule: 'weekly', recipients: ['direction@exemple.fr'], configuration: { visualization: 'table' } });
  });

  it('creates a report, its author kept, and lists it', async () => {
    const me = (await api.get('/auth/me', { token })).body.user;
    expect(devices.created_by).toBe(me._id);
    const list = await api.get('/analytics_reports', { token });
    expect(list.body.data.map((report: { name: string }) => report.name)).toContain('Appareils de la semaine');
  });

  it('refuses a report without a name, or with a recipient that is no address', async () => {
    const nameless = await api.post('/analytics/reports', { template: 'traffic_overview' }, { token });
    expect(nameless.status).toBe(400);
    expect(nameless.body.errors).toEqual({ name: 'Le champ «\u00a0Nom\u00a0» est requis' });
    const wrong = await api.post('/analytics/reports', { name: 'X', recipients: ['pas-une-adresse'] }, { token });
    expect(wrong.body.errors).toEqual({ recipients: 'Adresse e-mail invalide : pas-une-adresse' });
  });

  it('runs a template as a table on the measured data and keeps when', async () => {
    const run = await api.post(`/analytics/reports/${devices._id}/run`, {}, { token });
    expect(run).toMatchObject({ status: 200, body: DEVICE_TABLE });
    const stored = (await api.get(`/analytics_reports/${devices._id}`, { token })).body;
    expect(Date.now() - new Date(stored.last_run).getTime()).toBeLessThan(60_000);
  });

  it('runs a template as a chart, with only the chosen measures', async () => {
    const geography = await create({ name: 'Pays', template: 'geographic_analysis', configuration: { visualization: 'bar', metrics: ['visitors'] } });
    expect((await api.post(`/analytics/reports/${geography._id}/run`, {}, { token })).body).toEqual({
      labels: ['États-Unis', 'France'],
      datasets: [{ label: 'Visiteurs', data: [1, 1] }],
    });
    const funnel = await create({ name: 'Entonnoir', template: 'conversion_funnel', configuration: { visualization: 'table', period: '7d' } });
    expect((await api.post(`/analytics/reports/${funnel._id}/run`, {}, { token })).body.rows).toEqual([
      ['Accueil', 1, 100],
      ['Tarifs ou produit', 0, 0],
      ['Contact', 0, 0],
      ['Message envoyé', 0, 0],
    ]);
    const traffic = await create({ name: 'Trafic', template: 'traffic_overview', configuration: { visualization: 'line', metrics: ['visitors', 'views'], period: '7d' } });
    const chart = (await api.post(`/analytics/reports/${traffic._id}/run`, {}, { token })).body;
    expect(chart.labels).toHaveLength(7);
    expect(chart.labels.at(-1)).toBe(new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris' }).format(new Date()));
    expect(chart.datasets).toEqual([
      { label: 'Visiteurs', data: [0, 0, 0, 0, 0, 0, 2] },
      { label: 'Pages vues', data: [0, 0, 0, 0, 0, 0, 2] },
    ]);
  });

  it('exports a CSV whose rows are the table', async () => {
    const response = await download(devices._id, 'csv');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // Named after the report (issue 37 §5).
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="rapport-appareils-de-la-semaine-\d{4}-\d{2}-\d{2}-\d{4}\.csv"/);
    const rows = parseCsv((await response.text()).replace(/^\uFEFF/, ''), { delimiter: ';' });
    expect(rows).toEqual([DEVICE_TABLE.headers, ...DEVICE_TABLE.rows.map((row) => row.map(String))]);
  });

  it('exports an Excel workbook whose cells are the table', async () => {
    const response = await download(devices._id, 'excel');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Appareils de la semaine');
    expect(sheet.getRow(1).values).toEqual([undefined, ...DEVICE_TABLE.headers]);
    expect(sheet.getRow(3).values).toEqual([undefined, 'Mobile', 1, 1, 100, 0]);
  });

  it('exports a PDF with the report name and its rows', async () => {
    const response = await download(devices._id, 'pdf');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Appareils de la semaine');
    // The period it read, up to today (a report reads 30 days unless configured otherwise).
    const today = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' }).format(new Date());
    expect(text.replace(/[\u00a0\u202f]/g, ' ')).toContain(`30 jours, du `);
    expect(text.replace(/[\u00a0\u202f]/g, ' ')).toContain(` au ${today.replace(/[\u00a0\u202f]/g, ' ')}`);
    expect(text).toContain('Taux de rebond (%)');
    expect(text).toMatch(/Ordinateur\s+1\s+1\s+100\s+0/);
  });

  it('refuses an unknown format', async () => {
    expect(await api.get(`/analytics/reports/${devices._id}/export`, { token, query: { format: 'docx' } })).toMatchObject({
      status: 400,
      body: { message: 'Format inconnu : pdf, excel ou csv' },
    });
  });

  it('shares a report: one mail per recipient with the link', async () => {
    const refused = await api.post(`/analytics/reports/${devices._id}/share`, { recipients: [] }, { token });
    expect(refused).toMatchObject({ status: 400, body: { message: 'Le champ «\u00a0Destinataires\u00a0» est requis' } });
    const shared = await api.post(`/analytics/reports/${devices._id}/share`, { recipients: ['lea@exemple.fr', 'marc@exemple.fr'], message: 'À lire avant lundi.', permissions: 'edit' }, { token });
    expect(shared).toEqual(expect.objectContaining({ status: 200, body: { message: 'Le rapport a été partagé avec succès.' } }));
    await vi.waitFor(() => expect(smtp.received.filter((mail) => /^(lea|marc)@/.test(mail.to[0])).length).toBe(2));
    const toLea = await simpleParser(smtp.received.find((mail) => mail.to.includes('lea@exemple.fr'))!.raw);
    expect(toLea.subject).toBe('Rapport partagé : Appareils de la semaine');
    expect(toLea.text).toContain(`/webmaster/analytics/reports?rapport=${devices._id}`);
    expect(toLea.text).toContain('À lire avant lundi.');
    expect(toLea.text).toContain('(accès en modification)');
  });

  it('runs scheduled reports on their day at the job, mails the PDF and keeps last_run', async () => {
    await create({ name: 'Chaque jour', template: 'traffic_overview', schedule: 'daily', recipients: ['quotidien@exemple.fr'] });
    await create({ name: 'Chaque mois', template: 'traffic_overview', schedule: 'monthly', recipients: ['mensuel@exemple.fr'] });
    const { ReportsService } = app.load('analytics/reports/reports.service.js');
    const reports = app.get(ReportsService) as { runSchedules(slot: Date): Promise<number> };
    // Monday 7 December 2026, 07:00 in Paris: the daily and the weekly ones.
    expect(await reports.runSchedules(new Date('2026-12-07T06:00:00Z'))).toBe(2);
    const weekly = await simpleParser(smtp.received.find((mail) => mail.to.includes('direction@exemple.fr'))!.raw);
    expect(weekly.subject).toBe('Rapport programmé : Appareils de la semaine');
    const [pdf] = weekly.attachments;
    expect(pdf.contentType).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(pdf.content) });
    expect((await parser.getText()).text).toContain('Appareils de la semaine');
    await parser.destroy();
    expect(smtp.received.some((mail) => mail.to.includes('quotidien@exemple.fr'))).toBe(true);
    expect(smtp.received.some((mail) => mail.to.includes('mensuel@exemple.fr'))).toBe(false);
    expect((await api.get(`/analytics_reports/${devices._id}`, { token })).body.last_run).toBe('2026-12-07T06:00:00.000Z');
    // Friday 1 January 2027: the daily and the monthly ones.
    expect(await reports.runSchedules(new Date('2027-01-01T06:00:00Z'))).toBe(2);
    expect(smtp.received.some((mail) => mail.to.includes('mensuel@exemple.fr'))).toBe(true);
  });

  it('deletes a report', async () => {
    expect((await api.del(`/analytics/reports/${devices._id}`, { token })).status).toBe(200);
    expect((await api.post(`/analytics/reports/${devices._id}/run`, {}, { token })).status).toBe(404);
  });

  it('keeps reports to the staff', async () => {
    expect((await api.get('/analytics_reports')).status).toBe(401);
    expect((await api.post('/analytics/reports', { name: 'X' })).status).toBe(401);
  });
});
