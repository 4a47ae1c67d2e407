/**
 * Every page of the public site in Debian's Chromium, checked with axe (WCAG 2.0/2.1 A and
 * AA, WCAG 2.2 AA): each address of the built sitemap, the forum and blog pages rendered on
 * request, and the site map. Each page must also carry its SEO head: a unique French title
 * and description, one h1, a canonical address and Open Graph tags.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, setupAndLogin } from '../support/api';
import { launchBrowser } from '../support/browser';
import { REPO_ROOT, startServer, type TestServer } from '../support/server';
import { createSiteContent } from '../support/site-content';

const SHOTS = join(REPO_ROOT, 'test-results', 'screenshots');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);

/** The build's sitemap, read at collection time so that each page is its own test. */
const builtSitemap = locs(readFileSync(join(REPO_ROOT, 'site', 'dist', 'client', 'sitemap-0.xml'), 'utf8'));
/** Public pages kept out of the sitemap, checked all the same. */
const MISSING_PAGE = '/page-qui-n-existe-pas';
const UNLISTED_PAGES = ['/sitemap', MISSING_PAGE];

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let contentPaths: string[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const api = apiClient(server.baseUrl);
  await createSiteContent(api, await setupAndLogin(api));
  await mkdir(SHOTS, { recursive: true });
  contentPaths = [
    ...locs(await (await fetch(`${server.baseUrl}/forum/sitemap.xml`)).text()),
    ...locs(await (await fetch(`${server.baseUrl}/blog/sitemap.xml`)).text()),
  ];
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  // The banner is checked on its own (site-islands.test.ts): here it would only cover the page.
  await context.addInitScript(() =>
    localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, analytics: false, preferences: false, timestamp: new Date().toISOString() })),
  );
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  lang: string | null;
  h1: number;
  og: Record<string, string>;
}

const heads = new Map<string, Head>();

/** Readable axe findings: rule, impact, what to do, and where. */
function describeViolations(path: string, violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map(
    (violation) =>
      `${path} — ${violation.id} (${violation.impact}) : ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`)
        .join('\n'),
  );
}

async function visit(path: string): Promise<string[]> {
  const response = await page.goto(new URL(path, server.baseUrl).href, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(path === MISSING_PAGE ? 404 : 200);
  // Islands hydrated on sight and late styles must be in place before axe looks.
  await page.waitForLoadState('networkidle');
  heads.set(
    path,
    await page.evaluate(() => {
      const meta = (selector: string) => document.querySelector(selector)?.getAttribute('content') ?? null;
      const og: Record<string, string> = {};
      document.querySelectorAll('meta[property^="og:"]').forEach((tag) => (og[tag.getAttribute('property')!] = tag.getAttribute('content') ?? ''));
      return {
        title: document.title,
        description: meta('meta[name="description"]'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        robots: meta('meta[name="robots"]'),
        lang: document.documentElement.getAttribute('lang'),
        h1: document.querySelectorAll('h1').length,
        og,
      };
    }),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  if (violations.length) await page.screenshot({ path: join(SHOTS, `axe-${path.replace(/\W+/g, '-') || 'home'}.png`), fullPage: true });
  return describeViolations(path, violations);
}

describe('axe finds no WCAG violation', () => {
  it('on a sitemap the server serves as built, with the public pages', async () => {
    expect(locs(await (await fetch(`${server.baseUrl}/sitemap-0.xml`)).text())).toEqual(builtSitemap);
    expect(builtSitemap).toEqual(expect.arrayContaining(['/', '/forum', '/blog']));
  });

  it.each([...builtSitemap, ...UNLISTED_PAGES])('on %s', async (path) => {
    expect(await visit(path)).toEqual([]);
  });

  it('on every forum topic and blog post of the content sitemaps', async () => {
    expect(contentPaths.length).toBeGreaterThanOrEqual(6);
    const findings: string[] = [];
    for (const path of contentPaths) findings.push(...(await visit(path)));
    expect(findings).toEqual([]);
  });

  it('with a narrow screen on the pages with the richest layout', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const findings: string[] = [];
    for (const path of ['/', '/forum', contentPaths[0], '/blog']) findings.push(...(await visit(path)));
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(findings).toEqual([]);
  });
});

describe('on a phone (390 px)', () => {
  it('no public page is wider than the screen', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    await phone.addInitScript(() =>
      localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, analytics: false, preferences: false, timestamp: new Date().toISOString() })),
    );
    const narrow = await phone.newPage();
    const wider: string[] = [];
    for (const path of [...builtSitemap, contentPaths[0]]) {
      await narrow.goto(new URL(path, server.baseUrl).href, { waitUntil: 'load' });
      const width = await narrow.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) wider.push(`${path} : ${width} px`);
    }
    await phone.close();
    expect(wider).toEqual([]);
  }, 120_000);
});

describe('the head of every indexed page', () => {
  const indexed = () => [...builtSitemap, ...contentPaths].map((path) => [path, heads.get(path)] as const);

  it('is French, with one h1, a title and a description', () => {
    for (const [path, head] of indexed()) {
      expect(head, `${path} was not visited`).toBeDefined();
      expect(head!.lang, path).toBe('fr');
      expect(head!.h1, `${path}: h1 count`).toBe(1);
      expect(head!.title.length, `${path}: title`).toBeGreaterThan(5);
      expect(head!.description?.length ?? 0, `${path}: description`).toBeGreaterThan(30);
      expect(head!.robots, `${path} is listed but noindex`).toBeNull();
    }
  });

  it('has a title and a description no other page has', () => {
    const pages = indexed();
    const byTitle = new Map<string, string[]>();
    for (const [path, head] of pages) byTitle.set(head!.title, [...(byTitle.get(head!.title) ?? []), path]);
    expect([...byTitle.entries()].filter(([, paths]) => paths.length > 1)).toEqual([]);
    const byDescription = new Map<string, string[]>();
    for (const [path, head] of pages) byDescription.set(head!.description!, [...(byDescription.get(head!.description!) ?? []), path]);
    expect([...byDescription.entries()].filter(([, paths]) => paths.length > 1).map(([, paths]) => paths)).toEqual([]);
  });

  it('names its canonical address and its Open Graph preview', () => {
    for (const [path, head] of indexed()) {
      expect(new URL(head!.canonical!).pathname, path).toBe(path);
      expect(head!.og['og:url'], path).toBe(head!.canonical);
      expect(head!.og['og:title'], path).toBe(head!.title);
      expect(head!.og['og:description'], path).toBe(head!.description);
      expect(head!.og['og:locale'], path).toBe('fr_FR');
      expect(head!.og['og:site_name'], path).toBe('Hexagone');
      expect(['website', 'article'], path).toContain(head!.og['og:type']);
      expect(head!.og['og:image'], path).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp|svg)$/);
    }
  });

  it('keeps the site map and the missing page out of search engines', () => {
    for (const path of UNLISTED_PAGES) expect(heads.get(path)?.robots, path).toBe('noindex, nofollow');
  });

  it('points link previews at a 1200×630 PNG that exists', async () => {
    const response = await fetch(`${server.baseUrl}/og-image.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
