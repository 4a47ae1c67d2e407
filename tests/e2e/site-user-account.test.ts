/**
 * « Mon Compte » (/user/account) as a customer, in Debian's Chromium against the built server:
 * the identity with the role in French and the e-mail read-only; the name saved; the password's
 * rules ticked as one types, a wrong current password refused in French, then a new password
 * that ends the other session, signs out and signs in again; the open sessions with « Cette
 * session ». At 1 440 px and on a phone.
 */
import AxeBuilder from '@axe-core/playwright';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_SCREEN, sessionOf, signInAdmin, signedInPage, type AdminSession, type Session } from '../support/admin-session';
import { login } from '../support/api';
import { openPage, startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { createRecord } from '../support/records';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

const PHONE = { viewport: { width: 390, height: 844 }, locale: 'fr-FR' };
const EMAIL = 'lea@studio-martin.fr';
const PASSWORD = 'Motdepasse-Lea-1';
const NEW_PASSWORD = 'Girafe-Bleue-2027';

let server: TestServer;
let browser: Browser;
let admin: AdminSession;
let lea: Session;
let page: Page | undefined;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await signInAdmin(server);
  await createRecord(admin.api, admin.token, 'users', {
    name: 'Léa Martin',
    email: EMAIL,
    role: 'user',
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  lea = await sessionOf(admin.api, await login(admin.api, EMAIL, PASSWORD));
});
afterEach(screenshotOnFailure(() => page));
afterAll(async () => {
  await page?.context().close();
  await stopServerAndBrowser({ server, browser });
});

async function open(session: Session, screen = BACK_OFFICE_SCREEN): Promise<Page> {
  await page?.context().close();
  page = await signedInPage(browser, session, screen);
  await page.goto(server.url('/user/account'));
  // A new context meets the cookie banner, which covers the bottom of a phone's screen.
  await page.getByRole('button', { name: 'Essentiels uniquement' }).click();
  await page.getByRole('heading', { level: 1, name: 'Mon Compte' }).waitFor();
  return page;
}

/** Signs in on the login page, a wrong password first: the old one is refused, the new one opens the area. */
async function signIn(shown: Page) {
  await shown
    .locator('astro-island:not([ssr])', {
      has: shown.getByRole('button', { name: 'Se connecter' }),
    })
    .waitFor({ state: 'attached' });
  await shown.getByLabel('Adresse e-mail').fill(EMAIL);
  await shown.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await shown.getByRole('button', { name: 'Se connecter' }).click();
  await shown.getByText('E-mail ou mot de passe incorrect').waitFor();
  await shown.getByLabel('Mot de passe', { exact: true }).fill(NEW_PASSWORD);
  await shown.getByRole('button', { name: 'Se connecter' }).click();
  await shown.waitForURL((url) => url.pathname === '/user');
}

describe('« Mon Compte » of a customer', () => {
  it('shows the identity, saves the name, and lists the sessions with « Cette session »', async () => {
    const shown = await open(lea);
    const identity = shown.getByRole('region', {
      name: 'Informations personnelles',
    });
    await identity.getByText(EMAIL).waitFor();
    const text = await identity.innerText();
    expect(text).toContain('Utilisateur');
    expect(text).toContain('Compte créé le');
    expect(text).toContain('contactez le support');
    expect(await shown.getByRole('region', { name: /Double authentification/ }).innerText()).toContain('Non activée');

    await identity.getByLabel('Nom').fill('Léa Martin-Durand');
    await identity.getByRole('button', { name: 'Enregistrer le nom' }).click();
    await identity.getByText('Nom enregistré.').waitFor();
    expect((await admin.api.get('/account', { token: lea.token })).body.name).toBe('Léa Martin-Durand');
    expect(await shown.locator('[data-user-name]').first().textContent()).toBe('Léa Martin-Durand');

    const sessions = shown.getByRole('list', { name: 'Vos sessions ouvertes' });
    await sessions.getByText('Cette session').waitFor();
    const { violations } = await new AxeBuilder({ page: shown }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    await shown.screenshot({
      path: join(SHOTS, 'user-account-1440.png'),
      fullPage: true,
    });
  });

  it('reads on a phone without overflowing', async () => {
    const shown = await open(lea, PHONE);
    await shown.getByRole('list', { name: 'Vos sessions ouvertes' }).getByText('Cette session').waitFor();
    expect(await shown.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shown.screenshot({
      path: join(SHOTS, 'user-account-390.png'),
      fullPage: true,
    });
  });

  it('changes the password: rules as one types, a wrong current one refused, the other session ended, then signs in with the new one', async () => {
    const other = await login(admin.api, EMAIL, PASSWORD);
    const shown = await open(lea);
    const form = shown.getByRole('form', { name: 'Mot de passe' });
    const rules = form.getByRole('list', {
      name: 'Règles du nouveau mot de passe',
    });
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('girafe');
    // Only « Différent du mot de passe actuel » is met by a short lowercase word.
    await expect.poll(() => rules.locator('[data-met="true"]').count()).toBe(1);
    await form.getByLabel('Nouveau mot de passe', { exact: true }).fill(NEW_PASSWORD);
    await form.getByLabel('Confirmer le nouveau mot de passe').fill(NEW_PASSWORD);
    await expect.poll(() => rules.locator('[data-met="false"]').count()).toBe(0);

    await form.getByLabel('Mot de passe actuel').fill('Mauvais-Mot-1');
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await form.getByRole('alert').filter({ hasText: 'Le mot de passe actuel est incorrect' }).waitFor();

    await form.getByLabel('Mot de passe actuel').fill(PASSWORD);
    await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await form.getByText(/^Mot de passe modifié : l’e-mail de confirmation mis en file d'attente/).waitFor();
    expect((await admin.api.get('/auth/me', { token: other })).status).toBe(401);
    await shown.getByRole('button', { name: 'Terminer les autres sessions' }).waitFor({ state: 'detached' });
    await shown.getByText('Aucune autre session ouverte.').waitFor();

    // Signing out ends this session too; then a browser without it signs in (this one's context puts the old session back at each page).
    await shown.goto(server.url('/logout'));
    await shown.waitForURL((url) => url.pathname === '/login');
    expect((await admin.api.get('/auth/me', { token: lea.token })).status).toBe(401);
    await page?.context().close();
    page = await openPage(browser, BACK_OFFICE_SCREEN);
    await page.goto(server.url('/login'));
    await signIn(page);
  });
});
