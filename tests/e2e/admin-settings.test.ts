/**
 * The settings screen in Debian's Chromium against the real built server: its five tabs, a
 * saved value kept after a reload and shown in the list of every setting, the maintenance
 * fields appearing only once enabled, on a desktop and on a 390 px phone; and the login page's
 * form for an expired password.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { openPage, startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { startDatabase, type TestDatabase } from '../support/database';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';
import { SMTP_ACCOUNT, startSmtp } from '../support/smtp';

let database: TestDatabase;
let server: TestServer;
let browser: Browser;
let admin: AdminSession;
let page: Page;

beforeAll(async () => {
  database = await startDatabase();
  ({ server, browser } = await startServerAndBrowser({ env: { MONGODB_URI: database.uri } }));
  admin = await signInAdmin(server);
  page = await signedInPage(browser, admin);
});
afterEach(screenshotOnFailure(() => page));
afterAll(async () => {
  await stopServerAndBrowser({ server, browser });
  await database?.stop();
});

const TABS = ['Site', 'Email', 'Sécurité', 'Maintenance', 'Tous les paramètres'];

describe('the settings screen', () => {
  it('opens on the Site tab, with the five tabs of the spec', async () => {
    await page.goto(server.url('/webmaster/settings'));
    await page.waitForURL(/\/webmaster\/settings\/site$/);
    const tabs = page.getByRole('tab');
    await tabs.first().waitFor();
    // MUI writes the tabs' labels in capitals with CSS only: the text is the spec's.
    expect((await tabs.allInnerTexts()).map((text) => text.toLowerCase())).toEqual(TABS.map((tab) => tab.toLowerCase()));
    await page.getByLabel(/^Nom du site/).waitFor();
    await page.screenshot({ path: join(SHOTS, 'admin-settings-site.png'), fullPage: true });
  });

  it('saves a security value, keeps it after a reload, and lists it under Tous les paramètres with its type in French', async () => {
    await page.getByRole('tab', { name: 'Sécurité' }).click();
    const timeout = page.getByLabel(/^Délai d'inactivité de session/);
    await timeout.waitFor();
    expect(await timeout.inputValue()).toBe('60');
    await timeout.fill('4');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('La valeur minimale est 5').waitFor();
    await timeout.fill('30');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.poll(async () => (await admin.api.get('/settings_security', { token: admin.token })).body.session_timeout).toBe(30);

    await page.reload();
    await page.getByLabel(/^Délai d'inactivité de session/).waitFor();
    expect(await page.getByLabel(/^Délai d'inactivité de session/).inputValue()).toBe('30');
    await page.screenshot({ path: join(SHOTS, 'admin-settings-security.png'), fullPage: true });

    await page.getByRole('tab', { name: 'Tous les paramètres' }).click();
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'security.session_timeout', exact: true }) });
    await row.waitFor();
    expect(await row.getByRole('cell', { name: '30', exact: true }).count()).toBe(1);
    // The Type column names the input in French, never by its code.
    expect(await row.getByRole('cell', { name: 'Nombre', exact: true }).count()).toBe(1);
    const codes = ['text', 'number', 'switch', 'password', 'datetime-local', 'tags', 'image', 'textarea'];
    expect((await page.getByRole('cell').allInnerTexts()).filter((text) => codes.includes(text.trim()))).toEqual([]);
    await page.screenshot({ path: join(SHOTS, 'admin-settings-all.png'), fullPage: true });
  });

  it('shows the maintenance fields only once maintenance is enabled', async () => {
    await page.getByRole('tab', { name: 'Maintenance' }).click();
    const enable = page.getByLabel('Activer le mode maintenance');
    await enable.waitFor();
    expect(await page.getByLabel(/^Message/).count()).toBe(0);
    await enable.check();
    await page.getByLabel(/^Message/).waitFor();
    expect(await page.getByLabel(/^Fin prévue/).count()).toBe(1);
    expect(await page.getByLabel(/^Afficher le compte à rebours/).count()).toBe(1);
    expect(await page.getByText('Adresses IP autorisées').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(SHOTS, 'admin-settings-maintenance.png'), fullPage: true });
    await enable.uncheck();
    await expect.poll(() => page.getByLabel(/^Message/).count()).toBe(0);
  });

  it('keeps a planned end typed 07:00 at 07:00, Paris time, after saving and reloading (issue 26 §3)', async () => {
    const year = new Date().getFullYear() + 1;
    await page.getByRole('tab', { name: 'Maintenance' }).click();
    const enable = page.getByLabel('Activer le mode maintenance');
    await enable.waitFor();
    await enable.check();
    await page.getByLabel(/^Message/).fill('Migration prévue');
    await page.getByLabel(/^Fin prévue/).fill(`${year}-01-15T07:00`);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Paramètres « Maintenance » enregistrés').waitFor();
    expect(new Date((await admin.api.get('/settings_maintenance', { token: admin.token })).body.expected_end).toISOString()).toBe(`${year}-01-15T06:00:00.000Z`);
    await page.reload();
    await page.getByLabel(/^Fin prévue/).waitFor();
    expect(await page.getByLabel(/^Fin prévue/).inputValue()).toBe(`${year}-01-15T07:00`);
    await admin.api.put('/settings_maintenance', { enabled: false }, { token: admin.token });
  });

  it('fits a 390 px phone', async () => {
    const phone = await signedInPage(browser, admin, { viewport: { width: 390, height: 844 }, locale: 'fr-FR', isMobile: true, hasTouch: true });
    try {
      await phone.goto(server.url('/webmaster/settings/email'));
      await phone.getByLabel(/^Serveur SMTP/).waitFor();
      expect(await phone.getByRole('button', { name: 'Envoyer un e-mail de test' }).count()).toBe(1);
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await phone.screenshot({ path: join(SHOTS, 'admin-settings-email-390.png'), fullPage: true });
    } finally {
      await phone.context().close();
    }
  });
});

describe('the Email tab', () => {
  it("sends a test e-mail through a real SMTP server and shows the server's answer", async () => {
    const smtp = await startSmtp();
    try {
      const saved = await admin.api.put(
        '/settings_email',
        { smtp_host: '127.0.0.1', smtp_port: smtp.port, smtp_user: SMTP_ACCOUNT.user, smtp_password: SMTP_ACCOUNT.password, sender_email: 'plateforme@exemple.fr', sender_name: 'Hexagone', use_tls: false },
        { token: admin.token },
      );
      expect(saved.status).toBe(200);
      await page.goto(server.url('/webmaster/settings/email'));
      // The password is never shown back: the field is empty, kept as it is when left so.
      expect(await page.getByLabel(/^Mot de passe/).inputValue()).toBe('');
      await page.getByRole('button', { name: 'Envoyer un e-mail de test' }).click();
      const ask = page.getByRole('dialog', { name: 'Envoyer un e-mail de test' });
      await ask.getByLabel(/^Destinataire/).fill('operatrice@exemple.fr');
      await ask.getByRole('button', { name: 'Envoyer' }).click();
      const answer = page.getByRole('dialog', { name: 'Réponse du serveur SMTP' });
      await answer.waitFor();
      expect(await answer.getByLabel('Réponse', { exact: true }).inputValue()).toMatch(/^250 /);
      expect(smtp.received.map((mail) => mail.to)).toEqual([['operatrice@exemple.fr']]);
      await page.screenshot({ path: join(SHOTS, 'admin-settings-email-test.png') });
      await answer.getByRole('button', { name: 'Fermer' }).click();
    } finally {
      await smtp.stop();
    }
  });
});

describe('the maintenance page', () => {
  it('shows the message, the expected end and a live countdown to a visitor, and the site to signed-in staff', async () => {
    const end = new Date(Date.now() + 90 * 60_000);
    const saved = await admin.api.put('/settings_maintenance', { enabled: true, message: 'Mise à jour de la plateforme', expected_end: end.toISOString(), show_countdown: true, allowed_ips: [] }, { token: admin.token });
    expect(saved.status).toBe(200);
    const visitor = await openPage(browser, { viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
    try {
      const response = await visitor.goto(server.url('/pricing'));
      expect(response?.status()).toBe(503);
      await visitor.getByRole('heading', { name: 'Maintenance en cours' }).waitFor();
      expect(await visitor.getByText('Mise à jour de la plateforme').count()).toBe(1);
      const countdown = visitor.locator('#maintenance-countdown');
      await expect.poll(() => countdown.innerText()).toMatch(/^01 h 2\d min \d\d s$/);
      const first = await countdown.innerText();
      await expect.poll(() => countdown.innerText()).not.toBe(first);
      await visitor.screenshot({ path: join(SHOTS, 'maintenance-390.png'), fullPage: true });
    } finally {
      await visitor.context().close();
    }
    // Staff signed in on this browser (the session cookie of the login) still see the site.
    await page.context().addCookies([{ name: 'hexagone_session', value: admin.token, url: server.baseUrl }]);
    expect((await page.goto(server.url('/pricing')))?.status()).toBe(200);
    await admin.api.put('/settings_maintenance', { enabled: false }, { token: admin.token });
  });
});

describe('the login page and an expired password', () => {
  it('asks for a new password in French, applies the policy, then signs in', async () => {
    const email = 'expire@exemple.fr';
    const created = await admin.api.post('/users', { name: 'Compte Expiré', email, role: 'user', password: 'Tournesol-48', confirmPassword: 'Tournesol-48' }, { token: admin.token });
    expect(created.status).toBe(201);
    await database.db.collection('users').updateOne({ email }, { $set: { password_changed_at: new Date(Date.now() - 120 * 86_400_000) } });

    const visitor = await openPage(browser, { viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
    try {
      await visitor.goto(server.url('/login'));
      // The login form is an island: typed into before it runs, the browser would submit it itself.
      await visitor.locator('astro-island:not([ssr])', { has: visitor.getByRole('button', { name: 'Se connecter' }) }).waitFor({ state: 'attached' });
      await visitor.getByLabel('Adresse e-mail').fill(email);
      await visitor.getByLabel('Mot de passe', { exact: true }).fill('Tournesol-48');
      await visitor.getByRole('button', { name: 'Se connecter' }).click();
      await visitor.getByText('Votre mot de passe a expiré : choisissez-en un nouveau pour continuer').waitFor();
      await visitor.getByLabel('Nouveau mot de passe', { exact: true }).fill('court');
      await visitor.getByLabel('Confirmer le nouveau mot de passe').fill('court');
      await visitor.getByRole('button', { name: 'Enregistrer et continuer' }).click();
      await visitor.getByText('Le mot de passe doit contenir au moins 8 caractères').waitFor();
      await visitor.screenshot({ path: join(SHOTS, 'login-password-expired.png'), fullPage: true });

      await visitor.getByLabel('Nouveau mot de passe', { exact: true }).fill('Girasol-2028');
      await visitor.getByLabel('Confirmer le nouveau mot de passe').fill('Girasol-2028');
      await visitor.getByRole('button', { name: 'Enregistrer et continuer' }).click();
      await visitor.waitForURL((url) => url.pathname === '/user');
      expect(await visitor.evaluate(() => Boolean(localStorage.getItem('token')))).toBe(true);
    } catch (error) {
      await visitor.screenshot({ path: join(SHOTS, 'failed-login-password-expired.png') });
      throw error;
    } finally {
      await visitor.context().close();
    }
  });
});
