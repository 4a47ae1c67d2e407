/**
 * Pages and assets are sent as compressed at build time (scripts/precompress.mjs): brotli or
 * gzip as the browser accepts, the plain file otherwise, always with Vary: Accept-Encoding.
 */
import { readdirSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { REPO_ROOT, type TestServer } from '../support/server';

let server: TestServer;

beforeAll(async () => {
  ({ server } = await startServerAsAdmin());
});
afterAll(() => server?.stop());

/** The bytes as sent (fetch would decompress them). */
const raw = (path: string, encoding?: string) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    get(server.url(path), { headers: encoding ? { 'accept-encoding': encoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
const firstFile = (dir: string, pattern: RegExp) => readdirSync(dir).find((name) => pattern.test(name) && !/\.(br|gz)$/.test(name))!;

describe('precompressed pages and assets', () => {
  const siteScript = `/_astro/${firstFile(join(REPO_ROOT, 'site', 'dist', 'client', '_astro'), /\.js$/)}`;
  const adminScript = `/webmaster/assets/${firstFile(join(REPO_ROOT, 'admin', 'dist', 'assets'), /^index-.*\.js$/)}`;

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
});
