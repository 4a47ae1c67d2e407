/**
 * No dead end on the public site: starting from the home page and every sitemap address,
 * every internal link (<a href>: menus, footers, pages, forum and blog) is followed, and none
 * may answer 404 or 500. Also: /logout really signs the visitor out and lands on /login.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, setupAndLogin, type ApiClient } from '../support/api';
import { launchBrowser } from '../support/browser';
import { startServer, type TestServer } from '../support/server';
import { createSiteContent } from '../support/site-content';

/** Enough for every page and its filter links; a runaway crawl stops here. */
const MAX_ADDRESSES = 600;

let server: TestServer;
let browser: Browser;
let api: ApiClient;
let token: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  api = apiClient(server.baseUrl);
  token = await setupAndLogin(api);
  await createSiteContent(api, token);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);

/** The internal addresses an HTML page links to, without their #fragment. */
function internalLinks(html: string, pageUrl: string, origin: string): string[] {
  const found = new Set<string>();
  for (const [, raw] of html.matchAll(/<a\b[^>]*?\shref\s*=\s*["']([^"']*)["']/gi)) {
    const href = raw.replace(/&amp;/g, '&').trim();
    if (!href || href.startsWith('#') || /^(mailto|tel|javascript|data):/i.test(href)) continue;
    const target = new URL(href, pageUrl);
    if (target.origin !== origin) continue;
    target.hash = '';
    found.add(target.pathname + target.search);
  }
  return [...found];
}

/** Pages whose links are not read: the back-office and the API answer but are not the site. */
const notCrawled = (path: string) => path.startsWith('/webmaster') || path.startsWith('/api/') || path === '/api';

describe('every internal link', () => {
  it('answers without 404 or 500, from the home page and the sitemaps on', async () => {
    const origin = server.baseUrl;
    const sitemaps = ['/sitemap-0.xml', '/forum/sitemap.xml', '/blog/sitemap.xml'];
    const seeds = ['/'];
    for (const sitemap of sitemaps) {
      const response = await fetch(`${origin}${sitemap}`);
      expect(response.status, sitemap).toBe(200);
      seeds.push(...locs(await response.text()));
    }
    expect(seeds.length).toBeGreaterThan(25);

    const linkedFrom = new Map<string, string>(seeds.map((path) => [path, 'sitemap']));
    const queue = [...new Set(seeds)];
    const statuses = new Map<string, number>();
    while (queue.length && statuses.size < MAX_ADDRESSES) {
      const path = queue.shift()!;
      if (statuses.has(path)) continue;
      const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
      statuses.set(path, response.status);
      const html = await response.text();
      // A filtered list links to the same pages as the plain one: its own links are enough.
      if (notCrawled(path) || path.includes('?') || !response.headers.get('content-type')?.includes('text/html')) continue;
      for (const link of internalLinks(html, response.url, origin)) {
        if (!linkedFrom.has(link)) linkedFrom.set(link, path);
        if (!statuses.has(link)) queue.push(link);
      }
    }

    const broken = [...statuses].filter(([, status]) => status >= 400).map(([path, status]) => `${path} → ${status} (lien depuis ${linkedFrom.get(path)})`);
    expect(broken).toEqual([]);
    expect(queue.filter((path) => !statuses.has(path)), 'addresses left unvisited').toEqual([]);
    // The crawl reached the content pages and the pieces every page links to.
    const visited = [...statuses.keys()];
    expect(visited.length).toBeGreaterThan(40);
    for (const path of ['/forum', '/blog', '/sitemap', '/contact?demo=true', '/work-in-progress', '/login']) expect(visited, path).toContain(path);
    expect(visited.some((path) => path.startsWith('/forum/topics/'))).toBe(true);
    expect(visited.some((path) => /^\/blog\/[^?]/.test(path))).toBe(true);
  });
});

describe('/logout', () => {
  it('signs the visitor out and lands on /login', async () => {
    const email = `lecteur-${Date.now()}@exemple.fr`;
    const created = await api.post('/users', { name: 'Léo Lecteur', email, role: 'user', password: 'Motdepasse-1!', confirmPassword: 'Motdepasse-1!' }, { token });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const signedIn = await api.post('/auth/login', { email, password: 'Motdepasse-1!' });
    expect(signedIn.status).toBe(200);

    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/`);
    await page.evaluate(({ token: jwt, user }) => {
      localStorage.setItem('token', jwt);
      localStorage.setItem('user', JSON.stringify(user));
    }, signedIn.body);
    await page.goto(`${server.baseUrl}/user`);
    await page.waitForFunction(() => document.documentElement.dataset.guard === 'ok');

    await page.goto(`${server.baseUrl}/logout`);
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([null, null]);
    await page.goto(`${server.baseUrl}/user`);
    await page.waitForURL(/\/login(\?|$)/);
    await context.close();
  });
});
