/**
 * Oversized bodies and security headers (issue 9 §7, §8): 1 MB of JSON is refused with 413
 * and a French message, never a 500 or a stack trace; so is text holding U+0000 (400); every part of the product answers
 * with its Content-Security-Policy, a Permissions-Policy, and HSTS only when configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { startServer, type TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let adminToken: string;

beforeAll(async () => {
  ({ server, api, token: adminToken } = await startServerAsAdmin());
});
afterAll(() => server?.stop());

const ONE_MEGABYTE_OF_JSON = JSON.stringify({ email: 'a@example.com', name: 'A', message: 'x'.repeat(1024 * 1024) });

describe('oversized bodies', () => {
  it.each([
    ['POST', '/contact'],
    ['POST', '/newsletter'],
    ['POST', '/auth/login'],
    ['POST', '/blog_posts'],
  ])('%s %s with 1 MB of JSON answers 413 in French', async (method, path) => {
    const response = await api.request(method, path, { body: ONE_MEGABYTE_OF_JSON, token: adminToken });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Requête trop volumineuse' });
  });

  it('leaves no stack trace in the log', () => {
    expect(server.output()).not.toMatch(/\n\s+at /);
    expect(server.output()).not.toMatch(/PayloadTooLarge|entity too large/i);
  });

  it('still takes a record of the largest size the forms allow', async () => {
    const response = await api.post('/blog_categories', { name: 'Catégorie', description: 'd'.repeat(500) }, { token: adminToken });
    expect(response.status).toBe(201);
  });
});

// PostgreSQL's jsonb cannot store U+0000: refused with a clear 400 on every database, before any work.
describe('the NUL character in client text', () => {
  const REFUSED = { message: 'Le texte envoyé contient un caractère nul (U+0000), qui ne peut pas être enregistré : retirez-le puis renvoyez.' };

  it.each([
    ['a record', '/blog_categories', { name: 'Caté\u0000gorie', description: 'd' }],
    ['a nested value', '/blog_categories', { name: 'Catégorie', description: 'd', extra: [{ note: '\u0000' }] }],
    ['a public form', '/contact', { name: 'Nul', email: 'nul@exemple.fr', subject: 'Sujet', message: 'Bonjour\u0000' }],
  ])('in %s answers 400 in French', async (_what, path, body) => {
    const response = await api.post(path, body, { token: adminToken });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(REFUSED);
  });

  it('in a query answers 400 in French, and the record list still answers', async () => {
    const refused = await api.get('/blog_categories?q=%00', { token: adminToken });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(REFUSED);
    expect((await api.get('/blog_categories', { token: adminToken })).status).toBe(200);
  });
});

describe('security headers', () => {
  const headersOf = async (path: string, base = server.baseUrl) => (await fetch(new URL(path, base))).headers;

  it('gives the site a strict policy whose inline scripts are allowed by hash only', async () => {
    const headers = await headersOf('/');
    const csp = headers.get('content-security-policy')!;
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
    for (const directive of ["object-src 'none'", "frame-ancestors 'none'", "base-uri 'self'"]) expect(csp).toContain(directive);
    expect(headers.get('permissions-policy')).toContain('camera=()');
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it('gives the back-office scripts from its own files only, and the API nothing at all', async () => {
    const admin = (await headersOf('/webmaster')).get('content-security-policy')!;
    expect(admin).toContain("script-src 'self'");
    expect(admin).not.toContain('sha256-');
    expect((await headersOf('/api/health')).get('content-security-policy')).toBe(
      "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'",
    );
  });

  it('sends HSTS when HSTS=true says the product is served over HTTPS', async () => {
    const https = await startServer({ env: { HSTS: 'true' } });
    try {
      expect((await headersOf('/', https.baseUrl)).get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.stop();
    }
  });
});
