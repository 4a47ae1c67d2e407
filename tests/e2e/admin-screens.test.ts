/**
 * Every back-office screen loads without a page error (issue 26): signed in as an
 * administrator on a seeded installation, each sidebar entry and the detail page of the first
 * record of every collection is opened in Chromium, and any uncaught exception or console error
 * the page raises fails the screen it was raised on.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD, NAVIGATION, resources } from '@hexagone/schemas';
import { BACK_OFFICE_SCREEN, sessionOf, signedInPage, type Session } from '../support/admin-session';
import { ADMIN, apiClient, login, setupAndLogin, type ApiClient } from '../support/api';
import { launchBrowser } from '../support/browser';
import { makeScreenshotFolder, screenshotOnFailure } from '../support/screenshots';
import { startSeedTarget, stopSeedTarget, type SeedTarget } from '../support/seed-target';

const SCREENS = [DASHBOARD, ...NAVIGATION.flatMap((group) => group.entries)];
/** Collections with a detail page: every one with a screen of its own, singletons (settings tabs) aside. */
const DETAILED = resources.filter((resource) => resource.menu && !resource.singleton);

let target: SeedTarget;
let browser: Browser;
let api: ApiClient;
let token: string;
let session: Session;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  await makeScreenshotFolder();
  target = await startSeedTarget({ shareDataDir: true });
  browser = await launchBrowser();
  api = apiClient(target.server.baseUrl);
  token = await setupAndLogin(api);
  await target.runSeed(target.database.uri);
  session = await sessionOf(api, token);
  page = await signedInPage(browser, session, BACK_OFFICE_SCREEN);
  page.on('pageerror', (error) => problems.push(`exception : ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console : ${message.text()}`);
  });
}, 180_000);
afterEach(screenshotOnFailure(() => page));
afterAll(async () => {
  await browser?.close();
  await stopSeedTarget(target ?? {});
});

/** Opens the screen and waits until it is drawn and its requests have settled; answers what went wrong meanwhile. */
async function visit(path: string): Promise<string[]> {
  problems.length = 0;
  await page.goto(target.server.url(`/webmaster/${path}`));
  await page.getByRole('button', { name: /^Notifications/ }).waitFor();
  await page.locator('main').waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.getByRole('progressbar', { name: 'Chargement', exact: true }).first().waitFor({ state: 'hidden' }).catch(() => undefined);
  return [...problems];
}

describe('every back-office screen, signed in as an administrator', () => {
  it.each(SCREENS.map((screen) => [screen.label, screen.path]))('%s (/webmaster/%s) raises no page error', async (_label, path) => {
    expect(await visit(path)).toEqual([]);
  });

  it.each(DETAILED.map((resource) => [resource.label, resource.name, resource.route]))('the detail page of the first « %s » raises no page error', async (_label, name, route) => {
    const first = (await api.get(`/${name}`, { token, query: { limit: 1 } })).body.data?.[0];
    if (!first) return;
    expect(await visit(`${route}/${encodeURIComponent(String(first._id ?? first.id))}/show`)).toEqual([]);
    expect(await page.getByText('Ressource introuvable').count()).toBe(0);
  });
});

