/**
 * Private files (a ticket's attachments) on a real server: taken by what their bytes are,
 * read only by whoever may read the ticket (with the session or a one-minute signed link),
 * deleted with it, and swept when no record holds them; in the data folder by default, in
 * GridFS with FILE_STORE=gridfs.
 */
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as samples from '../../api/src/platform/files/test-files';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import { REPO_ROOT, type TestServer } from '../support/server';

const require = createRequire(import.meta.url);
const dist = (path: string) => require(join(REPO_ROOT, 'api', 'dist', 'platform', 'files', path));
const { collectOrphanFiles } = dist('orphan-files.js') as typeof import('../../api/src/platform/files/orphan-files');
const { LocalFileStore } = dist('local-file-store.js') as typeof import('../../api/src/platform/files/local-file-store');
const { GridFsFileStore } = dist('gridfs-file-store.js') as typeof import('../../api/src/platform/files/gridfs-file-store');

const ACCEPTED = 'Types de fichiers acceptés: images, PDF, DOC, DOCX, texte';
const UNKNOWN_FILE = 'Fichier introuvable : veuillez le téléverser de nouveau';
const TWO_DAYS_LATER = () => new Date(Date.now() + 2 * 24 * 60 * 60_000);

interface Suite {
  server: TestServer;
  api: ApiClient;
  token: string;
  userId: string;
  db: Db;
}

async function startSuite(database: TestDatabase, env: Record<string, string> = {}): Promise<Suite> {
  const { server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri, MONGODB_DB: database.name, ...env } });
  const me = await api.get('/auth/me', { token });
  return { server, api, token, userId: me.body.user.id, db: database.db };
}

async function upload(suite: Suite, bytes: Uint8Array, name: string, as: string | null = suite.token) {
  const form = new FormData();
  // The declared type is a lie on purpose: only the bytes count.
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/octet-stream' }), name);
  const response = await fetch(suite.server.url('/api/files?collection=support_tickets&field=attachments'), {
    method: 'POST',
    body: form,
    headers: as ? { authorization: `Bearer ${as}` } : {},
  });
  return { status: response.status, body: await response.json() };
}

async function stored(suite: Suite, bytes: Uint8Array, name: string) {
  const response = await upload(suite, bytes, name);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: string; name: string; size: number; type: string };
}

const ticket = (suite: Suite, attachments: unknown, as = suite.token) =>
  suite.api.post(
    '/support_tickets',
    { subject: 'Écran blanc', user_id: suite.userId, category: 'technical', description: 'Voir les pièces jointes', attachments },
    { token: as },
  );

const download = (suite: Suite, id: string, headers: Record<string, string> = { authorization: `Bearer ${suite.token}` }, query = '') =>
  fetch(suite.server.url(`/api/files/${id}${query}`), { headers });

