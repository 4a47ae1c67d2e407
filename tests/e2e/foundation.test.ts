/**
 * A new operator's first visit, in Debian's Chromium against the real built server on
 * a fresh embedded database: setup wizard → login → back-office → a user created,
 * found by search and deleted.
 */
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

const ADMIN = { company: 'Souverain SAS', name: 'Camille Opératrice', email: 'camille@souverain.fr', password: 'Phrase-secrete-1' };

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  page = await openPage(browser, { viewport: { width: 1366, height: 900 }, locale: 'fr-FR' });
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

const alertText = () => page.getByRole('alert').first().innerText();

describe('first visit of a new operator', () => {
  it('is led from / to the setup wizard', async () => {
    await page.goto(server.url('/'));
    expect(new URL(page.url()).pathname).toBe('/setup');
    await expect.poll(() => page.getByLabel("Nom de l'entreprise").isVisible()).toBe(true);
  });

  it('refuses an empty company, then an invalid administrator, with the spec messages', async () => {
    await page.getByRole('button', { name: 'Suivant' }).click();
    expect(await alertText()).toContain("Le nom de l'entreprise est requis");

    await page.getByLabel("Nom de l'entreprise").fill(ADMIN.company);
    await page.getByRole('button', { name: 'Suivant' }).click();

    await page.getByLabel('Nom', { exact: true }).fill(ADMIN.name);
    await page.getByLabel('E-mail').fill('camille-sans-arobase');
    await page.getByLabel('Mot de passe', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Confirmer le mot de passe').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Terminer la configuration' }).click();
    expect(await alertText()).toContain("Format d'email invalide");

    await page.getByLabel('E-mail').fill(ADMIN.email);
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    await page.getByLabel('Confirmer le mot de passe').fill('autre-chose');
    await page.getByRole('button', { name: 'Terminer la configuration' }).click();
    expect(await alertText()).toContain('Les mots de passe ne correspondent pas');
    await page.screenshot({ path: join(SHOTS, 'setup-error.png') });
  });

  it('completes the setup, then lands on the login page after 3 seconds', async () => {
    await page.getByLabel('Confirmer le mot de passe').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Terminer la configuration' }).click();
    await page.getByText('Configuration terminée').first().waitFor();
    const doneAt = Date.now();
    await page.waitForURL(/\/login$/, { timeout: 10_000 });
    expect(Date.now() - doneAt).toBeGreaterThanOrEqual(2_500);
  });

  it('refuses a wrong password, then signs the administrator in with the mandatory second factor', async () => {
    await page.getByLabel('Adresse e-mail').fill(ADMIN.email);
    await page.getByLabel('Mot de passe').fill('mauvais-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    expect(await alertText()).toContain('E-mail ou mot de passe incorrect');

    await page.getByLabel('Mot de passe').fill(ADMIN.password);
    const loginAnswer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const { secret } = await (await loginAnswer).json();

    // Administrators must enrol an authenticator app: QR code and the key for manual entry.
    await page.getByRole('heading', { name: 'Vérification en deux étapes' }).waitFor();
    await page.getByRole('img', { name: /QR/i }).waitFor();
    expect((await page.locator('body').innerText()).replace(/\s/g, '')).toContain(secret);
    await page.screenshot({ path: join(SHOTS, 'mfa-enrolment.png') });

    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await page.getByLabel('Code de vérification').fill(String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, '0'));
    await page.getByRole('button', { name: 'Activer et se connecter' }).click();
    expect(await alertText()).toContain('Code de vérification incorrect');

    await page.getByLabel('Code de vérification').fill(totp.generate());
    await page.getByRole('button', { name: 'Activer et se connecter' }).click();
    await page.waitForURL(/\/webmaster\/?$/);
    await page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email)).toBe(ADMIN.email);
    await page.screenshot({ path: join(SHOTS, 'dashboard.png') });
  });
});

