/**
 * SITE_URL, read by the running server: robots.txt, the forum and blog sitemaps and the
 * canonical address of every page name the deployment's public address, whatever address
 * the site was built with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupAndLogin, apiClient } from '../support/api';
import { startServer, type TestServer } from '../support/server';

const PUBLIC = 'https://www.hexagone-exemple.fr';
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer({ env: { SITE_URL: `${PUBLIC}/` } });
  token = await setupAndLogin(apiClient(server.baseUrl));
});
afterAll(() => server?.stop());

const text = async (path: string) => {
  const response = await fetch(server.url(path));
  expect(response.status, path).toBe(200);
  return response.text();
};

describe('SITE_URL at run time', () => {
  it('is the address the Site tab shows before anyone saves it (issue 37 §5)', async () => {
    expect((await apiClient(server.baseUrl).get('/settings_site', { token })).body.url).toBe(PUBLIC);
  });

  it('names the sitemaps in robots.txt', async () => {
    const robots = await text('/robots.txt');
    expect(robots).toContain(`Sitemap: ${PUBLIC}/sitemap-index.xml`);
    expect(robots).toContain(`Sitemap: ${PUBLIC}/forum/sitemap.xml`);
    expect(robots).not.toContain('127.0.0.1');
  });

  it('is the origin of the forum and blog sitemaps and of a page rendered on request', async () => {
    for (const path of ['/forum/sitemap.xml', '/blog/sitemap.xml']) expect(await text(path)).not.toContain('127.0.0.1');
    expect(await text('/forum')).toContain(`<link rel="canonical" href="${PUBLIC}/forum">`);
  });

  it('is the origin of the prerendered pages and of the sitemap index, built for another address', async () => {
    expect(await text('/pricing')).toContain(`<link rel="canonical" href="${PUBLIC}/pricing">`);
    expect(await text('/sitemap-index.xml')).toContain(`<loc>${PUBLIC}/sitemap-0.xml</loc>`);
  });
});

describe('without SITE_URL nor a saved address', () => {
  it('names the address the server listens on, not the build’s port (issue 37 §5)', async () => {
    const bare = await startServer();
    try {
      const api = apiClient(bare.baseUrl);
      const bareToken = await setupAndLogin(api);
      const origin = new URL(bare.baseUrl).origin;
      expect(origin).not.toBe('http://127.0.0.1:3000');
      const page = await (await fetch(bare.url('/pricing'))).text();
      expect(page).toContain(`<link rel="canonical" href="${origin}/pricing">`);
      expect(page).not.toContain('127.0.0.1:3000');
      expect(await (await fetch(bare.url('/sitemap-index.xml'))).text()).toContain(`<loc>${origin}/sitemap-0.xml</loc>`);
      // The Site tab shows it too; saved unchanged, the site keeps following the server's address.
      const tab = (await api.get('/settings_site', { token: bareToken })).body;
      expect(tab.url).toBe(origin);
      const saved = await api.put('/settings_site', { ...tab, description: 'Hébergement souverain' }, { token: bareToken });
      expect(saved.status).toBe(200);
      expect(saved.body.url).toBe(origin);
      expect(await (await fetch(bare.url('/pricing'))).text()).toContain(`<link rel="canonical" href="${origin}/pricing">`);
      // A named address is kept and shown as named.
      const named = await api.put('/settings_site', { url: 'https://hexagone-exemple.fr' }, { token: bareToken });
      expect(named.body.url).toBe('https://hexagone-exemple.fr');
      expect((await api.get('/settings_site', { token: bareToken })).body.url).toBe('https://hexagone-exemple.fr');
      await expect.poll(async () => (await (await fetch(bare.url('/pricing'))).text()).includes('<link rel="canonical" href="https://hexagone-exemple.fr/pricing">')).toBe(true);
    } finally {
      await bare.stop();
    }
  });
});
