import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { createRecord } from '../support/records';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let token: string;

const PEOPLE = [
  { name: 'Zoé Martin', email: 'zoe@exemple.fr', company: 'Acme', role: 'user', active: true },
  { name: 'Yann Petit', email: 'yann@exemple.fr', company: 'Hexa (SAS)', role: 'support', active: true },
  { name: 'Xavier Durand', email: 'xavier@exemple.fr', company: 'Acme', role: 'user', active: false },
  { name: 'Wassim Roux', email: 'wassim@exemple.fr', company: 'a.b*c', role: 'admin', active: true },
];

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin());
  for (const person of PEOPLE) await createRecord(api, token, 'users', { ...person, password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
});
afterAll(() => server?.stop());

const list = (query: Record<string, string>) => api.get('/users', { token, query });
const names = (body: any[]) => body.map((u) => u.name);

describe('list, spec dialect', () => {
  it('answers data and pagination, newest first by default, 25 per page for users', async () => {
    const response = await list({});
    expect(response.status).toBe(200);
    expect(response.body.pagination).toEqual({ page: 1, limit: 25, total: 5, pages: 1 });
    expect(names(response.body.data)).toEqual(['Wassim Roux', 'Xavier Durand', 'Yann Petit', 'Zoé Martin', 'Alice Admin']);
    for (const user of response.body.data) {
      expect(user.id).toBe(user._id);
      expect(user).not.toHaveProperty('password');
      expect(user).not.toHaveProperty('confirmPassword');
    }
  });

  it('pages, sorts and caps the page size at 100', async () => {
    const second = await list({ page: '2', limit: '2', sort: 'name', order: 'asc' });
    expect(second.body.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    expect(names(second.body.data)).toEqual(['Xavier Durand', 'Yann Petit']);
    expect((await list({ limit: '1000' })).body.pagination.limit).toBe(100);
    expect((await list({ page: '0' })).status).toBe(400);
    expect((await list({ limit: 'abc' })).status).toBe(400);
  });

  it('ignores an unknown or secret sort field and falls back to the default order', async () => {
    for (const sort of ['password', 'nope']) {
      const response = await list({ sort, order: 'asc' });
      expect(response.status).toBe(200);
      expect(names(response.body.data)).toEqual(['Alice Admin', 'Zoé Martin', 'Yann Petit', 'Xavier Durand', 'Wassim Roux']);
    }
  });

  it('searches case-insensitively over the searchable fields, regex characters taken literally', async () => {
    expect(names((await list({ q: 'ZOÉ' })).body.data)).toEqual(['Zoé Martin']);
    expect(names((await list({ q: 'acme' })).body.data).sort()).toEqual(['Xavier Durand', 'Zoé Martin']);
    expect(names((await list({ q: '(SAS)' })).body.data)).toEqual(['Yann Petit']);
    expect(names((await list({ q: 'a.b*c' })).body.data)).toEqual(['Wassim Roux']);
    expect((await list({ q: '.*' })).body.data).toEqual([]);
    expect((await list({ q: '[' })).status).toBe(200);
  });

  it('filters by role and active state, combined with the search', async () => {
    expect(names((await list({ role: 'support' })).body.data)).toEqual(['Yann Petit']);
    expect(names((await list({ active: 'false' })).body.data)).toEqual(['Xavier Durand']);
    expect(names((await list({ role: 'user', active: 'true' })).body.data)).toEqual(['Zoé Martin']);
    expect((await list({ role: 'user', q: 'xavier' })).body.pagination.total).toBe(1);
  });

  it('finds records by what they hold now: renamed, created and deleted ones, in the list’s order', async () => {
    await list({ q: 'exemple' });
    const created = await createRecord(api, token, 'users', { name: 'Nadia Benali', email: 'nadia@exemple.fr', company: 'Brume', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
    expect(names((await list({ q: 'brume' })).body.data)).toEqual(['Nadia Benali']);

    expect((await api.put(`/users/${created.id}`, { company: 'Embruns' }, { token })).status).toBe(200);
    expect((await list({ q: 'brume' })).body.data).toEqual([]);
    expect(names((await list({ q: 'EMBRUNS' })).body.data)).toEqual(['Nadia Benali']);
    expect(names((await list({ q: 'exemple', sort: 'name', order: 'asc' })).body.data)).toEqual([
      'Nadia Benali',
      'Wassim Roux',
      'Xavier Durand',
      'Yann Petit',
      'Zoé Martin',
    ]);

    expect((await api.del(`/users/${created.id}`, { token })).status).toBe(200);
    expect((await list({ q: 'embruns' })).body.pagination.total).toBe(0);
  });

  it('never filters on undeclared or secret fields', async () => {
    expect((await list({ password: 'x' })).body.pagination.total).toBe(5);
    expect((await list({ 'role[$ne]': 'x' })).body.pagination.total).toBe(5);
  });
});

describe('list, ra-data-simple-rest dialect', () => {
  const raList = (params: Record<string, unknown>) =>
    api.get('/users', { token, query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])) });

  it('answers an array with a Content-Range header', async () => {
    const response = await raList({ range: [0, 1], sort: ['name', 'ASC'], filter: {} });
    expect(response.status).toBe(200);
    expect(names(response.body)).toEqual(['Alice Admin', 'Wassim Roux']);
    expect(response.headers.get('content-range')).toBe('users 0-1/5');
    expect(response.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('reads q and filters from the filter object', async () => {
    const response = await raList({ range: [0, 24], sort: ['id', 'DESC'], filter: { q: 'exemple', role: 'user' } });
    expect(names(response.body)).toEqual(['Xavier Durand', 'Zoé Martin']);
    expect(response.headers.get('content-range')).toBe('users 0-1/2');
  });

  it('gets many by id', async () => {
    const all = await raList({ range: [0, 9] });
    const ids = all.body.slice(0, 2).map((u: any) => u.id);
    const many = await raList({ filter: { id: ids } });
    expect(many.body.map((u: any) => u.id).sort()).toEqual([...ids].sort());
  });

  it('refuses an object where a value is expected, and malformed parameters', async () => {
    for (const params of [
      { filter: { role: { $ne: 'x' } } },
      { filter: { q: { $regex: '.*' } } },
      { range: [5, 1] },
      { range: [0, 1], sort: 'name' },
    ]) {
      const response = await raList(params);
      expect(response.status, JSON.stringify(params)).toBe(400);
      expect(typeof response.body.message).toBe('string');
    }
    const broken = await api.get('/users', { token, query: { filter: '{not json' } });
    expect(broken.status).toBe(400);
  });

  it('caps a range at 100 records', async () => {
    const response = await raList({ range: [0, 999] });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('users 0-4/5');
  });
});

describe('create, read, update, delete', () => {
  it('validates with the registry rules and French messages', async () => {
    const empty = await api.post('/users', {}, { token });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Veuillez corriger les erreurs dans le formulaire');
    expect(empty.body.errors).toMatchObject({
      name: 'Le champ « Nom » est requis',
      email: 'Le champ « E-mail » est requis',
      password: 'Le champ « Mot de passe » est requis',
    });
    const bad = await api.post(
      '/users',
      { name: 'Bob', email: 'bob@', role: 'superuser', password: 'court', confirmPassword: 'autre' },
      { token },
    );
    expect(bad.body.errors).toEqual({
      email: 'Email invalide',
      role: 'Valeur non autorisée',
      confirmPassword: 'Les mots de passe ne correspondent pas',
    });
    // The password's length and characters are the password policy's, checked once the form holds.
    const weak = await api.post('/users', { name: 'Bob', email: 'bob@exemple.fr', role: 'user', password: 'court', confirmPassword: 'court' }, { token });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({ password: 'Le mot de passe doit contenir au moins 8 caractères' });
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const response = await api.post(
      '/users',
      { name: 'Zoé bis', email: 'ZOE@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' },
      { token },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ email: 'Cette valeur existe déjà' });
  });

  it('ignores the fields a client must not set and hashes the password', async () => {
    const created = await api.post(
      '/users',
      {
        name: 'Nina',
        email: 'nina@exemple.fr',
        role: 'user',
        password: 'Motdepasse-1',
        confirmPassword: 'Motdepasse-1',
        created_at: '2001-01-01T00:00:00.000Z',
        last_login: '2001-01-01T00:00:00.000Z',
        _id: 'ffffffffffffffffffffffff',
        isAdmin: true,
      },
      { token },
    );
    expect(created.status).toBe(201);
    expect(created.body.created_at).not.toBe('2001-01-01T00:00:00.000Z');
    expect(created.body.last_login).toBeUndefined();
    expect(created.body.id).not.toBe('ffffffffffffffffffffffff');
    expect(created.body).not.toHaveProperty('isAdmin');
    expect(created.body).not.toHaveProperty('password');

    const fetched = await api.get(`/users/${created.body.id}`, { token });
    expect(fetched.body).toMatchObject({ name: 'Nina', active: true, emailVerified: false });
    expect(fetched.body).not.toHaveProperty('password');

    const updated = await api.put(`/users/${created.body.id}`, { company: 'Nouvelle', password: 'autre-mot-de-passe' }, { token });
    expect(updated.status).toBe(200);
    expect(updated.body.company).toBe('Nouvelle');
    const stillOld = await api.post('/auth/login', { email: 'nina@exemple.fr', password: 'Motdepasse-1' });
    expect(stillOld.status).toBe(200);
  });

  it('answers 404 for a missing or malformed id', async () => {
    for (const id of ['ffffffffffffffffffffffff', 'pas-un-id']) {
      const response = await api.get(`/users/${id}`, { token });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Ressource introuvable' });
    }
    expect((await api.del('/users/ffffffffffffffffffffffff', { token })).status).toBe(404);
  });

  it('deletes a user and returns it', async () => {
    const created = await api.post(
      '/users',
      { name: 'Éphémère', email: 'ephemere@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' },
      { token },
    );
    const deleted = await api.del(`/users/${created.body.id}`, { token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.email).toBe('ephemere@exemple.fr');
    expect((await api.get(`/users/${created.body.id}`, { token })).status).toBe(404);
  });
});

describe('roles', () => {
  it('derives the slug from the name and checks its characters', async () => {
    const created = await api.post('/roles', { name: 'Équipe Ventes Île', permissions: ['users.view', 'blog.edit'] }, { token });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'equipe-ventes-ile', is_system: false, users_count: 0, color: 'primary' });
    const badSlug = await api.post('/roles', { name: 'Autre', slug: 'Pas Bon!' }, { token });
    expect(badSlug.body.errors).toEqual({ slug: 'Seuls les lettres minuscules, chiffres et tirets sont autorisés' });
    const unknownPermission = await api.post('/roles', { name: 'Autre', permissions: ['everything'] }, { token });
    expect(unknownPermission.body.errors).toEqual({ permissions: 'Valeur non autorisée' });
  });

  it('never lets a client make a system role, and locks name, slug and is_system on edit', async () => {
    const created = await api.post('/roles', { name: 'Pirate', is_system: true, users_count: 99 }, { token });
    expect(created.body).toMatchObject({ is_system: false, users_count: 0 });
    const updated = await api.put(
      `/roles/${created.body.id}`,
      { name: 'Renommé', slug: 'renomme', is_system: true, description: 'Modifiée' },
      { token },
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Pirate', slug: 'pirate', is_system: false, description: 'Modifiée' });
    expect((await api.del(`/roles/${created.body.id}`, { token })).status).toBe(200);
  });

  it('refuses to delete a system role with the spec message', async () => {
    const system = await api.get('/roles', { token, query: { is_system: 'true' } });
    expect(system.body.data).toHaveLength(3);
    for (const role of system.body.data) {
      const response = await api.del(`/roles/${role.id}`, { token });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'Les rôles système ne peuvent pas être supprimés' });
    }
  });

  it('keeps users_count true as users come, change role and go', async () => {
    const count = async (slug: string) =>
      (await api.get('/roles', { token, query: { q: slug } })).body.data.find((r: any) => r.slug === slug).users_count;
    const before = await count('support');
    const user = await api.post(
      '/users',
      { name: 'Compteur', email: 'compteur@exemple.fr', role: 'support', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' },
      { token },
    );
    expect(await count('support')).toBe(before + 1);
    await api.put(`/users/${user.body.id}`, { role: 'user' }, { token });
    expect(await count('support')).toBe(before);
    const usersBefore = await count('user');
    await api.del(`/users/${user.body.id}`, { token });
    expect(await count('user')).toBe(usersBefore - 1);
    const users_count = await api.put(`/roles/${(await api.get('/roles', { token, query: { q: 'support' } })).body.data[0].id}`, { users_count: 500 }, { token });
    expect(users_count.body.users_count).toBe(before);
  });
});

describe('OpenAPI document', () => {
  it('covers every route', async () => {
    const doc = await api.get('/docs/json');
    expect(doc.status).toBe(200);
    const paths = doc.body.paths;
    for (const path of ['/api/users', '/api/users/{id}', '/api/roles', '/api/roles/{id}', '/api/setup/check', '/api/setup/init', '/api/auth/login', '/api/auth/me', '/api/health']) {
      expect(paths, path).toHaveProperty([path]);
    }
    expect(Object.keys(paths['/api/users'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/api/users/{id}'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
    const createBody = paths['/api/users'].post.requestBody.content['application/json'].schema;
    expect(createBody.properties).toHaveProperty('password');
    expect(createBody.properties).not.toHaveProperty('created_at');
  });

  it('describes bodies as the validation takes them (issue 38)', async () => {
    const { paths } = (await api.get('/docs/json')).body;
    const body = (path: string, method = 'post') => paths[path][method].requestBody.content['application/json'].schema;
    const ticket = body('/api/support_tickets');
    // Filled by their defaults, dropped from any caller, required unless a visitor's e-mail stands in (which this route cannot carry).
    expect(ticket.required).toEqual(expect.arrayContaining(['subject', 'category', 'description', 'user_id']));
    expect(ticket.required).not.toContain('priority');
    expect(ticket.required).not.toContain('status');
    expect(ticket.properties).not.toHaveProperty('visitor_name');
    expect(ticket.properties).not.toHaveProperty('visitor_email');
    expect(body('/api/support/tickets').required).toEqual(expect.arrayContaining(['visitor_name', 'visitor_email']));
    expect(body('/api/support/chat/sessions').required).toEqual(['visitor_name']);
    expect(body('/api/support/chat/messages').required).toEqual(['token', 'content']);
    expect(body('/api/support/chat/rating').properties.satisfaction).toMatchObject({ type: 'integer', minimum: 1, maximum: 5 });
    expect(body('/api/support_tickets/actions/close').required).toEqual(['ids']);
    // An operation the resource switches off (405) is not offered.
    expect(paths['/api/mail_outbox/{id}']).not.toHaveProperty('delete');
  });
});
