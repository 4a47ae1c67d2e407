/**
 * Spec 1 §4 'Generic form': on an untouched create form 'Enregistrer' can be clicked; the
 * click marks every field touched, shows every error and the notification
 * 'Veuillez corriger les erreurs dans le formulaire', and nothing is created.
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

describe('an untouched create form', () => {
  it('submits to show every error at once', async () => {
    await page.goto(server.url('/webmaster/blog/categories/create'));
    const save = page.getByRole('button', { name: 'Enregistrer' });
    await save.waitFor();
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('Veuillez corriger les erreurs dans le formulaire').first().waitFor();
    await page.getByText('Le champ « Nom » est requis').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'form-untouched-submit.png') });
    expect(new URL(page.url()).pathname).toBe('/webmaster/blog/categories/create');
    const listed = await admin.api.get('/blog_categories', { token: admin.token });
    expect(listed.body.pagination.total).toBe(0);
  });
});
