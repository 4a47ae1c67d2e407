import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtFiles, builtOriginOf, originOf, siteOrigin, withOrigin } from './site-origin';

const root = mkdtempSync(join(tmpdir(), 'site-origin-'));
mkdirSync(join(root, 'legal'));
mkdirSync(join(root, '_astro'));
writeFileSync(join(root, 'index.html'), '<link rel="canonical" href="http://127.0.0.1:3000/">');
writeFileSync(join(root, 'legal', 'terms.html'), '<link rel="canonical" href="http://127.0.0.1:3000/legal/terms">');
writeFileSync(join(root, 'sitemap-index.xml'), '<sitemapindex><sitemap><loc>http://127.0.0.1:3000/sitemap-0.xml</loc></sitemap></sitemapindex>');
writeFileSync(join(root, '_astro', 'page.js'), 'http://127.0.0.1:3000/');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the public origin of the built files', () => {
  it('is read from the sitemap index, and an address counts by its http(s) origin', () => {
    expect(builtOriginOf(root)).toBe('http://127.0.0.1:3000');
    expect(originOf(' https://cloud.exemple.fr/accueil ')).toBe('https://cloud.exemple.fr');
    expect(originOf('ftp://cloud.exemple.fr')).toBeUndefined();
    expect(originOf('pas une adresse')).toBeUndefined();
  });

  it('moves the addresses under the built origin only, not a longer one', () => {
    expect(withOrigin('<loc>http://127.0.0.1:3000/a</loc><loc>http://127.0.0.1:30001/b</loc>', 'http://127.0.0.1:3000', 'https://x.fr')).toBe(
      '<loc>https://x.fr/a</loc><loc>http://127.0.0.1:30001/b</loc>',
    );
  });

  it('lists the pages by their address and file name, the sitemaps and feeds by file name, no script', () => {
    expect([...builtFiles(root).keys()].sort()).toEqual(['/', '/index.html', '/legal/terms', '/legal/terms.html', '/sitemap-index.xml']);
  });

  it('reads a file with the origin named, the same text while it stays', async () => {
    let named: string | undefined;
    const origin = siteOrigin(root, async () => named);
    const file = join(root, 'legal', 'terms.html');
    expect(await origin.read(file)).toBe('<link rel="canonical" href="http://127.0.0.1:3000/legal/terms">');
    named = 'https://cloud.exemple.fr/';
    const moved = await origin.read(file);
    expect(moved).toBe('<link rel="canonical" href="https://cloud.exemple.fr/legal/terms">');
    expect(await origin.read(file)).toBe(moved);
    named = 'http://127.0.0.1:3000';
    expect(await origin.read(file)).toContain('http://127.0.0.1:3000/legal/terms');
  });
});
