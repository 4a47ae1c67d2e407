/**
 * 'Importer' in the back-office, in Debian's Chromium against the real built server: a CSV
 * with one bad row goes through the server's dry run, whose dialog names the row, the field
 * and the error; the valid rows are then imported, their generated passwords shown once, and
 * the new users appear in the list. The dialog fits a 390 px phone.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_SCREEN, signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { STEP_TIMEOUT, startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

const CSV = [
  'Nom;Email;Rôle;Actif',
  'Inès Importée;ines@exemple.fr;Utilisateur;Oui',
  'Ligne Fautive;pas-une-adresse;Utilisateur;Oui',
  'Omar Importé;omar@exemple.fr;Support;Non',
].join('\r\n');

let server: TestServer;
let browser: Browser;
let page: Page;
let admin: AdminSession;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await signInAdmin(server);
  page = await signedInPage(browser, admin);
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

/** Opens the users list, clicks 'Importer' and picks the file in the chooser it opens. */
async function pickFile(on: Page) {
  await on.goto(server.url('/webmaster/users'));
  await on.getByRole('row').filter({ hasText: 'alice@example.com' }).first().waitFor({ timeout: STEP_TIMEOUT });
  const [chooser] = await Promise.all([on.waitForEvent('filechooser'), on.getByRole('button', { name: 'Importer', exact: true }).click()]);
  await chooser.setFiles({ name: 'utilisateurs.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${CSV}`) });
  const dialog = on.getByRole('dialog', { name: 'Importer : Utilisateurs' });
  await dialog.waitFor({ timeout: STEP_TIMEOUT });
  return dialog;
}

describe('Importer', () => {
  it('shows the dry run on a phone, fitting the screen, and Annuler writes nothing', async () => {
    const phone = await signedInPage(browser, admin, { ...BACK_OFFICE_SCREEN, viewport: { width: 390, height: 844 } });
    try {
      const dialog = await pickFile(phone);
      await dialog.getByText('2 à créer, 0 à mettre à jour, 1 en erreur').waitFor();
      // The dialog has finished appearing (its fade is a CSS transition).
      await phone.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
      await phone.screenshot({ path: join(SHOTS, 'admin-import-dry-run-phone.png') });
      const box = (await phone.locator('.MuiDialog-paper').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'the dialog within the screen').toBeLessThanOrEqual(390);
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await dialog.waitFor({ state: 'detached' });
      const users = await admin.api.get('/users', { token: admin.token });
      expect(users.body.data.map((user: { email: string }) => user.email)).toEqual(['alice@example.com']);
    } finally {
      await phone.context().close();
    }
  });

  it('lists the bad row in the dry run, imports the valid rows, shows the passwords once and the new users in the list', async () => {
    const dialog = await pickFile(page);
    await dialog.getByText('2 à créer, 0 à mettre à jour, 1 en erreur').waitFor();
    const errors = dialog.getByRole('list', { name: 'Lignes en erreur' });
    expect(await errors.getByRole('listitem').allInnerTexts()).toEqual([expect.stringMatching(/^Ligne 3 — E-mail\s+\S/)]);
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.screenshot({ path: join(SHOTS, 'admin-import-dry-run.png') });

    await dialog.getByRole('button', { name: 'Importer les lignes valides' }).click();
    const result = page.getByRole('dialog', { name: 'Import terminé' });
    await result.getByText('2 créés, 0 mis à jour, 1 en erreur').waitFor({ timeout: STEP_TIMEOUT });
    const passwords = result.getByRole('list', { name: 'Mots de passe générés' }).getByRole('listitem');
    expect(await passwords.count()).toBe(2);
    expect(await passwords.first().innerText()).toMatch(/Inès Importée\s+\S{16}/);
    await expect.poll(() => result.getByRole('button', { name: /^Copier le mot de passe (de |d’)/ }).count()).toBe(2);
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await page.screenshot({ path: join(SHOTS, 'admin-import-result.png') });
    await result.getByRole('button', { name: 'Fermer' }).click();
    await result.waitFor({ state: 'detached' });

    await page.getByRole('row').filter({ hasText: 'ines@exemple.fr' }).waitFor({ timeout: STEP_TIMEOUT });
    await page.getByRole('row').filter({ hasText: 'omar@exemple.fr' }).waitFor({ timeout: STEP_TIMEOUT });
    expect(await page.getByRole('row').filter({ hasText: 'pas-une-adresse' }).count()).toBe(0);
  });
});
