/**
 * Uploads of the registry's image fields: checked against the field's size and types, then
 * against what the bytes really are, stored under DATA_DIR/uploads and served back.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import type { TestServer } from '../support/server';

let server: TestServer;
let api: ApiClient;
let token: string;

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
const MAX = 5242880;

beforeAll(async () => {
  ({ server, api, token } = await startServerAsAdmin());
});
afterAll(() => server?.stop());

interface UploadOptions {
  name?: string;
  type?: string;
  collection?: string;
  field?: string;
  as?: string | null;
  fieldName?: string;
}

async function upload(bytes: Buffer, { name = 'photo.png', type = 'image/png', collection = 'blog_posts', field = 'featured_image', as = token, fieldName = 'file' }: UploadOptions = {}) {
  const form = new FormData();
  form.append(fieldName, new Blob([new Uint8Array(bytes)], { type }), name);
  const url = new URL('/api/uploads', server.baseUrl);
  url.searchParams.set('collection', collection);
  url.searchParams.set('field', field);
  const response = await fetch(url, { method: 'POST', body: form, headers: as ? { authorization: `Bearer ${as}` } : {} });
  return { status: response.status, body: await response.json() };
}

describe('POST /api/uploads', () => {
  it('stores a real image under a random name and answers its address', async () => {
    const response = await upload(PNG, { name: '../../évasion.jpeg', type: 'image/jpeg' });
    expect(response.status).toBe(201);
    expect(response.body.url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(existsSync(join(server.dataDir, response.body.url))).toBe(true);
  });

  it('serves the stored file back as it is, cached for long, never sniffed', async () => {
    const { body } = await upload(PNG);
    const response = await fetch(new URL(body.url, server.baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('max-age=31536000');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);

    expect((await fetch(new URL('/uploads/inconnu.png', server.baseUrl))).status).toBe(404);
  });

  it("refuses a file over 5 MB with the field's message", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX + 1 - PNG.length)]);
    const response = await upload(big);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Taille maximale: 5 MB', errors: { featured_image: 'Taille maximale: 5 MB' } });

    const exact = Buffer.concat([PNG, Buffer.alloc(MAX - PNG.length)]);
    expect((await upload(exact)).status).toBe(201);
  });

  it('refuses a type the field does not accept', async () => {
    const response = await upload(Buffer.from('%PDF-1.7\n'), { name: 'devis.pdf', type: 'application/pdf' });
    expect(response.status).toBe(415);
    expect(response.body.message).toBe('Types de fichiers acceptés: image/*');
  });

  it('refuses a fake image and an SVG, whatever they claim to be', async () => {
    for (const [bytes, name, type] of [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png', 'image/png'],
      [SVG, 'logo.png', 'image/png'],
      [SVG, 'logo.svg', 'image/svg+xml'],
    ] as const) {
      const response = await upload(bytes, { name, type });
      expect(response.status, name).toBe(415);
      expect(response.body.message).toBe('Types de fichiers acceptés: image/*');
    }
  });

  it('refuses a request without a file, for an unknown field or another field name', async () => {
    const form = new FormData();
    const noFile = await fetch(new URL('/api/uploads?collection=blog_posts&field=featured_image', server.baseUrl), {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noFile.status).toBe(400);
    expect((await noFile.json()).message).toBe('Le champ « Image à la une » est requis');

    expect((await upload(PNG, { field: 'title' })).status).toBe(400);
    expect((await upload(PNG, { collection: 'users', field: 'password' })).status).toBe(400);
    const wrongName = await upload(PNG, { fieldName: 'image' });
    expect(wrongName).toEqual({ status: 400, body: { message: 'Requête invalide' } });
  });

  it('is for administrators only', async () => {
    expect((await upload(PNG, { as: null })).status).toBe(401);
    const created = await api.post(
      '/users',
      { name: 'Client Lambda', email: 'client@exemple.fr', role: 'user', password: 'Motdepasse-1!', confirmPassword: 'Motdepasse-1!' },
      { token },
    );
    expect(created.status).toBe(201);
    const userToken = await login(api, 'client@exemple.fr', 'Motdepasse-1!');
    expect((await upload(PNG, { as: userToken })).status).toBe(403);
  });
});
