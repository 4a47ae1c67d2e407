/**
 * The list manager keeps its state in the address (spec 2 §2.1): on the users list, a search,
 * a role filter, a sort, a page size and a page are set by hand; a reload, then the same
 * address opened in a fresh browser, show the same rows, inputs and address.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signedInPage, type AdminSession } from '../support/admin-session';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { pickOption } from '../support/autocomplete';
import { createRecord } from '../support/records';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

const SEARCH = 'Lumière';
const number = (n: number) => String(n).padStart(2, '0');

/** 24 matching accounts, the odd ones support staff; 3 support accounts the search leaves out. */
const TEAM = Array.from({ length: 24 }, (_, index) => {
  const n = number(index + 1);
  return { name: `${SEARCH} Agent ${n}`, email: `lumiere${n}@exemple.fr`, role: (index + 1) % 2 ? 'support' : 'user' };
});
const OTHERS = [1, 2, 3].map((n) => ({ name: `Ombre Agent ${n}`, email: `ombre${n}@exemple.fr`, role: 'support' }));

/** Support staff of the search, by name descending, ten per page: page 2 holds the last two. */
const SECOND_PAGE = ['lumiere03@exemple.fr', 'lumiere01@exemple.fr'];

let server: TestServer;
let browser: Browser;
let admin: AdminSession;
let page: Page;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await signInAdmin(server);
  for (const account of [...TEAM, ...OTHERS]) {
    await createRecord(admin.api, admin.token, 'users', { ...account, password: 'Mot-de-passe-1', confirmPassword: 'Mot-de-passe-1' });
  }
  page = await signedInPage(browser, admin);
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

const shownEmails = (on: Page) => on.getByRole('row').filter({ hasText: '@exemple.fr' }).locator('td').filter({ hasText: '@' }).allInnerTexts();
const nameHeader = (on: Page) => on.getByRole('columnheader', { name: 'Nom' });

/** What the list shows: rows, search box, role filter, page size, page, sort. */
async function listState(on: Page) {
  await on.getByText('Page 2 sur 2').waitFor();
  await expect.poll(() => shownEmails(on)).toEqual(SECOND_PAGE);
  return {
    emails: await shownEmails(on),
    search: await on.getByPlaceholder('Rechercher un utilisateur...').inputValue(),
    role: await on.getByRole('combobox', { name: 'Rôle' }).innerText(),
    pageSize: await on.getByRole('combobox', { name: /Lignes par page/ }).innerText(),
    currentPage: await on.getByRole('button', { name: 'Aller à la page 2' }).getAttribute('aria-current'),
    // The name column's sort arrow is the active one, pointing down.
    sort: /directionDesc/.test((await nameHeader(on).locator('.MuiTableSortLabel-root.Mui-active').getAttribute('class')) ?? '')
      ? 'descending'
      : 'not by name descending',
  };
}

