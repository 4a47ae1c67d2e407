/**
 * The public site's status, download, legal, site-map, launch and user-area pages, used as a
 * visitor would in Debian's Chromium against the real built server; each one checked with axe.
 */
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf, signInAdmin, signedInContext } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { openPage, startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';
import { answerCookieBanner, SITE_SCREEN } from '../support/site-visitor';

let server: TestServer;
let browser: Browser;
let page: Page;
let api: ApiClient;
let adminToken: string;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  ({ api, token: adminToken } = await signInAdmin(server));
  const context = await browser.newContext(SITE_SCREEN);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.baseUrl });
  await answerCookieBanner(context);
  page = await openPage(context);
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

const pathOf = (p: Page) => new URL(p.url()).pathname;
const request = (path: string) => fetch(server.url(path), { redirect: 'manual', headers: { accept: 'text/html' } });

/** Scrolls an island into view and waits until Astro has hydrated it (a click before that would be lost). */
async function hydrated(selector: string, p: Page = page) {
  await p.locator(selector).first().scrollIntoViewIfNeeded();
  await p.waitForFunction((s) => {
    const island = document.querySelector(s)?.closest('astro-island');
    return !!island && !island.hasAttribute('ssr');
  }, selector);
}

async function expectNoAxeViolations(p: Page = page) {
  const { violations } = await new AxeBuilder({ page: p }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('status page', () => {
  it('shows every service and region operational, the 30-day figures and the recent incidents', async () => {
    await page.goto(server.url('/status'));
    await page.getByRole('heading', { level: 1, name: 'Statut des services' }).waitFor();
    await page.getByRole('heading', { name: 'Tous les systèmes sont opérationnels' }).waitFor();
    expect(await page.getByText('Opérationnel', { exact: true }).count()).toBe(12);
    for (const code of ['eu-west-1', 'eu-central-1', 'us-east-1', 'us-west-1', 'ap-southeast-1', 'ap-northeast-1']) {
      await page.getByText(code, { exact: true }).waitFor();
    }
    const figures = (await page.locator('main').innerText()).replace(/[\u00a0\u202f]/g, ' ');
    for (const figure of ['99,9 %', '99,98 %', '38 ms', '12 min']) expect(figures).toContain(figure);
    for (const type of ['Partiel', 'Maintenance', 'Mineur']) await page.getByText(type, { exact: true }).first().waitFor();
    await expectNoAxeViolations();
  });

  it('leads to a real 90-day history and a real RSS feed', async () => {
    await page.getByRole('link', { name: 'Historique sur 90 jours' }).first().click();
    await page.waitForURL(/\/status\/history$/);
    await page.getByRole('heading', { level: 1, name: 'Historique des incidents' }).waitFor();
    await page.getByText('Majeur', { exact: true }).waitFor();
    expect(await page.locator('.incident').count()).toBeGreaterThan(3);
    await expectNoAxeViolations();

    const feed = await request('/status/rss.xml');
    expect(feed.status).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)?.length).toBeGreaterThan(3);
  });

  it('subscribes to incident notifications, e-mail ticked by default', async () => {
    await page.goto(server.url('/status'));
    await hydrated('.subscribe');
    const email = page.getByRole('checkbox', { name: 'E-mail' });
    await expect.poll(() => email.isChecked()).toBe(true);
    for (const name of ['SMS', 'Webhook', 'Slack']) expect(await page.getByRole('checkbox', { name }).isChecked()).toBe(false);

    await page.getByRole('checkbox', { name: 'Slack' }).check();
    await page.getByLabel('Adresse e-mail').fill('astreinte@exemple.fr');
    await page.getByRole('button', { name: "S'abonner aux notifications" }).click();
    await page.getByText('Abonnement enregistré pour astreinte@exemple.fr : E-mail et Slack.').waitFor();

    const stored = await api.get('/newsletter_subscribers', { token: adminToken, query: { q: 'astreinte@exemple.fr' } });
    expect(stored.body.data).toEqual([expect.objectContaining({ source: 'status', channels: ['email', 'slack'] })]);
  });
});

