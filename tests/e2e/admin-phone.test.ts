/**
 * The back-office on a phone (390 × 844): every sidebar screen, on a seeded installation,
 * fits the screen width (tables scroll inside their own box), the sidebar is a drawer and the
 * header keeps the bell, the search and the account menu reachable. Each screen is saved as a
 * screenshot at phone and desktop size.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD, NAVIGATION } from '@hexagone/schemas';
import { BACK_OFFICE_SCREEN, sessionOf, signedInPage, type Session } from '../support/admin-session';
import { apiClient, setupAndLogin } from '../support/api';
import { launchBrowser } from '../support/browser';
import { makeScreenshotFolder, SHOTS, screenshotOnFailure } from '../support/screenshots';
import { startSeedTarget, stopSeedTarget, type SeedTarget } from '../support/seed-target';

const PHONE = { viewport: { width: 390, height: 844 }, locale: 'fr-FR', isMobile: true, hasTouch: true };
const SCREENS = [DASHBOARD, ...NAVIGATION.flatMap((group) => group.entries)];

let target: SeedTarget;
let browser: Browser;
let session: Session;
let phone: Page;
let desktop: Page;

beforeAll(async () => {
  await makeScreenshotFolder();
  target = await startSeedTarget({ shareDataDir: true });
  browser = await launchBrowser();
  const api = apiClient(target.server.baseUrl);
  const token = await setupAndLogin(api);
  await target.runSeed(target.database.uri);
  session = await sessionOf(api, token);
  phone = await signedInPage(browser, session, PHONE);
  desktop = await signedInPage(browser, session, BACK_OFFICE_SCREEN);
}, 180_000);
afterEach(screenshotOnFailure(() => phone));
afterAll(async () => {
  await browser?.close();
  await stopSeedTarget(target ?? {});
});

/** The page is loaded: the header is drawn and react-admin's loading bar is gone. */
async function settle(page: Page) {
  await page.getByRole('button', { name: /^Notifications/ }).waitFor();
  await page.locator('.MuiLinearProgress-root, [role="progressbar"]').first().waitFor({ state: 'hidden' }).catch(() => undefined);
  await page.locator('main').waitFor();
}

const overflow = (page: Page) => page.evaluate(() => ({ width: document.documentElement.scrollWidth, viewport: innerWidth }));

/**
 * The elements that reach past the screen's right edge without being inside a box of the
 * content (or of a dialog) that scrolls sideways: what the page's scroll width alone does not
 * reveal when a frame of the layout cuts it off or scrolls as a whole. Only the outermost is named.
 */
const cutOff = (page: Page) =>
  page.evaluate(() => {
    const edge = innerWidth + 1;
    const scrollsInside = (element: Element) => {
      for (let parent = element.parentElement; parent && parent.closest('main, [role="dialog"]'); parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && parent.getBoundingClientRect().right <= edge) return true;
      }
      return false;
    };
    const past = [...document.querySelectorAll('body *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.right > edge && getComputedStyle(element).visibility !== 'hidden' && !scrollsInside(element);
    });
    return past
      .filter((element) => !past.includes(element.parentElement as Element))
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')} → ${Math.round(element.getBoundingClientRect().right)} px`);
  });
const fileName = (path: string) => (path || 'dashboard').replace(/\W+/g, '-');

describe('every sidebar screen at 390 px', () => {
  it.each(SCREENS.map((screen) => [screen.label, screen.path]))('%s (/webmaster/%s) has no horizontal page overflow', async (_label, path) => {
    await phone.goto(target.server.url(`/webmaster/${path}`));
    await settle(phone);
    await expect.poll(() => overflow(phone)).toMatchObject({ width: expect.any(Number) });
    const { width, viewport } = await overflow(phone);
    await phone.screenshot({ path: join(SHOTS, `phone-${fileName(path)}.png`) });
    expect(width, `page ${width} px wide in a ${viewport} px screen`).toBeLessThanOrEqual(viewport);
    expect(await cutOff(phone)).toEqual([]);
    // The tab names the screen and the site, never a bare 'Back-office'.
    await expect.poll(() => phone.title()).toMatch(/^(?!Back-office).+ · Hexagone$/);

    await desktop.goto(target.server.url(`/webmaster/${path}`));
    await settle(desktop);
    await desktop.screenshot({ path: join(SHOTS, `desktop-${fileName(path)}.png`) });
  });
});

describe('the shell on a phone', () => {
  it('keeps the bell, the account menu and the search on screen, and opens the sidebar as a drawer', async () => {
    await phone.goto(target.server.url('/webmaster/users'));
    await settle(phone);
    for (const control of [
      phone.getByRole('button', { name: /^Notifications/ }),
      phone.getByRole('button', { name: 'Profil' }),
      // The search's box: a plain field until it is first touched, then the search itself (admin/src/layout/search-box.tsx).
      phone.getByRole('textbox', { name: 'Rechercher un écran ou un élément' }).or(phone.getByRole('combobox', { name: 'Rechercher un écran ou un élément' })),
    ]) {
      const box = await control.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await phone.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = phone.getByRole('navigation', { name: 'Navigation du back-office' });
    await drawer.getByRole('button', { name: 'Blog' }).click();
    await drawer.getByRole('link', { name: 'Articles' }).click();
    await phone.waitForURL(/\/webmaster\/blog\/posts/);
    await expect.poll(() => overflow(phone).then((o) => o.width <= o.viewport)).toBe(true);
  });
});