describe('the users list state', () => {
  let address: URL;

  it('follows search, filter, sort, page size and page into the address', async () => {
    await page.goto(server.url('/webmaster/users'));
    await page.getByPlaceholder('Rechercher un utilisateur...').fill(SEARCH);
    await page.waitForURL((current) => current.searchParams.get('q') === SEARCH);

    await page.getByRole('combobox', { name: 'Rôle' }).click();
    await page.getByRole('option', { name: 'Support' }).click();
    await page.waitForURL((current) => current.searchParams.get('role') === 'support');

    // A first click sorts by name ascending, a second descending.
    await nameHeader(page).getByRole('button').click();
    await page.waitForURL((current) => current.searchParams.get('sort') === 'name' && current.searchParams.get('order') === 'ASC');
    await nameHeader(page).getByRole('button').click();
    await page.waitForURL((current) => current.searchParams.get('order') === 'DESC');

    await page.getByRole('combobox', { name: /Lignes par page/ }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.waitForURL((current) => current.searchParams.get('perPage') === '10');
    await page.getByRole('button', { name: 'Aller à la page 2' }).click();
    await page.waitForURL((current) => current.searchParams.get('page') === '2');

    address = new URL(page.url());
    // Plain parameters, readable and writable by hand (spec 2 §2.1): no JSON.
    expect(Object.fromEntries(address.searchParams)).toEqual({
      q: SEARCH,
      role: 'support',
      sort: 'name',
      order: 'DESC',
      perPage: '10',
      page: '2',
    });
    expect(await listState(page)).toEqual({
      emails: SECOND_PAGE,
      search: SEARCH,
      role: 'Support',
      pageSize: '10',
      currentPage: 'page',
      sort: 'descending',
    });
    await page.screenshot({ path: join(SHOTS, 'users-list-state.png') });
  });

  it('is the same after a reload', async () => {
    const before = await listState(page);
    await page.reload();
    expect(await listState(page)).toEqual(before);
    expect(page.url()).toBe(address.href);
  });

  it('is restored from the address alone in a fresh browser', async () => {
    const before = await listState(page);
    await page.context().close();
    page = await signedInPage(browser, admin);
    await page.goto(address.href);
    expect(await listState(page)).toEqual(before);
    expect(page.url()).toBe(address.href);
  });

  it('follows an address written by hand, and comes back bare when the state is cleared', async () => {
    const byHand = new URL(server.url('/webmaster/users'));
    for (const [key, value] of Object.entries({ q: SEARCH, role: 'support', sort: 'name', order: 'DESC', perPage: '10', page: '2' })) {
      byHand.searchParams.set(key, value);
    }
    await page.goto(byHand.href);
    expect((await listState(page)).emails).toEqual(SECOND_PAGE);
    expect(page.url()).not.toContain('filter=');

    await page.goto(server.url('/webmaster/users'));
    await page.getByPlaceholder('Rechercher un utilisateur...').waitFor();
    expect(await page.getByPlaceholder('Rechercher un utilisateur...').inputValue()).toBe('');
    expect(new URL(page.url()).search).toBe('');
  });

  it('still opens an address saved in the older filter= form', async () => {
    const legacy = new URL(server.url('/webmaster/users'));
    legacy.searchParams.set('filter', JSON.stringify({ q: SEARCH, role: 'support' }));
    legacy.searchParams.set('sort', 'name');
    legacy.searchParams.set('order', 'DESC');
    legacy.searchParams.set('perPage', '10');
    legacy.searchParams.set('page', '2');
    await page.goto(legacy.href);
    expect((await listState(page)).emails).toEqual(SECOND_PAGE);
    await page.waitForURL((current) => current.searchParams.get('q') === SEARCH && !current.searchParams.has('filter'));
  });
});

describe('a filter on a reference', () => {
  it("shows only the tickets of the client picked in the 'Client' filter (its picker loads with the list)", async () => {
    const { body: found } = await admin.api.get('/users?q=Ombre&limit=10', { token: admin.token });
    const client = (name: string) => (found.data as Array<{ id: string; name: string }>).find((user) => user.name === name)!.id;
    for (const [subject, name] of [
      ['Serveur injoignable depuis ce matin', 'Ombre Agent 1'],
      ['Facture de novembre en double', 'Ombre Agent 2'],
    ]) {
      await createRecord(admin.api, admin.token, 'support_tickets', { subject, user_id: client(name), category: 'technical', description: `${subject}.` });
    }

    await page.goto(server.url('/webmaster/support/tickets'));
    const subjects = () => page.getByRole('row').filter({ has: page.locator('td') }).allInnerTexts();
    await expect.poll(async () => (await subjects()).join('\n')).toContain('Facture de novembre en double');
    await pickOption(page, page.getByRole('combobox', { name: 'Client' }), 'Ombre Agent 1', /Ombre Agent 1/);
    await expect.poll(async () => (await subjects()).join('\n')).not.toContain('Facture de novembre en double');
    expect((await subjects()).join('\n')).toContain('Serveur injoignable depuis ce matin');
    expect(page.url()).toContain('user_id');
  });
});

describe('a ticket row', () => {
  it('names its client linked to the account, and shows each icon’s name in the page’s one tooltip', async () => {
    await page.goto(server.url('/webmaster/support/tickets'));
    const row = page.getByRole('row').filter({ hasText: 'Serveur injoignable depuis ce matin' });
    // The client comes with the page's other referenced accounts (one getMany), linked when the account may open it.
    const client = row.getByRole('link', { name: /Ombre Agent 1/ });
    await client.waitFor();
    expect(await client.getAttribute('href')).toMatch(/\/webmaster\/users\/[^/]+\/show$/);

    const tooltip = page.getByRole('tooltip');
    for (const name of ['Afficher', 'Modifier', 'Supprimer']) {
      await row.getByRole(name === 'Supprimer' ? 'button' : 'link', { name, exact: true }).hover();
      await expect.poll(() => tooltip.innerText()).toBe(name);
    }
    // The resource's own actions (an ActionButton) too, and a tooltip follows the keyboard as well as the pointer.
    const own = row.getByRole('button', { name: 'Marquer comme résolu', exact: true });
    await own.hover();
    await expect.poll(() => tooltip.innerText()).toBe('Marquer comme résolu');
    await page.mouse.move(0, 0);
    await expect.poll(() => tooltip.count()).toBe(0);
    await row.getByRole('link', { name: 'Afficher', exact: true }).focus();
    await expect.poll(() => tooltip.innerText()).toBe('Afficher');
  });
});
