/**
 * The back-office's « Profil » for a team member (an editor), in Debian's Chromium against the
 * built server: the account as the server holds it, the name saved (the header follows), the
 * password's rules ticked as one types, a wrong current password refused in French, then the
 * change, told as a queued mail, that ends the other session and keeps this
 * one. At 1 440 px and on a phone.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf, signInAdmin, signedInPage, type AdminSession, type Session } from '../support/admin-session';
import { login } from '../support/api';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { createRecord } from '../support/records';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

const PHONE = { viewport: { width: 390, height: 844 }, locale: 'fr-FR' };
const EMAIL = 'hugo@hexagone.fr';
const PASSWORD = 'Motdepasse-Hugo-1';
const NEW_PASSWORD = 'Colibri-Vert-2027';

let server: TestServer;
let browser: Browser;
let admin: AdminSession;
let hugo: Session;
let page: Page | undefined;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await signInAdmin(server);
  await createRecord(admin.api, admin.token, 'users', { name: 'Hugo Lefèvre', email: EMAIL, role: 'editor', password: PASSWORD, confirmPassword: PASSWORD });
  hugo = await sessionOf(admin.api, await login(admin.api, EMAIL, PASSWORD));
});
afterEach(screenshotOnFailure(() => page));
afterAll(async () => {
  await page?.context().close();
  await stopServerAndBrowser({ server, browser });
});

async function open(screen?: typeof PHONE): Promise<Page> {
  await page?.context().close();
  page = await signedInPage(browser, hugo, screen);
  await page.goto(server.url('/webmaster/profile'));
  await page.getByRole('heading', { name: 'Profil' }).first().waitFor();
  await page.getByText(EMAIL).waitFor();
  return page;
}

describe('« Profil » in the back-office', () => {
  it('shows the account, saves the name and changes the password, ending the other session', async () => {
    const other = await login(admin.api, EMAIL, PASSWORD);
    const shown = await open();
    expect(await shown.locator('main').innerText()).toMatch(/Rôle\s*Éditeur[\s\S]*Double authentification\s*Non activée/);

    const name = shown.getByRole('form', { name: 'Nom' });
    await name.getByLabel('Nom').fill('Hugo Lefèvre-Martin');
    await name.getByRole('button', { name: 'Enregistrer le nom' }).click();
    await shown.getByText('Nom enregistré').waitFor();
    expect((await admin.api.get('/account', { token: hugo.token })).body.name).toBe('Hugo Lefèvre-Martin');

    const form = shown.getByRole('form', { name: 'Mot de passe' });
    const rules = form.getByRole('list', { name: 'Règles du nouveau mot de passe' });
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirmer le nouveau mot de passe').fill(NEW_PASSWORD);
    await expect.poll(() => rules.locator('[data-met="false"]').count()).toBe(0);
    await form.getByLabel('Mot de passe actuel').fill('Mauvais-Mot-1');
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await form.getByText('Le mot de passe actuel est incorrect').first().waitFor();

    await form.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await shown.getByText(/Mot de passe modifié : l’e-mail de confirmation mis en file d'attente/).waitFor();
    await shown.screenshot({ path: join(SHOTS, 'admin-profile-1440.png'), fullPage: true });

    expect((await admin.api.get('/auth/me', { token: other })).status).toBe(401);
    expect((await admin.api.get('/auth/me', { token: hugo.token })).status).toBe(200);
    await expect.poll(async () => shown.getByRole('table', { name: 'Sessions ouvertes' }).getByRole('row').count()).toBe(2);
    expect((await admin.api.post('/auth/login', { email: EMAIL, password: PASSWORD })).status).toBe(401);
    expect(await login(admin.api, EMAIL, NEW_PASSWORD)).toBeTruthy();
  });

  it('reads on a phone without overflowing', async () => {
    const shown = await open(PHONE);
    await shown.getByRole('form', { name: 'Mot de passe' }).waitFor();
    expect(await shown.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shown.screenshot({ path: join(SHOTS, 'admin-profile-390.png'), fullPage: true });
  });
});
