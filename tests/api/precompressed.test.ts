/**
 * Pages and assets are sent as compressed at build time (scripts/precompress.mjs): brotli or
 * gzip as the browser accepts, the plain file otherwise, always with Vary: Accept-Encoding.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { rawRequest } from '../support/raw-http';
import { REPO_ROOT, type TestServer } from '../support/server';

let server: TestServer;

beforeAll(async () => {
  ({ server } = await startServerAsAdmin());
});
afterAll(() => server?.stop());

const raw = (path: string, encoding?: string, { method, headers = {} }: { method?: string; headers?: Record<string, string> } = {}) =>
  rawRequest(server.url(path), { method, headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...headers } });
/** The largest matching file: a script below the precompression threshold (the audience beacon) is sent as it is. */
const largestFile = (dir: string, pattern: RegExp) =>
  readdirSync(dir)
    .filter((name) => pattern.test(name) && !/\.(br|gz)$/.test(name))
    .sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0];

describe('precompressed pages and assets', () => {
  const siteScript = `/_astro/${largestFile(join(REPO_ROOT, 'site', 'dist', 'client', '_astro'), /\.js$/)}`;
  const adminScript = `/webmaster/assets/${largestFile(join(REPO_ROOT, 'admin', 'dist', 'assets'), /^index-.*\.js$/)}`;

  for (const [label, path, type] of [
    ['the home page', '/', /^text\/html/],
    ['a page by its address', '/pricing', /^text\/html/],
    ['a site script', siteScript, /javascript/],
    ['a back-office script', adminScript, /javascript/],
  ] as const) {
    it(`sends ${label} as brotli, gzip or plain as accepted, the same content each way`, async () => {
      const plain = await raw(path);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);

      const br = await raw(path, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.headers['content-type']).toMatch(type);
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(br.body.length).toBeLessThan(plain.body.length);

      const gz = await raw(path, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    });
  }

  it('answers a browser whose copy is current with 304, and HEAD with the headers alone', async () => {
    const page = await raw('/pricing', 'br');
    expect(page.headers.etag).toBeTruthy();
    const again = await raw('/pricing', 'br', { headers: { 'if-none-match': page.headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // Each variant has its own tag: the brotli copy is not current for a gzip answer.
    expect((await raw('/pricing', 'gzip', { headers: { 'if-none-match': page.headers.etag! } })).status).toBe(200);

    const head = await raw('/pricing', 'br', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(page.body.length);
  });

  it('answers an unknown address with the site’s 404 page, and the back-office’s screens with its application', async () => {
    const missing = await raw('/pas-de-page-ici', 'br');
    expect(missing.status).toBe(404);
    expect(brotliDecompressSync(missing.body).toString()).toContain('<html');
    const screen = await raw('/webmaster/users');
    expect(screen.status).toBe(200);
    expect(screen.headers['content-type']).toMatch(/^text\/html/);
    expect(screen.body.toString()).toContain('<div id="root">');
  });
});
