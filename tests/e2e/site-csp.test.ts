/**
 * The Content-Security-Policy blocks nothing the product itself runs (issue 9 §7): every page
 * of the built sitemap, the forum and blog pages rendered on request, the login and logout
 * pages and the back-office load in Chromium without one `securitypolicyviolation` (the
 * cookie banner, the mega menu and the islands all run), while an injected inline script is
 * refused.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf, signedInContext } from '../support/admin-session';
import { apiClient, setupAndLogin } from '../support/api';
import { launchBrowser } from '../support/browser';
import { REPO_ROOT, startServer, type TestServer } from '../support/server';
import { createSiteContent } from '../support/site-content';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
const builtSitemap = locs(readFileSync(join(REPO_ROOT, 'site', 'dist', 'client', 'sitemap-0.xml'), 'utf8'));
const OTHER_SITE_PAGES = ['/sitemap', '/login', '/page-qui-n-existe-pas'];
const BACK_OFFICE_PAGES = ['/webmaster', '/webmaster/users', '/webmaster/profile'];

let server: TestServer;
let browser: Browser;
let visitor: BrowserContext;
let admin: BrowserContext;
let contentPaths: string[] = [];

/** Every violation the page reports, collected from its first script on. */
async function recordViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI || 'inline'} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}

async function violationsOn(context: BrowserContext, path: string): Promise<string[]> {
  const page: Page = await context.newPage();
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  try {
    await page.goto(server.url(path), { waitUntil: 'networkidle' });
    return [...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)), ...console];
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const api = apiClient(server.baseUrl);
  const token = await setupAndLogin(api);
  await createSiteContent(api, token);
  contentPaths = [
    ...locs(await (await fetch(`${server.baseUrl}/forum/sitemap.xml`)).text()),
    ...locs(await (await fetch(`${server.baseUrl}/blog/sitemap.xml`)).text()),
  ];
  // No consent stored: the cookie banner's script runs on every page.
  visitor = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  await recordViolations(visitor);
  admin = await signedInContext(browser, await sessionOf(api, token));
  await recordViolations(admin);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the site', () => {
  it.each([...builtSitemap, ...OTHER_SITE_PAGES])('%s runs its scripts without a CSP violation', async (path) => {
    expect(await violationsOn(visitor, path)).toEqual([]);
  });

  it('the pages rendered on request too (forum and blog)', async () => {
    expect(contentPaths.length).toBeGreaterThan(2);
    for (const path of contentPaths) expect(await violationsOn(visitor, path), path).toEqual([]);
  });

  it('refuses an inline script that is not one of its own', async () => {
    const page = await visitor.newPage();
    try {
      await page.goto(server.url('/'), { waitUntil: 'networkidle' });
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp.length)).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });
});

describe('the back-office', () => {
  it.each(BACK_OFFICE_PAGES)('%s runs without a CSP violation', async (path) => {
    expect(await violationsOn(admin, path)).toEqual([]);
  });
});
