/**
 * Agents recruited like any member (issue 36), in the browser: an Éditeur given « Gérer le
 * support » is offered in « Assigné à » and works the tickets; when an administrator changes
 * their permissions, the server ends their session and their back-office goes to the sign-in
 * page (never « Non autorisé »).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BACK_OFFICE_SCREEN, sessionOf, signInAdmin, type AdminSession, type Session } from '../support/admin-session';
import { login } from '../support/api';
import { openPage, startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { createRecord } from '../support/records';
import { screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

const PASSWORD = 'Motdepasse-solide-1';

let server: TestServer;
let browser: Browser;
let admin: AdminSession;
let page: Page | undefined;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await signInAdmin(server);
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

/** A page signed in once: after the session ends, the stored token is not put back (unlike a test's usual context). */
async function signedInOnce(session: Session): Promise<Page> {
  const context = await browser.newContext(BACK_OFFICE_SCREEN);
  await context.addInitScript(
    ([token, user]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
  return openPage(context);
}

describe('a member given « Gérer le support »', () => {
  it('is assignable, works the tickets, and is sent to sign in when their permissions change', async () => {
    const edith = await createRecord(admin.api, admin.token, 'users', {
      name: 'Édith Éditrice',
      email: 'edith@exemple.fr',
      role: 'editor',
      permissions: ['content.edit', 'support.manage'],
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    const customer = await createRecord(admin.api, admin.token, 'users', { name: 'Anne Cliente', email: 'anne@exemple.fr', role: 'user', password: PASSWORD, confirmPassword: PASSWORD });
    const customerToken = await login(admin.api, 'anne@exemple.fr', PASSWORD);
    const ticket = await createRecord(admin.api, customerToken, 'support_tickets', { subject: 'Nom de domaine', category: 'technical', description: 'Le DNS ne répond plus.' });
    expect(ticket.user_id).toBe(String(customer._id));

    page = await signedInOnce(await sessionOf(admin.api, await login(admin.api, 'edith@exemple.fr', PASSWORD)));
    await page.goto(server.url(`/webmaster/support/tickets/${ticket._id}/show`));
    await page.getByRole('heading', { name: `${String(ticket.number)} — Nom de domaine` }).waitFor();
    await page.getByRole('region', { name: 'Détails du ticket' }).getByRole('button', { name: 'Assigner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assigner le ticket' });
    await dialog.getByLabel(/^Assigné à/).click();
    await page.getByRole('option', { name: /Édith Éditrice/ }).click();
    await dialog.getByRole('button', { name: 'Assigner' }).click();
    await page.getByText('Ticket assigné').waitFor();
    await page.getByRole('region', { name: 'Détails du ticket' }).getByText('Édith Éditrice').waitFor();
    expect(await page.getByRole('option', { name: /Anne Cliente/ }).count()).toBe(0);

    // The administrator takes the permission back: the server ends Édith's session.
    expect((await admin.api.put(`/users/${edith._id}`, { permissions: ['content.edit'] }, { token: admin.token })).status).toBe(200);
    await page.getByRole('link', { name: 'Tickets', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    expect(new URL(page.url()).searchParams.get('redirect')).toMatch(/^\/webmaster\/support\/tickets/);
    expect(await page.getByText('Non autorisé').count()).toBe(0);
    await page.context().close();
  });
});
