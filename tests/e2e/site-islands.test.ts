/**
 * The interactive pieces present on every public page, used with the keyboard only: the
 * mega menu, the assistant (chatbot) and the cookie banner; the pricing estimator's sliders;
 * and what JavaScript a page ships: no React on a page without an island until the visitor
 * opens the assistant.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../support/api';
import { launchBrowser } from '../support/browser';
import { STEP_TIMEOUT } from '../support/browser-suite';
import { makeScreenshotFolder, screenshotOnFailure, watchApiCalls } from '../support/screenshots';
import { REPO_ROOT, startServer, type TestServer } from '../support/server';

const CLIENT_DIR = join(REPO_ROOT, 'site', 'dist', 'client');
/** A string only React's own code contains (its element type symbol). */
const REACT_MARKER = 'react.transitional.element';
const CONSENT_KEY = 'cookieConsent';
const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

let server: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const url = (path: string) => new URL(path, server.baseUrl).href;

async function newPage({ consent = true, width = 1280 } = {}) {
  await context?.close();
  context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, locale: 'fr-FR' });
  if (consent) {
    await context.addInitScript(
      ([key]) => localStorage.getItem(key) ?? localStorage.setItem(key, JSON.stringify({ necessary: true, analytics: false, preferences: false, timestamp: new Date().toISOString() })),
      [CONSENT_KEY],
    );
  }
  page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  watchApiCalls(page);
  return page;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const setup = await apiClient(server.baseUrl).post('/setup/init', {
    company: 'Clavier SAS',
    name: 'Claire Clavier',
    email: 'claire@clavier.fr',
    password: 'Phrase-secrete-1',
  });
  expect(setup.status).toBe(201);
  await makeScreenshotFolder();
});
afterEach(screenshotOnFailure(() => page));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** What has the focus, as a person would name it. */
const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element?.getAttribute('aria-label') || element?.innerText?.trim() || element?.tagName || '';
  });
const focusMatches = (selector: string) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/** Presses Tab (or Shift+Tab) until the focus is on an element matching the CSS selector, or named so. */
async function tabTo(target: string | { name: string }, { backwards = false, max = 80 } = {}) {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (typeof target === 'string' ? await focusMatches(target) : (await focused()) === target.name) return;
  }
  throw new Error(`${JSON.stringify(target)} not reached with the keyboard`);
}

async function expectNoAxeViolations() {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('the mega menu with the keyboard', () => {
  it('opens with Enter, moves the focus into it, keeps Tab inside, and closes with Escape', async () => {
    await newPage();
    await page.goto(url('/'));
    await tabTo('[data-menu-toggle]');
    expect(await focused()).toBe('Ouvrir le menu');
    await page.keyboard.press('Enter');
    const menu = page.locator('#mega-menu');
    await menu.waitFor({ state: 'visible' });
    expect(await page.locator('[data-menu-toggle]').getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.classList.contains('is-scroll-locked'))).toBe(true);
    expect(await focusMatches('#mega-menu .groups a')).toBe(true);
    expect(await focused()).toContain('Hexagone OS');
    for (let n = 0; n < 5; n += 1) await page.keyboard.press('Tab');
    expect(await focusMatches('#mega-menu a')).toBe(true);
    await expectNoAxeViolations();

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    expect(await focusMatches('[data-menu-toggle]')).toBe(true);
    expect(await page.locator('[data-menu-toggle]').getAttribute('aria-expanded')).toBe('false');
  });

  it('follows a link chosen with the keyboard', async () => {
    await page.keyboard.press('Enter');
    await page.locator('#mega-menu').waitFor({ state: 'visible' });
    await tabTo('#mega-menu a[href="/forum"]');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/forum$/);
    await page.getByRole('heading', { level: 1, name: 'Forum communautaire' }).waitFor();
  });
});