describe('a screen an editor may not open (issue 26 §9)', () => {
  it('says « Non autorisé » for the settings and the team, not an empty card nor « Membres (0) »', async () => {
    const added = await api.post('/webmaster/team/members', { name: 'Éva Éditrice', email: 'eva.ecrans@exemple.fr', role: 'editor' }, { token });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const editor = await signedInPage(browser, await sessionOf(api, await login(api, 'eva.ecrans@exemple.fr', added.body.password as string)), BACK_OFFICE_SCREEN);
    try {
      for (const path of ['settings', 'settings/team']) {
        await editor.goto(target.server.url(`/webmaster/${path}`));
        await editor.getByText(/^Non autorisé/).waitFor();
        expect(await editor.getByText('Ressource introuvable').count(), `« Ressource introuvable » on ${path}`).toBe(0);
        expect(await editor.getByText(/^Membres \(/).count(), `« Membres ( » on ${path}`).toBe(0);
      }
      // What she may open still opens.
      await editor.goto(target.server.url('/webmaster/blog/posts'));
      await editor.getByRole('heading', { name: 'Articles' }).waitFor();
      expect(await editor.getByText(/^Non autorisé/).count(), '« Non autorisé » on blog/posts').toBe(0);
    } finally {
      await editor.context().close();
    }
  });
});


describe('the activity screen (issue 26 §8)', () => {
  it('names every record an entry points at (a settings tab, an invitation, a subscription, a ban), never a raw id', async () => {
    expect((await api.put('/settings_site', { description: 'Plateforme souveraine' }, { token })).status).toBe(200);
    expect((await api.post('/webmaster/team/invitations', { email: 'zoe.activite@exemple.fr', role: 'editor' }, { token })).status).toBe(201);
    const subscription = (await api.get('/billing_subscriptions', { token, query: { status: 'active', limit: '1' } })).body.data[0];
    const paused = await api.put(`/billing_subscriptions/${subscription._id}/pause`, { pause_until: '2099-01-31', pause_reason: 'Congés annuels' }, { token });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    const ban = (await api.get('/forum_bans', { token, query: { limit: '1' } })).body.data[0];
    expect((await api.put(`/forum_bans/${ban._id}`, { reason: 'Propos insultants répétés.' }, { token })).status).toBe(200);

    expect(await visit('users/activity')).toEqual([]);
    const table = page.locator('main table');
    await table.getByRole('link', { name: 'Paramètres du site' }).waitFor();
    await table.getByText('zoe.activite@exemple.fr').waitFor();
    await table.getByRole('link', { name: subscription.user_name }).first().waitFor();
    await table.getByRole('link', { name: /^Bannissement — / }).first().waitFor();
    expect(await table.innerText()).not.toMatch(/\b[0-9a-f]{24}\b/);
  });

  it('reads a refused second factor in French, attributed to its account, its details without JSON', async () => {
    const first = await api.post('/auth/login', { email: ADMIN.email, password: ADMIN.password });
    expect((await api.post('/auth/mfa', { mfaToken: first.body.mfaToken, code: '000000' })).status).toBe(401);
    const entry = (await api.get('/user_activity', { token, query: { limit: '1' } })).body.data[0];
    expect(entry.action_type).toBe('mfa-failed');
    expect(await visit(`users/activity/${entry._id}/show`)).toEqual([]);
    const main = page.locator('main');
    await main.getByText('Second facteur refusé').waitFor();
    await main.getByText('Motif du refus').waitFor();
    const text = await main.innerText();
    expect(text).toContain(ADMIN.name);
    expect(text).not.toMatch(/mfa-failed|Visiteur|Aucun compte|[{}"]/);
  });
});

describe('the users list (issue 26 §6)', () => {
  it('offers no Supprimer on the signed-in account’s own row, and still on the others', async () => {
    expect(await visit('users?sort=_id&order=ASC')).toEqual([]);
    const own = page.locator('main tbody tr', { hasText: ADMIN.email });
    await own.waitFor();
    await own.getByRole('link', { name: 'Afficher' }).waitFor();
    expect(await own.getByRole('button', { name: 'Supprimer' }).count()).toBe(0);
    const other = page.locator('main tbody tr').filter({ hasNot: page.getByText(ADMIN.email) }).first();
    await other.getByRole('button', { name: 'Supprimer' }).waitFor();
  });

  it('leaves the signed-in account’s own row out of the selection, so the bulk delete cannot take it', async () => {
    expect(await visit('users?sort=_id&order=ASC')).toEqual([]);
    const own = page.locator('main tbody tr', { hasText: ADMIN.email });
    await own.waitFor();
    expect(await own.getByRole('checkbox').isDisabled()).toBe(true);
    await page.locator('main thead').getByRole('checkbox').check();
    const rows = await page.locator('main tbody tr').count();
    await page.getByText(`${rows - 1} sélectionné(s)`).waitFor();
    expect(await own.getByRole('checkbox').isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Supprimer' }).first().waitFor();
    await page.locator('main thead').getByRole('checkbox').uncheck();
  });
});

describe('the search box of every list (issue 26 §12)', () => {
  /** The lists with a search box, by their address. */
  const LISTS = resources.filter((resource) => resource.menu && !resource.singleton).map((resource) => resource.route);

  it.each([1024, 1440])('shows its whole placeholder at %i px', async (width) => {
    await page.setViewportSize({ width, height: 900 });
    try {
      const cut: string[] = [];
      for (const path of LISTS) {
        await page.goto(target.server.url(`/webmaster/${path}`));
        const search = page.locator('main input[name="q"]');
        // A collection shown by a screen of its own (the team, the API keys) has no list search.
        if (!(await search.waitFor({ timeout: 5_000 }).then(() => true, () => false))) continue;
        const { need, room } = await search.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input);
          const measure = document.createElement('canvas').getContext('2d')!;
          measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          return { need: measure.measureText(input.placeholder).width, room: input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) };
        });
        if (need > room) cut.push(`${path} (${Math.ceil(need)} px pour ${Math.floor(room)})`);
      }
      expect(cut).toEqual([]);
    } finally {
      await page.setViewportSize(BACK_OFFICE_SCREEN.viewport!);
    }
  });
});

describe('the filters of a list at 1 440 px (issue 26 §12)', () => {
  /** Each filter's row (its top) and whether its label or the search box's placeholder is cut. */
  const filterRows = () =>
    page.locator('.RaList-actions > form').evaluate((form) => {
      const measure = document.createElement('canvas').getContext('2d')!;
      return [...form.querySelectorAll<HTMLElement>('.filter-field')].map((field) => {
        const input = field.querySelector('input')!;
        const style = getComputedStyle(input);
        measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const label = field.querySelector('label');
        return {
          name: input.placeholder || label?.textContent || '',
          top: Math.round(field.getBoundingClientRect().top),
          cut: (input.placeholder ? measure.measureText(input.placeholder).width > room : false) || (label ? label.scrollWidth > label.clientWidth : false),
        };
      });
    });

  it.each([['Plans', 'billing/plans'], ['Factures', 'billing/invoices'], ['Abonnements', 'billing/subscriptions'], ['Activité', 'users/activity']])(
    '%s: no filter alone on its row, no label nor placeholder cut',
    async (_label, path) => {
      expect(await visit(path)).toEqual([]);
      const filters = await filterRows();
      const perRow = new Map<number, number>();
      for (const { top } of filters) perRow.set(top, (perRow.get(top) ?? 0) + 1);
      expect(filters.length).toBeGreaterThan(2);
      expect([...perRow.values()].every((count) => count >= 2), JSON.stringify(filters)).toBe(true);
      expect(filters.filter((filter) => filter.cut)).toEqual([]);
    },
  );
});
