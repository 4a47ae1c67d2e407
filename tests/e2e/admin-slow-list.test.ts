/**
 * A slow list in the back-office (issue 13): while the users list takes its time, the screen
 * shows a progress indicator, and the back-office asks for that list once, never a second
 * identical request while the first runs. The server's answer is held back by the browser
 * (a route that waits before passing the request on), so "slow" is certain, not timed.
 */
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
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
afterAll(async () => {
  await page?.context().close();
  await stopServerAndBrowser({ server, browser });
});

describe('a slow list', () => {
  it('shows a progress indicator and sends one request until the answer comes', async () => {
    const listCalls: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const isUsersList = (url: URL) => url.pathname === '/api/users';
    await page.route(
      (url) => isUsersList(url),
      async (route: Route) => {
        listCalls.push(route.request().url());
        await held;
        await route.continue();
      },
    );

    await page.goto(server.url('/webmaster/users'));
    await expect.poll(() => listCalls.length).toBeGreaterThan(0);
    await page.locator('[role="progressbar"]').first().waitFor({ state: 'visible' });
    // What makes a list ask again (the window refocused, the network back) happens meanwhile.
    await page.evaluate(() => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
      window.dispatchEvent(new Event('online'));
    });

    release();
    await page.getByRole('row').filter({ hasText: admin.user.email as string }).waitFor();
    await expect.poll(() => page.locator('[role="progressbar"]').count()).toBe(0);
    // Every request is routed when sent: one sent while the first was held is in the list.
    expect(listCalls.length).toBeGreaterThan(0);
    expect(new Set(listCalls).size).toBe(listCalls.length);
  });
});