describe('download page', () => {
  it('opens on Linux and moves between platforms with the arrow keys', async () => {
    await page.goto(server.url('/download'));
    await page.getByRole('heading', { level: 1, name: /Hexagone Community/ }).waitFor();
    await page.getByText('Version 2.4.0', { exact: true }).waitFor();
    await hydrated('.download-tabs');
    const tab = (name: string) => page.getByRole('tab', { name });
    await expect.poll(() => tab('Linux').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel').getByText('install.sh', { exact: true }).waitFor();

    await tab('Linux').focus();
    await page.keyboard.press('ArrowRight');
    expect(await tab('Docker').getAttribute('aria-selected')).toBe('true');
    expect(await tab('Docker').evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole('tabpanel').getByText(/^docker run -d/).waitFor();

    await page.keyboard.press('End');
    expect(await tab('Kubernetes').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tabpanel').getByText(/^helm repo add/).waitFor();
    await page.keyboard.press('ArrowRight');
    expect(await tab('Linux').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    expect(await tab('Kubernetes').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Home');
    expect(await tab('Linux').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(await tab('Linux').getAttribute('id'));
  });

  it('copies a command to the clipboard and says so', async () => {
    await page.getByRole('button', { name: "Copier la commande : Script d'installation" }).click();
    await page.getByRole('button', { name: 'Copié !' }).waitFor();
    await page.getByText("Commande « Script d'installation » copiée dans le presse-papiers.").waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^curl -fsSL https:\/\/get\.hexagone\.fr\/install\.sh \| sudo sh -s -- --version 2\.4\.0$/);
    await page.getByRole('button', { name: "Copier la commande : Script d'installation" }).waitFor({ timeout: 5_000 });
  });

  it('shows and hides the quick-start guide', async () => {
    const guide = page.getByRole('heading', { name: 'Démarrage rapide' });
    expect(await guide.isVisible()).toBe(false);
    await page.getByText('Afficher le guide de démarrage rapide').click();
    await guide.waitFor();
    await page.getByText(/compte administrateur par défaut/).waitFor();
    await page.screenshot({ path: join(SHOTS, 'download-guide.png'), fullPage: true });
    await page.getByText('Masquer le guide de démarrage rapide').click();
    await guide.waitFor({ state: 'hidden' });
  });

  it('lists the requirements and helps, one card leading to the forum', async () => {
    const table = page.getByRole('table');
    for (const text of ['4 cœurs', '8+ cœurs', '50 Go SSD', '200+ Go NVMe', '4.15+', '5.10+', '20.10+', '100 Mbit/s', '1+ Gbit/s']) {
      await table.getByText(text, { exact: true }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'Rejoindre le forum' }).getAttribute('href')).toBe('/forum');
    await expectNoAxeViolations();
  });
});

describe('legal pages', () => {
  it.each([
    ['/terms', '/legal/terms'],
    ['/privacy', '/legal/privacy'],
    ['/cgv', '/legal/cgv'],
  ])('moved %s for good to %s', async (from, to) => {
    const response = await request(from);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('takes a visitor of an old address to the page, under Mentions légales', async () => {
    await page.goto(server.url('/terms'));
    expect(pathOf(page)).toBe('/legal/terms');
    await page.getByRole('heading', { level: 1, name: "Conditions générales d'utilisation" }).waitFor();
    await page.getByText('Version 2.1 — en vigueur depuis le 1er janvier 2025').waitFor();
    await page.getByText(/authentification multifacteur est obligatoire pour les comptes administrateur/).waitFor();
    const crumbs = page.getByRole('navigation', { name: "Fil d'Ariane" });
    expect((await crumbs.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual(['Accueil', 'Mentions légales', 'CGU']);
    await expectNoAxeViolations();
  });

  it('gives the privacy policy its trail and working buttons', async () => {
    await page.goto(server.url('/legal/privacy'));
    const crumbs = page.getByRole('navigation', { name: "Fil d'Ariane" });
    expect((await crumbs.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual(['Accueil', 'Mentions légales', 'Confidentialité']);
    expect(await crumbs.getByRole('link', { name: 'Mentions légales' }).getAttribute('href')).toBe('/legal');

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: /Imprimer/ }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await expectNoAxeViolations();

    await page.getByRole('link', { name: 'Demander la suppression' }).click();
    await page.waitForURL(/\/contact\?request=data-deletion$/);
    await page.getByText(/droit à l’effacement/).waitFor();
    await expect.poll(() => page.getByLabel(/^Message/).inputValue()).toContain('suppression de mon compte');
  });

  it('states the terms of sale and links the simulator', async () => {
    await page.goto(server.url('/legal/cgv'));
    const text = (await page.locator('main').innerText()).replace(/[\u00a0\u202f]/g, ' ');
    for (const expected of ['TVA au taux de 20 %', 'indemnité forfaitaire de 40 €', 'Standard : 99,9 %', 'Premium : 99,99 %', 'tribunaux de Paris']) {
      expect(text).toContain(expected);
    }
    for (const method of ['Carte bancaire', 'Prélèvement SEPA', 'Virement bancaire', 'Paiement sur facture']) {
      await page.getByRole('heading', { name: method }).waitFor();
    }
    expect(await page.getByRole('link', { name: 'Simuler mon tarif' }).getAttribute('href')).toBe('/pricing#estimateur');
    await expectNoAxeViolations();
  });

  it('names the publisher, host and director on /legal, and links the three documents', async () => {
    await page.goto(server.url('/legal'));
    await page.getByRole('heading', { level: 1, name: 'Mentions légales' }).waitFor();
    for (const heading of ['Éditeur du site', 'Directeur de la publication', 'Hébergeur']) await page.getByRole('heading', { name: heading }).waitFor();
    for (const href of ['/legal/terms', '/legal/cgv', '/legal/privacy']) expect(await page.locator(`main a[href="${href}"]`).count()).toBeGreaterThan(0);
    const footer = page.getByRole('navigation', { name: 'Informations légales' });
    for (const href of ['/legal', '/legal/privacy', '/legal/terms', '/legal/cgv']) expect(await footer.locator(`a[href="${href}"]`).count()).toBe(1);
    await expectNoAxeViolations();
  });
});

describe('site map', () => {
  it('lists the four groups outside the public layout, out of search engines, with the chatbot button', async () => {
    await page.goto(server.url('/sitemap'));
    await page.getByRole('heading', { level: 1, name: 'Plan du site' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    expect(await page.locator('.site-header').count()).toBe(0);
    for (const group of ['Pages principales', 'Produits', 'Support', 'Informations légales']) await page.getByRole('heading', { name: group }).waitFor();
    expect(await page.locator('main a[href^="/products/"]').count()).toBe(7);
    expect(await page.locator('main a[href="/legal/cgv"]').count()).toBe(1);
    // The page's own button; the floating launcher stays hidden outside the public layout.
    const opener = page.locator('main [data-open-chatbot]');
    expect(await opener.count()).toBe(1);
    expect(await page.locator('[data-chatbot-launcher]').isVisible()).toBe(false);
    await opener.click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await expectNoAxeViolations();
  });
});

describe('registration and the launch newsletter', () => {
  it('sends /register to the work-in-progress page', async () => {
    const response = await request('/register');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/work-in-progress');
    await page.goto(server.url('/register'));
    expect(pathOf(page)).toBe('/work-in-progress');
  });

  it('stores a newsletter address once, however often it is sent', async () => {
    await hydrated('.newsletter-form');
    const email = page.getByLabel('Adresse e-mail');
    const submit = page.getByRole('button', { name: "M'avertir" });
    for (let i = 0; i < 2; i += 1) {
      await email.fill('lancement@exemple.fr');
      await submit.click();
      await page.getByText('Merci ! Votre inscription est bien enregistrée.').waitFor();
      expect(await email.inputValue()).toBe('');
    }
    const stored = await api.get('/newsletter_subscribers', { token: adminToken, query: { q: 'lancement@exemple.fr' } });
    expect(stored.body.pagination.total).toBe(1);
    await expectNoAxeViolations();
  });
});

describe('user area', () => {
  it('sends an anonymous visitor to the login page, keeping where they came from', async () => {
    const anonymous = await browser.newPage();
    await anonymous.goto(server.url('/user/services'));
    await anonymous.waitForURL(/\/login\?redirect=/);
    expect(new URL(anonymous.url()).searchParams.get('redirect')).toBe('/user/services');
    await anonymous.close();
  });

  it('shows a signed-in user their area, and sends an administrator to the back-office', async () => {
    const created = await api.post(
      '/users',
      { name: 'Inès Client', email: 'ines@exemple.fr', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1', role: 'user' },
      { token: adminToken },
    );
    expect(created.status).toBe(201);
    const ines = await sessionOf(api, await login(api, 'ines@exemple.fr', 'Motdepasse-1'));

    const visitor = await signedInContext(browser, ines, { locale: 'fr-FR' });
    const userPage = await visitor.newPage();
    for (const [path, title] of [
      ['/user', 'Tableau de bord'],
      ['/user/services', 'Mes services'],
      ['/user/account', 'Mon Compte'],
      ['/user/billing', 'Facturation'],
      ['/user/support', 'Support'],
      ['/user/settings', 'Paramètres'],
    ]) {
      await userPage.goto(server.url(path));
      await userPage.getByRole('heading', { level: 1, name: title }).waitFor();
      await userPage.getByText('Tous les services opérationnels').waitFor();
    }
    await expectNoAxeViolations(userPage);
    await visitor.close();

    const admin = await signedInContext(browser, await sessionOf(api, adminToken), {});
    const adminPage = await admin.newPage();
    await adminPage.goto(server.url('/user/billing'));
    await adminPage.waitForURL(/\/webmaster/);
    await admin.close();
  });
});
