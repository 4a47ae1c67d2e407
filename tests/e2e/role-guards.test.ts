/**
 * The guards of spec 1 §4 for every role: a signed-in account never loops between an area it
 * may not open and /login. An admin lands on /webmaster, a user on /user, support staff on
 * their tickets in /webmaster; the team roles enter /webmaster (admin-team.test.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionOf, signInAdmin, signedInPage, type AdminSession, type Session } from '../support/admin-session';
import { login } from '../support/api';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { createRecord } from '../support/records';
import type { TestServer } from '../support/server';

let server: TestServer;
let browser: Browser;
let admin: AdminSession;
const sessions: Record<string, Session> = {};

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await signInAdmin(server);
  sessions.admin = admin;
  for (const role of ['user', 'support']) {
    const email = `${role}@exemple.fr`;
    await createRecord(admin.api, admin.token, 'users', { name: `Compte ${role}`, email, role, password: 'Mot-de-passe-1', confirmPassword: 'Mot-de-passe-1' });
    sessions[role] = await sessionOf(admin.api, await login(admin.api, email, 'Mot-de-passe-1'));
  }
});
afterAll(() => stopServerAndBrowser({ server, browser }));

describe.each([
  ['user', '/webmaster/users', '/user'],
  ['support', '/webmaster/', '/webmaster/support/tickets'],
  ['support', '/user/billing', '/webmaster/support/tickets'],
  ['admin', '/user', '/webmaster'],
])('signed in as %s, opening %s', (role, asked, home) => {
  it(`lands on ${home}, never on /login`, async () => {
    const page = await signedInPage(browser, sessions[role]);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));
    await page.goto(server.url(asked));
    await page.waitForURL((url) => url.pathname.replace(/\/$/, '') === home.replace(/\/$/, '') || (home === '/' && url.pathname === '/'));
    expect(visited.filter((path) => path.startsWith('/login'))).toEqual([]);
    await page.context().close();
  });
});

describe('the login page of a signed-in account', () => {
  it.each([
    ['user', '/user'],
    ['support', '/webmaster/'],
  ])('as %s, asked to come back to /webmaster, offers %s', async (role, home) => {
    const page = await signedInPage(browser, sessions[role]);
    await page.goto(server.url('/login?redirect=/webmaster/'));
    const next = page.getByRole('link', { name: 'Continuer vers mon espace' });
    await next.waitFor();
    expect(await next.getAttribute('href')).toBe(home);
    await page.context().close();
  });
});