describe('the assistant with the keyboard', () => {
  const dialog = () => page.getByRole('dialog', { name: 'Assistant Hexagone' });
  const log = () => page.getByRole('log');

  it('opens from its button with Enter and puts the focus on the first option', async () => {
    await newPage();
    await page.goto(url('/about'));
    await tabTo('[data-chatbot-launcher]', { backwards: true });
    expect(await focused()).toBe('Besoin d’aide ?');
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    expect(await page.locator('[data-chatbot-launcher]').getAttribute('aria-expanded')).toBe('true');
    await expect.poll(focused).toBe('Découvrir Hexagone');
    expect(await log().innerText()).toContain("Bonjour ! Je suis l'assistant Hexagone.");
    await expectNoAxeViolations();
  });

  it('answers a choice after 800 ms of typing, then offers the next options', async () => {
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Nos produits');
    await page.keyboard.press('Enter');
    const chosenAt = Date.now();
    await log().getByText('L’assistant écrit…').waitFor({ state: 'attached' });
    expect(await log().locator('li').allInnerTexts()).toEqual([
      expect.stringContaining('Bonjour !'),
      expect.stringContaining('Nos produits'),
      expect.stringContaining('L’assistant écrit…'),
    ]);
    await log().getByText('Quel produit vous intéresse ?').waitFor();
    expect(Date.now() - chosenAt).toBeGreaterThanOrEqual(700);
    await expect.poll(focused).toBe('Hexagone OS');
    expect(await dialog().getByRole('button').allInnerTexts()).toEqual(
      expect.arrayContaining(['Hexagone OS', 'Agent IA', 'Cluster AI', 'Firewall IA', 'Blockchain', 'Hosting HA', 'Plateforme SaaS', 'Menu principal']),
    );
  });

  it("says 'Je vous redirige vers …' then leads to the page after a second, closing the window", async () => {
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Découvrir Hexagone OS');
    const chosenAt = Date.now();
    await page.keyboard.press('Enter');
    await log().getByText('Je vous redirige vers Découvrir Hexagone OS...').waitFor();
    await page.waitForURL(/\/products\/hexagone-os$/);
    // 800 ms of typing, then 1 s before leaving.
    expect(Date.now() - chosenAt).toBeGreaterThanOrEqual(1700);
  });

  it('shows a piece of information with its way back, restarts with the reset button and closes with Escape', async () => {
    await tabTo('[data-chatbot-launcher]', { backwards: true });
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Découvrir Hexagone');
    await tabTo({ name: "Besoin d'aide" });
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Centre de support');
    await tabTo({ name: 'Joindre le support' });
    await page.keyboard.press('Enter');
    await log().getByText('Notre équipe d’experts répond 24 h/24', { exact: false }).waitFor();
    expect(await dialog().locator('.chatbot-option').allInnerTexts()).toEqual(['Écrire au support', 'Menu principal']);

    await tabTo('button[aria-label="Recommencer la conversation"]', { backwards: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => log().locator('li').count()).toBe(1);
    expect(await log().innerText()).toContain('Bonjour !');

    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
    expect(await focusMatches('[data-chatbot-launcher]')).toBe(true);
    expect(await page.locator('[data-chatbot-launcher]').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes from its close button too', async () => {
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    await tabTo('button[aria-label="Fermer l\'assistant"]', { backwards: true });
    await page.keyboard.press('Enter');
    await dialog().waitFor({ state: 'hidden' });
    expect(await focusMatches('[data-chatbot-launcher]')).toBe(true);
  });

  it('opens from any data-open-chatbot element, such as the site map button, and gives it the focus back', async () => {
    await page.goto(url('/sitemap'));
    await tabTo('main [data-open-chatbot]');
    const opener = await focused();
    await page.keyboard.press('Enter');
    await dialog().waitFor();
    await expect.poll(focused).toBe('Découvrir Hexagone');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'hidden' });
    expect(await focused()).toBe(opener);
  });
});