describe('the back-office', () => {
  const NEWCOMER = { name: 'Bastien Lefèvre', email: 'bastien@souverain.fr', company: 'Souverain SAS', password: 'Bienvenue-2026' };

  it('creates a user, with the validation errors first', async () => {
    const sidebar = page.getByRole('navigation', { name: 'Navigation du back-office' });
    await sidebar.getByRole('button', { name: 'Utilisateurs', exact: true }).click();
    await sidebar.getByRole('link', { name: 'Utilisateurs', exact: true }).click();
    await page.waitForURL(/\/webmaster\/users/);
    await page.getByRole('link', { name: 'Ajouter' }).or(page.getByRole('button', { name: 'Ajouter' })).first().click();
    await page.waitForURL(/\/webmaster\/users\/create/);

    await page.getByLabel(/^Nom\s*\*?$/).fill(NEWCOMER.name);
    await page.getByLabel(/^E-mail\s*\*?$/).fill('bastien@');
    await page.getByLabel(/^Mot de passe\s*\*?$/).fill('court');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Email invalide').first().waitFor();

    await page.getByLabel(/^E-mail\s*\*?$/).fill(NEWCOMER.email);
    await page.getByLabel(/^Entreprise/).fill(NEWCOMER.company);
    // The password policy of the security settings is the server's: its answer shows under the field.
    await page.getByLabel(/^Confirmer le mot de passe/).fill('court');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Le mot de passe doit contenir au moins 8 caractères').first().waitFor();

    await page.getByLabel(/^Mot de passe\s*\*?$/).fill(NEWCOMER.password);
    await page.getByLabel(/^Confirmer le mot de passe/).fill(NEWCOMER.password);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Élément créé avec succès').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'user-created.png') });
  });

  it('finds it by search, the state kept in the address', async () => {
    await page.goto(server.url('/webmaster/users'));
    const search = page.getByPlaceholder('Rechercher un utilisateur...');
    await search.fill('lefèvre');
    await page.waitForURL(/l%C3%A8fevre|lef%C3%A8vre/i);
    await expect.poll(() => page.getByRole('row').filter({ hasText: NEWCOMER.email }).count()).toBe(1);
    await expect.poll(() => page.getByRole('row').filter({ hasText: ADMIN.email }).count()).toBe(0);

    await page.reload();
    await expect.poll(() => page.getByRole('row').filter({ hasText: NEWCOMER.email }).count()).toBe(1);
    expect(await page.getByPlaceholder('Rechercher un utilisateur...').inputValue()).toBe('lefèvre');
    await page.screenshot({ path: join(SHOTS, 'user-search.png') });
  });

  it('deletes it after the confirmation', async () => {
    const row = page.getByRole('row').filter({ hasText: NEWCOMER.email });
    await row.getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Êtes-vous sûr de vouloir supprimer cet élément ?').waitFor();
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText('Élément supprimé avec succès').first().waitFor();
    await page.getByText('Aucune donnée disponible').first().waitFor();

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const response = await fetch(server.url(`/api/users?q=${encodeURIComponent(NEWCOMER.email)}`), { headers: { authorization: `Bearer ${token}` } });
    expect((await response.json()).pagination.total).toBe(0);
  });

  it('opens a tabbed screen on its first tab, breadcrumb included', async () => {
    await page.goto(server.url('/webmaster/support/kb'));
    await page.waitForURL(/\/webmaster\/support\/kb\/articles/);
    const breadcrumb = page.getByRole('navigation', { name: /fil d'ariane/i });
    expect(await breadcrumb.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toMatch(/^\/webmaster\/?$/);
  });

  it('sends an anonymous visitor to the login page, keeping where they came from', async () => {
    const context = await browser.newContext();
    const anonymous = await context.newPage();
    await anonymous.goto(server.url('/webmaster/users/roles'));
    await anonymous.waitForURL(/\/login\?redirect=/);
    expect(decodeURIComponent(new URL(anonymous.url()).searchParams.get('redirect') ?? '')).toBe('/webmaster/users/roles');
    await context.close();
  });
});
