/**
 * The list exports and the mail outbox in the back-office, in Debian's Chromium against the
 * real built server: 'Exporter tout' downloads, through a signed link, every row the search
 * selects (more than the page shown), with a visitor's formula neutralised; each contact
 * message announced to the team waits in 'Boîte d'envoi' since no SMTP server is configured.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import { BACK_OFFICE_SCREEN, signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { STEP_TIMEOUT, startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

/** More than the 25 rows of a page of contact messages. */
const SENT = 30;
const FORMULA = '=HYPERLINK("http://attaquant.example","Cliquez")';

let server: TestServer;
let browser: Browser;
let page: Page;
let admin: AdminSession;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: { CONTACT_RATE_LIMIT: '1000' } }));
  admin = await signInAdmin(server);
  for (let i = 0; i < SENT; i += 1) {
    const response = await fetch(server.url('/api/contact'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Prospect ${i}`, email: `prospect${i}@exemple.fr`, subject: 'information', message: i === 0 ? FORMULA : 'Bonjour' }),
    });
    expect(response.status).toBe(201);
  }
  await fetch(server.url('/api/contact'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Autre personne', email: 'autre@exemple.fr', subject: 'other', message: 'Hors recherche' }),
  });
  page = await signedInPage(browser, admin);
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

describe('Exporter tout', () => {
  it('downloads every row the search selects, not only the page shown, formulas neutralised', async () => {
    await page.goto(server.url('/webmaster/support/contact'));
    await page.getByPlaceholder('Rechercher un message...').fill('prospect');
    // The search is in the address once the list has taken it: the export asks for that selection.
    await page.waitForURL(/[?&]q=prospect/);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Autre personne' }).count(), { timeout: STEP_TIMEOUT }).toBe(0);
    await page.getByRole('row').filter({ hasText: 'Prospect 29' }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter tout' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^contact-messages-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    expect(download.url()).not.toContain(admin.token);
    const rows: string[][] = parseCsv(await readFile((await download.path())), { bom: true, delimiter: ';' });
    const [header, ...body] = rows;
    expect(body).toHaveLength(SENT);
    expect(body.some((row) => row[header.indexOf('Nom')] === 'Autre personne')).toBe(false);
    expect(body.find((row) => row[header.indexOf('Nom')] === 'Prospect 0')![header.indexOf('Message')]).toBe(`'${FORMULA}`);
  });

  it('downloads only the selected rows from the selection menu', async () => {
    await page.getByRole('row').filter({ hasText: 'Prospect 29' }).getByRole('checkbox').check();
    await page.getByRole('row').filter({ hasText: 'Prospect 28' }).getByRole('checkbox').check();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporter', exact: true }).click()]);
    const [header, ...body]: string[][] = parseCsv(await readFile((await download.path())), { bom: true, delimiter: ';' });
    expect(body.map((row) => row[header.indexOf('Nom')]).sort()).toEqual(['Prospect 28', 'Prospect 29']);
  });
});

describe('the activity list', () => {
  it("names the record an entry is about, linked to its page, where it showed a raw id", async () => {
    const category = await admin.api.post('/blog_categories', { name: 'Cloud de confiance' }, { token: admin.token });
    expect(category.status).toBe(201);
    await page.goto(server.url('/webmaster/users/activity'));
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Cloud de confiance', exact: true }) });
    await row.waitFor();
    expect(await row.innerText()).not.toContain(category.body._id);
    await page.screenshot({ path: join(SHOTS, 'admin-activity-resource-names.png') });
  });
});

describe("Boîte d'envoi", () => {
  it('lists the mails the product would have sent, opened from the sidebar', async () => {
    await page.goto(server.url('/webmaster'));
    const sidebar = page.getByRole('navigation', { name: 'Navigation du back-office' });
    await sidebar.getByRole('button', { name: 'Système', exact: true }).click();
    await sidebar.getByRole('link', { name: "Boîte d'envoi", exact: true }).click();
    await page.waitForURL(/\/webmaster\/system\/outbox/);
    const row = page.getByRole('row').filter({ hasText: 'Nouveau message de contact : Demande d\'information — Prospect 29' });
    await row.waitFor();
    expect(await row.innerText()).toContain('Non envoyé (SMTP non configuré)');
    await page.screenshot({ path: join(SHOTS, 'admin-mail-outbox.png') });

    const phone = await signedInPage(browser, admin, { ...BACK_OFFICE_SCREEN, viewport: { width: 390, height: 844 } });
    await phone.goto(server.url('/webmaster/system/outbox'));
    await phone.getByText('Prospect 29').first().waitFor();
    await phone.screenshot({ path: join(SHOTS, 'admin-mail-outbox-phone.png') });
    await phone.context().close();
  });
});