describe('the cookie banner with the keyboard', () => {
  const banner = () => page.locator('[data-cookie-banner]');
  const stored = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_KEY);

  it('is shown without a stored choice, first in the tab order, refusing as prominent as accepting', async () => {
    await newPage({ consent: false });
    await page.goto(url('/'));
    await banner().waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    expect(await focusMatches('[data-cookie-banner] a')).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Tout accepter');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Essentiels uniquement');
    const looks = (name: string) =>
      page.getByRole('button', { name, exact: true }).evaluate((button) => {
        const style = getComputedStyle(button);
        const box = button.getBoundingClientRect();
        return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, Math.round(box.width), Math.round(box.height)];
      });
    expect(await looks('Essentiels uniquement')).toEqual(await looks('Tout accepter'));
    await expectNoAxeViolations();
  });

  it("opens 'Personnaliser' (then named 'Masquer') with only the consent-free audience measurement ticked, and stores the choice made", async () => {
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Personnaliser');
    await page.keyboard.press('Enter');
    expect(await focused()).toBe('Masquer');
    expect(await page.getByRole('button', { name: 'Masquer' }).getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByLabel('Cookies essentiels').isChecked()).toBe(true);
    expect(await page.getByLabel('Cookies essentiels').isDisabled()).toBe(true);
    expect(await page.getByLabel("Mesure d'audience").isChecked()).toBe(true);
    expect(await page.getByLabel('Préférences').isChecked()).toBe(false);
    await expectNoAxeViolations();

    // Unticking the measurement is an objection, stored like any choice.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('INPUT');
    await page.keyboard.press('Space');
    await tabTo('[data-consent="custom"]');
    await page.keyboard.press('Enter');
    await banner().waitFor({ state: 'hidden' });
    const consent = await stored();
    expect(consent).toEqual({ necessary: true, analytics: false, preferences: false, timestamp: expect.any(String) });
    expect(Math.abs(Date.parse(consent.timestamp) - Date.now())).toBeLessThan(60_000);
  });

  it("stays hidden once answered, and 'Gérer mes cookies' in the footer reopens it with the stored choice", async () => {
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await banner().isHidden()).toBe(true);
    await tabTo('[data-cookie-settings]', { backwards: true });
    expect(await focused()).toBe('Gérer mes cookies');
    await page.keyboard.press('Enter');
    await banner().waitFor({ state: 'visible' });
    expect(await focused()).toBe('Nous respectons votre vie privée');
    await tabTo('[data-consent="essentials"]');
    await page.keyboard.press('Enter');
    await banner().waitFor({ state: 'hidden' });
    expect(await stored()).toMatchObject({ necessary: true, analytics: false, preferences: false });
    expect(await focused()).toBe('Gérer mes cookies');
  });

  it('asks again once the choice is about six months old', async () => {
    const storeAged = (ageMs: number) =>
      page.evaluate(
        ([key, iso]) => localStorage.setItem(key, JSON.stringify({ necessary: true, analytics: true, preferences: true, timestamp: iso })),
        [CONSENT_KEY, new Date(Date.now() - ageMs).toISOString()] as const,
      );
    await storeAged(5 * MONTH_MS);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(await banner().isHidden()).toBe(true);
    await storeAged(7 * MONTH_MS);
    await page.reload();
    await banner().waitFor({ state: 'visible' });
  });

  it('keeps the assistant button clear of the banner on a phone', async () => {
    await newPage({ consent: false, width: 390 });
    await page.goto(url('/'));
    await banner().waitFor({ state: 'visible' });
    const launcher = (await page.locator('[data-chatbot-launcher]').boundingBox())!;
    const box = (await banner().boundingBox())!;
    expect(launcher.y + launcher.height).toBeLessThanOrEqual(box.y);
    await page.getByRole('button', { name: 'Tout accepter' }).press('Enter');
    await banner().waitFor({ state: 'hidden' });
    await expect.poll(async () => (await page.locator('[data-chatbot-launcher]').boundingBox())!.y).toBeGreaterThan(launcher.y);
  });
});

