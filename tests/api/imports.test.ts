/**
 * The import of every resource against the real server: the product's own CSV export comes
 * back in (updates by id, creations with generated passwords that sign in), a dry run writes
 * nothing, dangerous or unknown columns refuse the file, fields the caller may not set refuse
 * their row, and a role without the write rules gets 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import { openSignedLink } from '../support/downloads';
import { createRecord, listRecords } from '../support/records';
import type { TestServer } from '../support/server';

let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  database = await startDatabase();
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri } }));
  await createRecord(api, token, 'users', { name: 'Uma Utilisatrice', email: 'uma@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
  await createRecord(api, token, 'users', { name: 'Fred Formule', email: 'fred@exemple.fr', company: '=1+2', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await database?.stop();
});

/** POST /api/{collection}/import with the file as a browser sends it. */
async function importFile(collection: string, name: string, content: string, options: { dryRun?: boolean; as?: string } = {}) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const url = new URL(`/api/${collection}/import`, server.baseUrl);
  url.searchParams.set('dry_run', String(options.dryRun ?? false));
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${options.as ?? token}` }, body: form });
  return { status: response.status, body: (await response.json()) };
}

const csvCell = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);
const csvOf = (rows: string[][]) => `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;

async function exportedUsers(): Promise<string[][]> {
  const response = await openSignedLink(api, token, '/exports/users', { format: 'csv' });
  expect(response.status).toBe(200);
  return parseCsv(Buffer.from(await response.arrayBuffer()).toString('utf8'), { bom: true, delimiter: ';' });
}

const usersByEmail = async () => new Map((await listRecords(api, token, 'users')).map((user) => [user.email as string, user]));

describe('the users export comes back in', () => {
  let file: string;

  beforeAll(async () => {
    const [header, ...rows] = await exportedUsers();
    const at = (label: string) => header.indexOf(label);
    const uma = rows.find((row) => row[at('E-mail')] === 'uma@exemple.fr')!;
    uma[at('Entreprise')] = 'Coopérative Île-de-France';
    const fresh = header.map(() => '');
    fresh[at('Nom')] = 'Nina Nouvelle';
    fresh[at('E-mail')] = 'Nina@Exemple.fr';
    fresh[at('Rôle')] = 'Support';
    fresh[at('Actif')] = 'Oui';
    file = csvOf([header, ...rows, fresh]);
  });

  it('dry run: lists what would change and writes nothing', async () => {
    const before = await usersByEmail();
    const { status, body } = await importFile('users', 'utilisateurs.csv', file, { dryRun: true });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ dry_run: true, created: 1, updated: 3, failed: 0 });
    expect(body.rows.map((row: any) => row.action).sort()).toEqual(['création', 'mise à jour', 'mise à jour', 'mise à jour']);
    expect(body.rows.find((row: any) => row.action === 'création')).toMatchObject({ line: 5, title: 'Nina Nouvelle' });
    expect(body.rows.some((row: any) => 'password' in row)).toBe(false);
    expect(await database.db.collection('user_activity').countDocuments({ action_type: 'import' })).toBe(0);
    const after = await usersByEmail();
    expect(after.has('nina@exemple.fr')).toBe(false);
    expect(after.get('uma@exemple.fr')?.company).toBe(before.get('uma@exemple.fr')?.company);
  });

  it('real run: updates the existing users, creates the new one with a generated password that signs in', async () => {
    const { status, body } = await importFile('users', 'utilisateurs.csv', file);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ dry_run: false, created: 1, updated: 3, failed: 0 });
    const created = body.rows.find((row: any) => row.action === 'création');
    expect(created.password).toMatch(/^\S{16}$/);
    const users = await usersByEmail();
    expect(users.get('uma@exemple.fr')?.company).toBe('Coopérative Île-de-France');
    expect(users.get('nina@exemple.fr')).toMatchObject({ name: 'Nina Nouvelle', role: 'support', active: true, _id: created.id });
    expect(users.get('nina@exemple.fr')).not.toHaveProperty('password');
    const stored = await database.db.collection('users').findOne({ email: 'nina@exemple.fr' });
    expect(stored?.password).not.toBe(created.password);
    expect(await login(api, 'nina@exemple.fr', created.password)).toEqual(expect.any(String));
    // The formula cell was exported as '=1+2 and read back without the apostrophe.
    expect(users.get('fred@exemple.fr')?.company).toBe('=1+2');
    expect(users.size).toBe(4);
    // Each record written is in the activity log, as an import, without any password.
    const logged = await database.db.collection('user_activity').find({ action_type: 'import' }).toArray();
    expect(logged.map((entry) => entry.action).sort()).toEqual(['create', 'update', 'update', 'update']);
    expect(JSON.stringify(logged)).not.toContain(created.password);
  });

  it('updates a user found by e-mail, never the password', async () => {
    const updated = await importFile('users', 'maj.csv', csvOf([['Email', 'Nom'], ['UMA@exemple.fr', 'Uma Renommée']]));
    expect(updated.body).toMatchObject({ created: 0, updated: 1, failed: 0 });
    expect((await usersByEmail()).get('uma@exemple.fr')?.name).toBe('Uma Renommée');

    const password = await importFile('users', 'mdp.csv', csvOf([['Email', 'Mot de passe'], ['uma@exemple.fr', 'nouveau-mot-de-passe']]));
    expect(password.body).toMatchObject({ updated: 0, failed: 1 });
    expect(password.body.rows[0].errors).toEqual([expect.objectContaining({ field: 'password', label: 'Mot de passe', message: expect.stringMatching(/après la création/) })]);
    expect(await login(api, 'uma@exemple.fr', 'Motdepasse-1')).toEqual(expect.any(String));
  });
});

