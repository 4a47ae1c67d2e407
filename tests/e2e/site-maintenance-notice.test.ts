/**
 * During maintenance, signed-in staff still browse the public site, and a banner tells them
 * that visitors see the maintenance page (issue 26 §10); it goes once maintenance is off.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, type AdminSession } from '../support/admin-session';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let admin: AdminSession;
let page: Page;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await signInAdmin(server);
  const context = await browser.newContext({ locale: 'fr-FR' });
  // The session cookie the site's login sets: what lets staff through the maintenance page.
  await context.addCookies([{ name: 'hexagone_session', value: admin.token, url: server.url('/') }]);
  page = await context.newPage();
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

const maintenance = async (enabled: boolean) =>
  expect((await admin.api.put('/settings_maintenance', { enabled, message: 'Migration des serveurs', allowed_ips: [] }, { token: admin.token })).status).toBe(200);

describe('the staff banner during maintenance', () => {
  it('shows on the public site to staff while maintenance is on, and not once it is off', async () => {
    const notice = page.getByRole('status').filter({ hasText: 'Le site est en maintenance' });
    await page.goto(server.url('/pricing'));
    // Its script has run once the page has loaded.
    await page.waitForLoadState('load');
    expect(await notice.isVisible()).toBe(false);

    await maintenance(true);
    expect((await fetch(server.url('/pricing'))).status).toBe(503);
    expect((await page.goto(server.url('/pricing')))?.status()).toBe(200);
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'Gérer la maintenance' }).getAttribute('href')).toBe('/webmaster/settings/maintenance');

    await maintenance(false);
    await page.goto(server.url('/pricing'));
    // Its script has run once the page has loaded.
    await page.waitForLoadState('load');
    expect(await notice.isVisible()).toBe(false);
  });
});
