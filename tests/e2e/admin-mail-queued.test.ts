/**
 * Without an SMTP server, the back-office never says « Invitation envoyée » (issue 37 §3): the
 * notice says the e-mail is « mise en file d'attente (aucun serveur d'envoi configuré) » and
 * links to the outbox, where the waiting e-mail is listed.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let admin: AdminSession;
let page: Page;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await signInAdmin(server);
  page = await signedInPage(browser, admin);
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

describe('an invitation with no SMTP server', () => {
  it('is said to wait in the outbox, with a link to it', async () => {
    await page.goto(server.url('/webmaster/settings/team'));
    await page.getByRole('heading', { name: 'Équipe', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Inviter un membre' }).click();
    const dialog = page.getByRole('dialog', { name: 'Inviter un membre' });
    await dialog.getByLabel('E-mail').fill('camille.redaction@exemple.fr');
    await dialog.getByRole('button', { name: "Envoyer l'invitation" }).click();

    const notice = page.getByRole('alert').filter({ hasText: "Invitation mise en file d'attente (aucun serveur d'envoi configuré)" });
    await notice.waitFor();
    expect(await page.getByText('Invitation envoyée').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'admin-invitation-queued.png') });
    await notice.getByRole('link', { name: 'Voir la boîte d’envoi' }).click();
    await page.waitForURL(/\/webmaster\/system\/outbox/);
    await page.getByText('camille.redaction@exemple.fr').first().waitFor();
    await page.getByText('Non envoyé (SMTP non configuré)').first().waitFor();
    expect(await page.getByText('Non envoyé (SMTP non configuré)').count()).toBeGreaterThan(0);
  });
});
