import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, apiClient, login, type ApiClient } from '../support/api';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer();
  api = apiClient(server.baseUrl);
});
afterAll(() => server?.stop());

const page = (path: string) => fetch(new URL(path, server.baseUrl), { redirect: 'manual', headers: { accept: 'text/html' } });

describe('first-run setup', () => {
  it('is required on a fresh database, and every page leads to /setup', async () => {
    expect((await api.get('/setup/check')).body).toEqual({ setupRequired: true });
    for (const path of ['/', '/login', '/webmaster', '/webmaster/users']) {
      const response = await page(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/setup');
    }
    expect((await page('/setup')).status).not.toBe(302);
  });

  it('answers the spec messages, first failing rule first', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ADMIN, company: '   ' }, "Le nom de l'entreprise est requis"],
      [{ ...ADMIN, name: '' }, 'Le nom est requis'],
      [{ ...ADMIN, name: '', email: 'bad' }, 'Le nom est requis'],
      [{ ...ADMIN, email: '' }, "L'email est requis"],
      [{ ...ADMIN, email: 'pas-un-email' }, "Format d'email invalide"],
      [{ ...ADMIN, email: 'a@b' }, "Format d'email invalide"],
      [{ ...ADMIN, password: '' }, 'Le mot de passe est requis'],
      [{ ...ADMIN, password: '1234567' }, 'Le mot de passe doit contenir au moins 8 caractères'],
      [{ ...ADMIN, email: { $gt: '' } }, 'Format invalide'],
    ];
    for (const [body, message] of cases) {
      const response = await api.post('/setup/init', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect((await api.get('/setup/check')).body.setupRequired).toBe(true);
  });

  it('lets exactly one of several simultaneous requests win', async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) => api.post('/setup/init', { ...ADMIN, name: `Admin ${i}` })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.status === 409)) {
      expect(refused.body.message).toBe('La configuration initiale a déjà été effectuée');
    }
  });

  it('is then done: refused again, /setup leads home, pages open', async () => {
    expect((await api.get('/setup/check')).body).toEqual({ setupRequired: false });
    const again = await api.post('/setup/init', { ...ADMIN, email: 'other@example.com' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La configuration initiale a déjà été effectuée');
    const setupPage = await page('/setup');
    expect(setupPage.status).toBe(302);
    expect(setupPage.headers.get('location')).toBe('/');
    expect((await page('/')).status).toBe(200);
  });

  it('created the three system roles and one administrator', async () => {
    const token = await login(api, ADMIN.email, ADMIN.password);
    const roles = await api.get('/roles', { token, query: { sort: 'slug', order: 'asc' } });
    expect(roles.body.data.map((r: any) => [r.slug, r.is_system])).toEqual([
      ['admin', true],
      ['support', true],
      ['user', true],
    ]);
    expect(roles.body.data.find((r: any) => r.slug === 'admin').users_count).toBe(1);
    const admins = await api.get('/users', { token, query: { role: 'admin' } });
    expect(admins.body.pagination.total).toBe(1);
  });
});
