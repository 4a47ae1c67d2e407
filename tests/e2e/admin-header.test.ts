/**
 * The back-office header: the bell counts what awaits someone and opens it, the search finds
 * records as well as screens, and the tab is named after the site and the screen.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { createRecord } from '../support/records';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let admin: AdminSession;
let page: Page;
let elodieId: string;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await signInAdmin(server);
  for (const n of [1, 2, 3]) {
    const sent = await admin.api.post('/contact', {
      name: `Visiteur ${n}`,
      email: `visiteur${n}@exemple.fr`,
      subject: 'partnership',
      message: 'Bonjour, nous souhaitons devenir revendeur de vos offres.',
    });
    expect(sent.status).toBe(201);
  }
  elodieId = String(
    (
      await createRecord(admin.api, admin.token, 'users', {
        name: 'Élodie Lumière',
        email: 'elodie@exemple.fr',
        role: 'user',
        password: 'Mot-de-passe-1',
        confirmPassword: 'Mot-de-passe-1',
      })
    )._id,
  );
  page = await signedInPage(browser, admin);
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

describe('the bell', () => {
  it('counts the new contact messages and opens them filtered', async () => {
    await page.goto(server.url('/webmaster'));
    const bell = page.getByRole('button', { name: 'Notifications (3)' });
    await bell.click();
    const line = page.getByRole('menuitem', { name: '3 nouveaux messages de contact' });
    await line.waitFor();
    await page.screenshot({ path: join(SHOTS, 'header-bell.png') });
    await line.click();
    await page.waitForURL((url) => url.pathname === '/webmaster/support/contact' && url.searchParams.get('status') === 'new');
    await expect.poll(() => page.getByRole('row').filter({ hasText: '@exemple.fr' }).count()).toBe(3);
  });
});

describe('the search', () => {
  /** The search loads when the pointer comes over its box (bench:admin: not in the first load). */
  const searchBox = async () => {
    await page.getByLabel('Rechercher un écran ou un élément').hover();
    return page.getByRole('combobox', { name: 'Rechercher un écran ou un élément' });
  };

  it('finds a user by name and opens the record', async () => {
    await page.goto(server.url('/webmaster'));
    const box = await searchBox();
    await box.fill('Lumière');
    const hit = page.getByRole('option', { name: /Élodie Lumière/ });
    await hit.waitFor();
    await page.screenshot({ path: join(SHOTS, 'header-search.png') });
    await hit.click();
    await page.waitForURL((url) => url.pathname === `/webmaster/users/${elodieId}/show`);
    await page.getByText('elodie@exemple.fr').first().waitFor();
  });

  it('still finds screens by name', async () => {
    const box = await searchBox();
    await box.fill('Rôles');
    await page.getByRole('option', { name: 'Rôles' }).click();
    await page.waitForURL((url) => url.pathname === '/webmaster/users/roles');
  });
});

describe('the tab', () => {
  it('is named after the screen and the site, with the site’s icon', async () => {
    await page.goto(server.url('/webmaster/forum/categories'));
    await expect.poll(() => page.title()).toBe('Catégories du forum · Hexagone');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await fetch(server.url(icon!))).status).toBe(200);
  });
});