describe('private files in the data folder', () => {
  let database: TestDatabase;
  let suite: Suite;
  let customerToken: string;
  let otherCustomerToken: string;
  let editorToken: string;
  const onDisk = (id: string) => existsSync(join(suite.server.dataDir, 'files', id.slice(0, 2), id));

  beforeAll(async () => {
    database = await startDatabase();
    suite = await startSuite(database);
    const created = await suite.api.post(
      '/users',
      { name: 'Client Lambda', email: 'client@exemple.fr', role: 'user', password: 'Motdepasse-1!', confirmPassword: 'Motdepasse-1!' },
      { token: suite.token },
    );
    expect(created.status).toBe(201);
    customerToken = await login(suite.api, 'client@exemple.fr', 'Motdepasse-1!');
    for (const [name, email, role] of [
      ['Cliente Voisine', 'voisine@exemple.fr', 'user'],
      ['Éditrice Blog', 'editrice@exemple.fr', 'editor'],
    ]) {
      const account = await suite.api.post('/users', { name, email, role, password: 'Motdepasse-1!', confirmPassword: 'Motdepasse-1!' }, { token: suite.token });
      expect(account.status, JSON.stringify(account.body)).toBe(201);
    }
    otherCustomerToken = await login(suite.api, 'voisine@exemple.fr', 'Motdepasse-1!');
    editorToken = await login(suite.api, 'editrice@exemple.fr', 'Motdepasse-1!');
  });
  afterAll(async () => {
    await suite?.server.stop();
    await database?.stop();
    if (database) await rm(database.dataDir, { recursive: true, force: true });
  });

  it('takes each kind by its bytes, under a random id, with a sanitised name', async () => {
    for (const [bytes, name, type] of [
      [samples.PNG, 'capture.png', 'image/png'],
      [samples.JPEG, 'photo.jpg', 'image/jpeg'],
      [samples.GIF, 'anim.gif', 'image/gif'],
      [samples.WEBP, 'image.webp', 'image/webp'],
      [samples.PDF, 'devis.pdf', 'application/pdf'],
      [samples.doc(), 'lettre.doc', 'application/msword'],
      [await samples.docx(), 'contrat.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [samples.TEXT, 'journal.txt', 'text/plain; charset=utf-8'],
    ] as const) {
      const file = await stored(suite, bytes, name);
      expect(file, name).toEqual({ id: expect.stringMatching(/^[0-9a-f]{32}$/), name, size: bytes.length, type });
      expect(onDisk(file.id)).toBe(true);
    }
    expect((await stored(suite, samples.PDF, '../../etc/Rapport\u202Efdp.exe.pdf')).name).toBe('Rapportfdp.exe.pdf');
  });

  it('refuses a file whose bytes lie, in French', async () => {
    const lies = [
      [samples.PNG, 'devis.pdf', 'Le contenu du fichier ne correspond pas à son extension (.pdf)'],
      [samples.EXE, 'notes.txt', ACCEPTED],
      [samples.TEXT_WITH_NUL, 'nul.txt', ACCEPTED],
      [samples.LATIN1_TEXT, 'latin1.txt', ACCEPTED],
      [await samples.plainZip(), 'archive.docx', ACCEPTED],
      [await samples.docxWithoutDocument(), 'vide.docx', ACCEPTED],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg', ACCEPTED],
    ] as const;
    for (const [bytes, name, message] of lies) {
      const response = await upload(suite, bytes, name);
      expect(response.status, name).toBe(415);
      expect(response.body).toEqual({ message, errors: { attachments: message } });
    }
  });

  it('refuses a file over the field bound, and an empty one', async () => {
    const bound = 10 * 1024 * 1024;
    const tooLarge = await upload(suite, Buffer.concat([samples.PDF, Buffer.alloc(bound + 1 - samples.PDF.length, 0x20)]), 'gros.pdf');
    expect(tooLarge).toEqual({ status: 413, body: { message: 'Taille maximale: 10 MB', errors: { attachments: 'Taille maximale: 10 MB' } } });
    expect((await upload(suite, Buffer.concat([samples.PDF, Buffer.alloc(bound - samples.PDF.length, 0x20)]), 'juste.pdf')).status).toBe(201);
    expect(await upload(suite, new Uint8Array(), 'vide.txt')).toMatchObject({ status: 400, body: { message: 'Le fichier est vide' } });
  });

  it('takes uploads only from who may write tickets, for file fields only', async () => {
    expect((await upload(suite, samples.PDF, 'devis.pdf', null)).status).toBe(401);
    // A customer opens tickets of their own, so brings them files; a member without support.manage does not.
    expect((await upload(suite, samples.PDF, 'devis.pdf', customerToken)).status).toBe(201);
    expect((await upload(suite, samples.PDF, 'devis.pdf', editorToken)).status).toBe(403);
    const form = new FormData();
    form.append('file', new Blob([samples.PNG]), 'photo.png');
    const publicField = await fetch(suite.server.url('/api/files?collection=blog_posts&field=featured_image'), {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${suite.token}` },
    });
    expect(publicField.status).toBe(400);
  });

  it("lets a customer read the files of their own ticket, and answers 404 to another customer", async () => {
    const response = await upload(suite, samples.PDF, 'facture-litige.pdf', customerToken);
    expect(response.status).toBe(201);
    const own = await ticket(suite, [response.body], customerToken);
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    const [file] = own.body.attachments as { id: string }[];
    expect((await download(suite, file.id, { authorization: `Bearer ${customerToken}` })).status).toBe(200);
    expect((await download(suite, file.id, { authorization: `Bearer ${otherCustomerToken}` })).status).toBe(404);
    const link = await suite.api.post('/signed-links', { path: `/api/files/${file.id}` }, { token: otherCustomerToken });
    expect(link.status).toBe(201);
    expect((await download(suite, file.id, {}, `?signature=${encodeURIComponent(link.body.signature)}`)).status).toBe(404);
  });

  it('keeps in the ticket its own account of each file, never what the body claims', async () => {
    const pdf = await stored(suite, samples.PDF, 'Résumé de l’incident.pdf');
    const created = await ticket(suite, [{ ...pdf, name: 'autre.exe', size: 1, type: 'text/html' }]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.attachments).toEqual([pdf]);
    expect((await suite.api.get(`/support_tickets/${created.body.id}`, { token: suite.token })).body.attachments).toEqual([pdf]);
  });

  it('refuses a file that is not a free upload of the caller for this field', async () => {
    const pdf = await stored(suite, samples.PDF, 'devis.pdf');
    const first = await ticket(suite, [pdf]);
    expect(first.status).toBe(201);
    for (const attachments of [[pdf], [{ id: randomBytes(16).toString('hex'), name: 'x.pdf', size: 1, type: 'application/pdf' }], [{ name: 'x.pdf', size: 1 }]]) {
      const second = await ticket(suite, attachments);
      expect(second.status, JSON.stringify(attachments)).toBe(400);
      expect(second.body.errors.attachments).toMatch(UNKNOWN_FILE.slice(0, 10));
    }
    expect((await ticket(suite, 'pas un fichier')).status).toBe(400);
  });

  it('serves the file to an administrator as a download that runs nowhere', async () => {
    const pdf = await stored(suite, samples.PDF, 'Résumé de l’incident.pdf');
    expect((await ticket(suite, [pdf])).status).toBe(201);
    const response = await download(suite, pdf.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="R?sum? de l?incident.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20de%20l%E2%80%99incident.pdf`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(samples.PDF)).toBe(true);

    const text = await stored(suite, samples.TEXT, 'journal.txt');
    expect((await ticket(suite, [text])).status).toBe(201);
    const plain = await download(suite, text.id);
    expect(plain.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(plain.headers.get('content-disposition')).toBe('attachment; filename=journal.txt');
  });

  it('serves it through a one-minute signed link, once, without the session', async () => {
    const png = await stored(suite, samples.PNG, 'capture.png');
    expect((await ticket(suite, [png])).status).toBe(201);
    const { body } = await suite.api.post('/signed-links', { path: `/api/files/${png.id}` }, { token: suite.token });
    const query = `?signature=${encodeURIComponent(body.signature)}`;
    const first = await download(suite, png.id, {}, query);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-disposition')).toBe('attachment; filename=capture.png');
    expect(Buffer.from(await first.arrayBuffer()).equals(samples.PNG)).toBe(true);
    expect((await download(suite, png.id, {}, query)).status).toBe(401);

    // A link signed for another file opens nothing.
    const other = await stored(suite, samples.GIF, 'anim.gif');
    expect((await ticket(suite, [other])).status).toBe(201);
    const forOther = (await suite.api.post('/signed-links', { path: `/api/files/${other.id}` }, { token: suite.token })).body.signature;
    expect((await download(suite, png.id, {}, `?signature=${encodeURIComponent(forOther)}`)).status).toBe(401);
  });

  it('refuses it without credentials, to who may not read the ticket, and at any guessed address', async () => {
    const pdf = await stored(suite, samples.PDF, 'devis.pdf');
    expect((await ticket(suite, [pdf])).status).toBe(201);
    expect((await download(suite, pdf.id, {})).status).toBe(401);
    expect([403, 404]).toContain((await download(suite, pdf.id, { authorization: `Bearer ${customerToken}` })).status);
    const customerLink = await suite.api.post('/signed-links', { path: `/api/files/${pdf.id}` }, { token: customerToken });
    expect([403, 404]).toContain((await download(suite, pdf.id, {}, `?signature=${encodeURIComponent(customerLink.body.signature)}`)).status);

    for (const guess of [randomBytes(16).toString('hex'), 'devis.pdf', '..%2F..%2Fsecrets-key', pdf.id.toUpperCase()]) {
      expect((await download(suite, guess)).status, guess).toBe(404);
    }
    // Nothing of the store is served as a static file either.
    for (const path of [`/files/${pdf.id.slice(0, 2)}/${pdf.id}`, `/uploads/${pdf.id}`, `/data/files/${pdf.id.slice(0, 2)}/${pdf.id}`]) {
      const response = await fetch(suite.server.url(path));
      expect(Buffer.from(await response.arrayBuffer()).equals(samples.PDF), path).toBe(false);
    }
    // An upload no record holds yet is nobody's to read.
    const free = await stored(suite, samples.PDF, 'libre.pdf');
    expect((await download(suite, free.id)).status).toBe(404);
  });

  it('deletes the files an update lets go and those of a deleted ticket', async () => {
    const [a, b] = [await stored(suite, samples.PDF, 'a.pdf'), await stored(suite, samples.TEXT, 'b.txt')];
    const created = await ticket(suite, [a, b]);
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const updated = await suite.api.put(`/support_tickets/${id}`, { ...created.body, attachments: [b] }, { token: suite.token });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.attachments).toEqual([b]);
    expect(onDisk(a.id)).toBe(false);
    expect((await download(suite, a.id)).status).toBe(404);
    expect(await suite.db.collection('platform_files').countDocuments({ _id: a.id as never })).toBe(0);

    expect((await suite.api.del(`/support_tickets/${id}`, { token: suite.token })).status).toBe(200);
    expect(onDisk(b.id)).toBe(false);
    expect(await suite.db.collection('platform_files').countDocuments({ _id: b.id as never })).toBe(0);
  });

  it('sweeps the files no record holds once their grace period is over, and keeps the others', async () => {
    const store = new LocalFileStore(join(suite.server.dataDir, 'files'));
    const free = await stored(suite, samples.PDF, 'jamais-enregistre.pdf');
    const held = await stored(suite, samples.PNG, 'gardee.png');
    expect((await ticket(suite, [held])).status).toBe(201);
    // Bytes whose account was never written (a process stopped in between), from long ago.
    const stray = randomBytes(16).toString('hex');
    await mkdir(join(suite.server.dataDir, 'files', stray.slice(0, 2)), { recursive: true });
    await writeFile(join(suite.server.dataDir, 'files', stray.slice(0, 2), stray), 'perdu');
    const longAgo = new Date(Date.now() - 3 * 24 * 60 * 60_000);
    await utimes(join(suite.server.dataDir, 'files', stray.slice(0, 2), stray), longAgo, longAgo);

    // Within the grace period, nothing goes.
    await collectOrphanFiles({ db: suite.db, store });
    expect(onDisk(free.id)).toBe(true);

    await collectOrphanFiles({ db: suite.db, store, now: TWO_DAYS_LATER() });
    expect(onDisk(free.id)).toBe(false);
    expect(await suite.db.collection('platform_files').countDocuments({ _id: free.id as never })).toBe(0);
    expect(existsSync(join(suite.server.dataDir, 'files', stray.slice(0, 2), stray))).toBe(false);
    expect(onDisk(held.id)).toBe(true);
    expect((await download(suite, held.id)).status).toBe(200);
  });
});

describe('private files in GridFS (FILE_STORE=gridfs)', () => {
  let database: TestDatabase;
  let suite: Suite;
  const inGridFs = (id: string) => suite.db.collection('platform_file_contents.files').countDocuments({ filename: id });

  beforeAll(async () => {
    database = await startDatabase();
    suite = await startSuite(database, { FILE_STORE: 'gridfs' });
  });
  afterAll(async () => {
    await suite?.server.stop();
    await database?.stop();
    if (database) await rm(database.dataDir, { recursive: true, force: true });
  });

  it('keeps the bytes in the database, serves them, and deletes them with their ticket', async () => {
    const docx = await samples.docx();
    const file = await stored(suite, docx, 'contrat.docx');
    expect(await inGridFs(file.id)).toBe(1);
    expect(existsSync(join(suite.server.dataDir, 'files'))).toBe(false);

    const created = await ticket(suite, [file]);
    expect(created.status).toBe(201);
    const response = await download(suite, file.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(Buffer.from(await response.arrayBuffer()).equals(docx)).toBe(true);

    expect((await suite.api.del(`/support_tickets/${created.body.id}`, { token: suite.token })).status).toBe(200);
    expect(await inGridFs(file.id)).toBe(0);
    expect(await suite.db.collection('platform_file_contents.chunks').countDocuments({})).toBe(0);
  });

  it('sweeps an unreferenced old file and keeps a referenced one', async () => {
    const store = new GridFsFileStore(suite.db);
    const free = await stored(suite, samples.PDF, 'libre.pdf');
    const held = await stored(suite, samples.TEXT, 'garde.txt');
    expect((await ticket(suite, [held])).status).toBe(201);

    await collectOrphanFiles({ db: suite.db, store, now: TWO_DAYS_LATER() });
    expect(await inGridFs(free.id)).toBe(0);
    expect(await inGridFs(held.id)).toBe(1);
    expect((await download(suite, held.id)).status).toBe(200);
  });
});