describe('every export comes back in unchanged', () => {
  beforeAll(async () => {
    const category = await createRecord(api, token, 'blog_categories', { name: 'Cloud de confiance', description: 'Formule =1+1' });
    await createRecord(api, token, 'blog_posts', { title: 'Un article importable', category_id: category._id, content: 'Texte', tags: ['cloud', 'souveraineté'] });
  });

  it.each(['users', 'roles', 'blog_categories', 'blog_posts'].flatMap((collection) => [[collection, 'csv'], [collection, 'json']]))(
    '%s as %s: a dry run finds every row to update, none in error',
    async (collection, format) => {
      const exported = await openSignedLink(api, token, `/exports/${collection}`, { format });
      expect(exported.status).toBe(200);
      const content = Buffer.from(await exported.arrayBuffer()).toString('utf8');
      const count = (await listRecords(api, token, collection)).length;
      const { status, body } = await importFile(collection, `export.${format}`, content, { dryRun: true });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.rows.filter((row: any) => row.errors), JSON.stringify(body.rows.filter((row: any) => row.errors))).toEqual([]);
      expect(body).toMatchObject({ created: 0, updated: count, failed: 0 });
    },
  );
});

describe('rows checked one by one', () => {
  it('refuses a read-only value that changes, with the other rows written; a given password needs no confirmation; an unknown id creates', async () => {
    const uma = (await usersByEmail()).get('uma@exemple.fr')!;
    const { body } = await importFile(
      'users',
      'lignes.csv',
      csvOf([
        ['Identifiant', 'Nom', 'Email', 'Créé le', 'Mot de passe'],
        [uma._id, 'Uma', 'uma@exemple.fr', '01/01/2020 10:00', ''],
        ['', 'Paul Passe', 'paul@exemple.fr', '02/02/2020 10:00', 'Un-mot-de-passe-1'],
        ['', 'Paul Double', 'PAUL@exemple.fr', '', ''],
        ['', '', 'pas-un-email', '', ''],
        ['ffffffffffffffffffffffff', 'Fantôme', 'fantome@exemple.fr', '', ''],
      ]),
    );
    expect(body).toMatchObject({ created: 2, updated: 0, failed: 3 });
    const [readOnly, paul, twice, invalid, ghost] = body.rows;
    expect(readOnly.errors).toEqual([expect.objectContaining({ field: 'created_at', label: 'Créé le', message: expect.stringMatching(/serveur/) })]);
    expect(paul).toMatchObject({ action: 'création', line: 3 });
    expect(paul).not.toHaveProperty('password');
    expect(twice.errors).toEqual([expect.objectContaining({ field: 'email', message: 'Cette valeur existe déjà (ligne 3 du fichier)' })]);
    expect(invalid.errors.map((error: any) => error.field).sort()).toEqual(['email', 'name']);
    // An id from another instance's export is no record here: the row is new, its server-kept date set by the server.
    expect(ghost).toMatchObject({ action: 'création', title: 'Fantôme' });
    expect(ghost.errors).toBeUndefined();
    expect(ghost.password).toMatch(/^\S{16}$/);
    const created = await usersByEmail();
    expect(created.get('fantome@exemple.fr')?._id).not.toBe('ffffffffffffffffffffffff');
    expect(new Date(created.get('paul@exemple.fr')?.created_at).getFullYear()).toBeGreaterThan(2025);
    expect(await login(api, 'paul@exemple.fr', 'Un-mot-de-passe-1')).toEqual(expect.any(String));
    expect((await usersByEmail()).get('uma@exemple.fr')?.name).toBe('Uma Renommée');
  });

  it('runs the domain checks in a dry run too: the last administrator cannot be demoted, and no lock is kept', async () => {
    const demote = csvOf([['Email', 'Rôle'], ['alice@example.com', 'Utilisateur']]);
    for (const dryRun of [true, true, false]) {
      const { body } = await importFile('users', 'retrograder.csv', demote, { dryRun });
      expect(body).toMatchObject({ updated: 0, failed: 1 });
      expect(body.rows[0].errors).toEqual([{ message: 'Impossible : c’est le dernier administrateur actif de l’instance' }]);
    }
    expect((await usersByEmail()).get('alice@example.com')?.role).toBe('admin');

    // With a second administrator the dry run passes and holds nothing: the real run follows at once.
    await createRecord(api, token, 'users', { name: 'Bob Admin', email: 'bob@exemple.fr', role: 'admin', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
    const demoteBob = csvOf([['Email', 'Rôle'], ['bob@exemple.fr', 'Utilisateur']]);
    expect((await importFile('users', 'bob.csv', demoteBob, { dryRun: true })).body).toMatchObject({ updated: 1, failed: 0 });
    const started = Date.now();
    expect((await importFile('users', 'bob.csv', demoteBob)).body).toMatchObject({ updated: 1, failed: 0 });
    expect(Date.now() - started).toBeLessThan(4_000);
    expect((await usersByEmail()).get('bob@exemple.fr')?.role).toBe('user');
  });

  it('finds in a dry run the duplicates within the file, as the real run would', async () => {
    const { body } = await importFile('users', 'doublons.json', JSON.stringify([{ name: 'Léa', email: 'lea@exemple.fr' }, { name: 'Léa bis', email: 'lea@exemple.fr' }]), { dryRun: true });
    expect(body).toMatchObject({ created: 1, failed: 1 });
    expect(body.rows[1].errors[0]).toMatchObject({ field: 'email', message: 'Cette valeur existe déjà (ligne 1 du fichier)' });
    expect((await usersByEmail()).has('lea@exemple.fr')).toBe(false);
  });
});

describe('files refused whole', () => {
  it.each([
    ['a __proto__ column', 'proto.csv', 'Nom;Email;__proto__\r\nMallory;mallory@exemple.fr;{"role":"admin"}\r\n', /__proto__/],
    ['a constructor key', 'constructeur.json', '[{"name":"Mallory","email":"mallory@exemple.fr","constructor":{"prototype":{"role":"admin"}}}]', /Clé interdite : « (constructor|prototype) »/],
    ['a nested __proto__ key', 'imbrique.json', '[{"name":"Mallory","email":"mallory@exemple.fr","company":{"__proto__":{"role":"admin"}}}]', /__proto__/],
    ['an unknown column', 'inconnu.csv', 'Nom,Email,Couleur préférée\r\nMallory,mallory@exemple.fr,bleu\r\n', /Colonne inconnue : « Couleur préférée »/],
  ])('%s → 400 in French, nothing written', async (_case, name, content, message) => {
    const { status, body } = await importFile('users', name, content);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
    expect((await usersByEmail()).has('mallory@exemple.fr')).toBe(false);
  });

  it('refuses a file beyond 10 MB with 413, in French', async () => {
    const { status, body } = await importFile('users', 'enorme.csv', `Nom;Email\r\n${'x'.repeat(11 * 1024 * 1024)}`);
    expect(status).toBe(413);
    expect(body.message).toBe('Fichier trop volumineux : 10 Mo au plus');
  });

  it('refuses a file that is not a table, and a request without a file', async () => {
    expect((await importFile('users', 'vide.json', '{"nom":"x"}')).status).toBe(400);
    const response = await fetch(new URL('/api/users/import', server.baseUrl), { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/Aucun fichier reçu/);
  });
});

describe('permissions', () => {
  it('answers 403 to a role without the create and update rules', async () => {
    const uma = await login(api, 'uma@exemple.fr', 'Motdepasse-1');
    const { status, body } = await importFile('users', 'u.csv', 'Nom;Email\r\nMallory;mallory@exemple.fr\r\n', { as: uma });
    expect(status).toBe(403);
    expect(body.message).toBe('Accès refusé');
  });

  it('refuses a field the caller may not write (publishing without content.publish)', async () => {
    const supportRole = (await listRecords(api, token, 'roles')).find((role) => role.slug === 'support');
    expect((await api.put(`/roles/${supportRole._id}`, { permissions: [...supportRole.permissions, 'content.edit'] }, { token })).status).toBe(200);
    await createRecord(api, token, 'users', { name: 'Éditrice', email: 'editrice@exemple.fr', role: 'support', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
    const editor = await login(api, 'editrice@exemple.fr', 'Motdepasse-1');
    const category = await createRecord(api, token, 'blog_categories', { name: 'Souveraineté' });
    const { status, body } = await importFile(
      'blog_posts',
      'articles.csv',
      csvOf([
        ['Titre', 'Catégorie (identifiant)', 'Contenu', 'Statut'],
        ['Publié sans droit', category._id, 'Texte', 'Publié'],
        ['Brouillon permis', category._id, 'Texte', ''],
      ]),
      { as: editor },
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.rows[0].errors).toEqual([expect.objectContaining({ field: 'status', label: 'Statut', message: 'Vous n’avez pas le droit de modifier ce champ' })]);
    expect(body.rows[1].errors, JSON.stringify(body.rows[1])).toBeUndefined();
    const titles = (await listRecords(api, token, 'blog_posts')).map((post) => post.title);
    expect(titles).toContain('Brouillon permis');
    expect(titles).not.toContain('Publié sans droit');
  });
});
