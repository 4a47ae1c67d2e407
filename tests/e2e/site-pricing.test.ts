/**
 * The public pages of spec 1 built from data (features, pricing, about, solutions, support,
 * API documentation, the seven products), in Debian's Chromium against the real built server:
 * each renders one heading of level 1 and its own title; the pricing page switches to yearly
 * billing and its estimator opens on 2 450 € and follows the keyboard.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, apiClient } from '../support/api';
import { openPage, startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';
import { SITE_SCREEN } from '../support/site-visitor';

const PAGES = [
  '/features',
  '/pricing',
  '/about',
  '/solutions',
  '/support',
  '/api',
  '/products/hexagone-os',
  '/products/agent-ia',
  '/products/cluster-ai',
  '/products/firewall-ia',
  '/products/hosting-ha',
  '/products/blockchain',
  '/products/saas-platform',
];

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  // Every page leads to /setup until the first administrator exists.
  const setup = await apiClient(server.baseUrl).post('/setup/init', ADMIN);
  expect(setup.status).toBe(201);
  page = await openPage(browser, SITE_SCREEN);
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

/** Intl writes "2 450 €" with a narrow no-break space and a no-break space. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim();
/** Astro drops the `ssr` attribute of an island once React has hydrated it. */
const hydrated = (component: string) => page.locator(`astro-island[component-url*="${component}"]:not([ssr])`).waitFor({ state: 'attached' });

describe('the public pages', () => {
  it('each render one h1 and a title of their own', async () => {
    const titles = new Set<string>();
    for (const path of PAGES) {
      const response = await page.goto(server.url(path));
      expect(response?.status(), path).toBe(200);
      expect(new URL(page.url()).pathname, path).toBe(path);
      await expect.poll(() => page.locator('h1').count(), { message: path }).toBe(1);
      expect((await page.locator('h1').innerText()).trim(), path).not.toBe('');
      titles.add(await page.title());
    }
    expect(titles.size).toBe(PAGES.length);
  });

  it('lead /docs to the API documentation', async () => {
    await page.goto(server.url('/docs'));
    await page.waitForURL(/\/api$/);
    expect(await page.locator('h1').innerText()).toBe("Documentation de l'API");
  });

  it('place each product under Produits (/features) in the breadcrumb; Hosting HA shows its three plans', async () => {
    await page.goto(server.url('/products/hosting-ha'));
    const crumbs = page.getByRole('navigation', { name: "Fil d'Ariane" });
    expect(await crumbs.getByRole('link', { name: 'Produits' }).getAttribute('href')).toBe('/features');
    const plans = plain(await page.getByRole('region', { name: 'Offres Hosting HA' }).innerText());
    for (const price of ['99 €', '299 €', '799 €']) expect(plans).toContain(price);
  });
});

describe('the pricing page', () => {
  it('shows monthly prices first, then yearly prices per month', async () => {
    await page.goto(server.url('/pricing'));
    await hydrated('PricingPlans');
    const professional = page.getByRole('article', { name: 'Professional' });
    expect(plain(await professional.locator('.plan-amount').innerText())).toBe('199 €');
    expect(await page.getByRole('radio', { name: /Mensuel/ }).isChecked()).toBe(true);
    expect(plain(await page.getByText(/Économisez/).innerText())).toBe('Économisez 17 %');

    await page.getByRole('radio', { name: /Annuel/ }).check();
    expect(plain(await professional.locator('.plan-amount').innerText())).toBe('166 €');
    expect(plain(await professional.innerText())).toContain('1 990 €');
    expect(plain(await page.getByRole('article', { name: 'Starter' }).locator('.plan-amount').innerText())).toBe('41 €');
    await page.screenshot({ path: join(SHOTS, 'pricing-yearly.png') });
  });

  it('opens the estimator on 2 450 € and follows the keyboard', async () => {
    await page.getByRole('button', { name: 'Calculateur de coûts' }).scrollIntoViewIfNeeded();
    await hydrated('CostEstimator');
    await page.getByRole('button', { name: 'Calculateur de coûts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Estimateur de configuration sur mesure' });
    await dialog.waitFor();
    const total = dialog.locator('[data-estimate-total]');
    expect(plain(await total.innerText())).toBe('2 450 €');

    const cpu = dialog.getByRole('slider', { name: 'Processeurs (vCPU)' });
    await cpu.focus();
    await page.keyboard.press('ArrowRight');
    expect(await cpu.inputValue()).toBe('17');
    expect(plain(await total.innerText())).toBe('2 470 €');

    const gpu = dialog.getByRole('slider', { name: 'GPU dédiés' });
    await gpu.focus();
    await page.keyboard.press('End');
    expect(plain(await dialog.locator('output').nth(3).innerText())).toBe('8 GPU');
    expect(plain(await total.innerText())).toBe('4 270 €');

    await dialog.getByRole('radio', { name: /heures ouvrées/ }).check();
    expect(plain(await total.innerText())).toBe('4 170 €');
    await page.screenshot({ path: join(SHOTS, 'pricing-estimator.png') });

    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });
});

describe('the API documentation', () => {
  it('switches the language tabs of the samples with the arrow keys', async () => {
    await page.goto(server.url('/api'));
    await page.getByRole('tab', { name: 'Python' }).scrollIntoViewIfNeeded();
    await hydrated('SdkTabs');
    await page.getByRole('tab', { name: 'Python' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'JavaScript' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').innerText()).toContain("await fetch(");
    await page.keyboard.press('End');
    expect(await page.getByRole('tabpanel').innerText()).toContain('"net/http"');
  });
});