describe('the pricing estimator with the keyboard', () => {
  it('opens, moves a slider with the arrow keys and updates the total', async () => {
    await newPage();
    await page.goto(url('/pricing'));
    await tabTo({ name: 'Calculateur de coûts' });
    // The island wakes up when seen: the focus scrolled it into view.
    const island = page.locator('astro-island', { has: page.getByRole('button', { name: 'Calculateur de coûts' }) });
    await expect.poll(() => island.getAttribute('ssr')).toBeNull();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const total = dialog.locator('[data-estimate-total]');
    const amount = async () => Number((await total.innerText()).replace(/\D/g, ''));
    expect(await amount()).toBe(2450);
    await tabTo('input[type="range"]');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).id)).toMatch(/cpu$/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(amount).toBe(2470);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(amount).toBe(2430);
    await expectNoAxeViolations();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('the JavaScript a page ships', () => {
  /** The addresses of the scripts a page loads while the callback runs. */
  async function scriptsLoadedDuring(run: () => Promise<unknown>): Promise<string[]> {
    const urls: string[] = [];
    const listener = (request: import('playwright-core').Request) => {
      if (request.resourceType() === 'script') urls.push(request.url());
    };
    page.on('request', listener);
    try {
      await run();
    } finally {
      page.off('request', listener);
    }
    return urls;
  }

  /** Every script the page loads, islands included (a visitor scrolling to the bottom sees them all), with its source. */
  async function loadedScripts(path: string) {
    // Leave the previous page first: its late requests are not this page's.
    await page.goto('about:blank');
    const urls = await scriptsLoadedDuring(async () => {
      await page.goto(url(path), { waitUntil: 'networkidle' });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
    });
    return Promise.all(urls.map(async (address) => ({ url: address, text: await (await fetch(address)).text() })));
  }
  const shipsReact = (scripts: { text: string }[]) => scripts.some((script) => script.text.includes(REACT_MARKER));

  const pagesWithoutIsland = readFileSync(join(CLIENT_DIR, 'sitemap-0.xml'), 'utf8')
    .match(/<loc>[^<]+<\/loc>/g)!
    .map((loc) => new URL(loc.slice(5, -6)).pathname)
    .filter((path) => {
      const file = join(CLIENT_DIR, path === '/' ? 'index.html' : `${path}.html`);
      try {
        return !readFileSync(file, 'utf8').includes('<astro-island');
      } catch {
        return false;
      }
    });

  it('ships only the cookie banner, staff maintenance notice, menu, assistant, live chat dock and audience beacon scripts on /about, against islands on /pricing', async () => {
    await newPage();
    await page.goto(url('/about'));
    expect(await page.locator('astro-island').count()).toBe(0);
    expect(await page.locator('script[type="module"]').count()).toBe(6);
    await page.goto(url('/pricing'));
    expect(await page.locator('astro-island').count()).toBeGreaterThan(0);
  });

  it('loads no React on a page without an island until the assistant is opened', async () => {
    const scripts = await loadedScripts('/about');
    expect(scripts.length).toBeGreaterThan(0);
    expect(shipsReact(scripts)).toBe(false);
    const later = await scriptsLoadedDuring(async () => {
      await page.locator('[data-chatbot-launcher]').press('Enter');
      await page.getByRole('dialog', { name: 'Assistant Hexagone' }).waitFor();
    });
    const texts = await Promise.all(later.map(async (address) => (await fetch(address)).text()));
    expect(texts.some((text) => text.includes(REACT_MARKER))).toBe(true);
  });

  it('loads React where an island needs it', async () => {
    expect(shipsReact(await loadedScripts('/pricing'))).toBe(true);
  });

  it.each(pagesWithoutIsland)('loads no React on %s, which has no island', async (path) => {
    expect(shipsReact(await loadedScripts(path))).toBe(false);
  });
});
