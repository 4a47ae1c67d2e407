/**
 * The forum in the back-office, in Debian's Chromium against the real built server: a
 * permanent ban and its journal entry, the moderation tabs, two topics pinned at once, and
 * the top-level categories reordered from the keyboard.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signedInPage } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { pickOption } from '../support/autocomplete';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { createRecord, readRecord } from '../support/records';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

const SPAMMER = { name: 'Victor Promo', email: 'victor.promo@exemple.fr' };
const TOPICS = ['Pare-feu IA : règles YAML', 'Cluster HA à trois nœuds', 'Sauvegardes incrémentales'];

let server: TestServer;
let browser: Browser;
let page: Page;
let api: ApiClient;
let token: string;
const ids: Record<string, string> = {};

const created = async (collection: string, body: Record<string, unknown>) => (await createRecord(api, token, collection, body))._id as string;
const record = (collection: string, id: string) => readRecord(api, token, collection, id);

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  const admin = await signInAdmin(server);
  ({ api, token } = admin);

  ids.spammer = await created('users', { ...SPAMMER, role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
  ids.general = await created('forum_categories', { name: 'Général', description: 'Discussions libres', order: 1 });
  ids.install = await created('forum_categories', { name: 'Installation', description: 'Installer Hexagone OS', order: 2 });
  ids.help = await created('forum_categories', { name: 'Dépannage', description: 'Résoudre un problème', order: 3 });
  for (const [index, title] of TOPICS.entries()) {
    ids[`topic${index}`] = await created('forum_topics', { title, category_id: ids.help, content: `Question : ${title}` });
  }

  page = await signedInPage(browser, admin);
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

const tab = (name: string) => page.getByRole('tab', { name });
const row = (text: string | RegExp) => page.getByRole('row').filter({ hasText: text });

describe('forum moderation', () => {
  it('opens on the reports, and switches between its three tabs', async () => {
    await page.goto(server.url('/webmaster/forum/moderation'));
    await tab('Signalements').waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Signalements', 'Utilisateurs bannis', 'Journal de modération']);
    await expect.poll(() => tab('Signalements').getAttribute('aria-selected')).toBe('true');

    await tab('Utilisateurs bannis').click();
    await page.waitForURL(/\/webmaster\/forum\/moderation\/bans/);
    await expect.poll(() => tab('Utilisateurs bannis').getAttribute('aria-selected')).toBe('true');
    await page.getByRole('link', { name: 'Bannir un utilisateur' }).or(page.getByRole('button', { name: 'Bannir un utilisateur' })).first().waitFor();

    await tab('Journal de modération').click();
    await page.waitForURL(/\/webmaster\/forum\/moderation\/log/);
    await expect.poll(() => tab('Journal de modération').getAttribute('aria-selected')).toBe('true');
    // Read-only: nothing to add.
    expect(await page.getByRole('link', { name: 'Ajouter' }).or(page.getByRole('button', { name: 'Ajouter' })).count()).toBe(0);

    await tab('Signalements').click();
    await page.waitForURL(/\/webmaster\/forum\/moderation\/reports/);
  });

  it("bans a user permanently with 'Bannir un utilisateur': the list reads 'Permanent', the journal has the entry", async () => {
    await tab('Utilisateurs bannis').click();
    await page.getByRole('link', { name: 'Bannir un utilisateur' }).or(page.getByRole('button', { name: 'Bannir un utilisateur' })).first().click();
    await page.waitForURL(/\/webmaster\/forum\/moderation\/bans\/create/);

    // The form is ready once its defaults are drawn.
    await expect.poll(() => page.getByLabel(/^Durée \(jours\)/).inputValue()).toBe('7');
    await pickOption(page, page.getByRole('combobox', { name: /^Utilisateur/ }), 'Victor', new RegExp(SPAMMER.name));
    await page.getByLabel(/^Motif/).fill('Vente de licences douteuses dans plusieurs sujets');
    const duration = page.getByLabel(/^Durée \(jours\)/);
    expect(await duration.inputValue()).toBe('7');
    await duration.fill('0');
    await page.screenshot({ path: join(SHOTS, 'forum-ban-create.png') });
    await page.getByRole('button', { name: 'Enregistrer' }).click();

    await page.waitForURL(/\/webmaster\/forum\/moderation\/bans(\?.*)?$/);
    const banned = row(SPAMMER.name);
    await banned.waitFor();
    await expect.poll(() => banned.innerText()).toContain('Permanent');
    expect(await banned.innerText()).toContain('Alice Admin');
    await page.screenshot({ path: join(SHOTS, 'forum-bans.png') });

    const [ban] = (await api.get('/forum_bans', { token, query: { user_id: ids.spammer } })).body.data;
    expect(ban).toMatchObject({ duration_days: 0, is_active: true });
    expect(ban.expires_at ?? null).toBeNull();

    await tab('Journal de modération').click();
    const entry = row('Utilisateur banni');
    await entry.waitFor();
    const text = await entry.innerText();
    expect(text).toContain(SPAMMER.name);
    expect(text).toContain('définitivement');
    expect(text).toContain('Alice Admin');
    await page.screenshot({ path: join(SHOTS, 'forum-moderation-log.png') });
  });
});

describe('forum topics', () => {
  it('pins two selected topics at once, the third left as it was', async () => {
    await page.goto(server.url('/webmaster/forum/topics'));
    await row(TOPICS[2]).waitFor();
    await row(TOPICS[0]).getByRole('checkbox').check();
    await row(TOPICS[1]).getByRole('checkbox').check();
    await page.getByText('2 sélectionné(s)').first().waitFor();
    await page.getByRole('button', { name: 'Épingler' }).click();

    await expect.poll(async () => (await record('forum_topics', ids.topic0)).is_pinned).toBe(true);
    await expect.poll(async () => (await record('forum_topics', ids.topic1)).is_pinned).toBe(true);
    expect((await record('forum_topics', ids.topic2)).is_pinned).toBe(false);
    await page.screenshot({ path: join(SHOTS, 'forum-topics.png') });

    // Each pin is a moderation action of its own.
    const log = (await api.get('/forum_moderation_log', { token, query: { q: 'Sujet épinglé' } })).body.data;
    expect(log.map((e: any) => e.details).sort()).toEqual([`« ${TOPICS[0]} »`, `« ${TOPICS[1]} »`].sort());
  });

  it("shows each topic's state badge and links its title to the public page in a new tab", async () => {
    await api.put(`/forum_topics/${ids.topic2}`, { is_solved: true }, { token });
    await page.reload();
    await expect.poll(() => row(TOPICS[2]).innerText()).toContain('Résolu');
    expect(await row(TOPICS[0]).innerText()).toContain('Actif');
    const slug = (await record('forum_topics', ids.topic0)).slug;
    const link = row(TOPICS[0]).getByRole('link', { name: TOPICS[0] });
    expect(await link.getAttribute('href')).toBe(`/forum/topics/${slug}`);
    expect(await link.getAttribute('target')).toBe('_blank');
  });
});

describe('forum replies', () => {
  it("open from their topic's 'Voir les réponses', filtered on it", async () => {
    await created('forum_replies', { topic_id: ids.topic1, content: 'Trois nœuds, pour le quorum.' });
    await created('forum_replies', { topic_id: ids.topic2, content: 'Une autre discussion.' });
    await page.goto(server.url('/webmaster/forum/topics'));
    expect(await row(TOPICS[0]).getByRole('link', { name: 'Voir les réponses' }).count()).toBe(0);
    await row(TOPICS[1]).getByRole('link', { name: 'Voir les réponses' }).click();
    await page.waitForURL(/\/webmaster\/forum\/replies/);
    await row('Trois nœuds, pour le quorum.').waitFor();
    expect(await row('Une autre discussion.').count()).toBe(0);
    expect(await row('Trois nœuds, pour le quorum.').innerText()).toContain('Alice Admin');
  });
});

describe('forum categories', () => {
  it('reorders the top-level categories from the keyboard and saves the new order', async () => {
    await page.goto(server.url('/webmaster/forum/categories'));
    await row('Dépannage').getByRole('button', { name: 'Réorganiser' }).click();
    const dialog = page.getByRole('dialog', { name: 'Réorganiser les catégories' });
    await dialog.getByRole('button', { name: 'Monter « Dépannage »' }).waitFor();
    expect(await dialog.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringContaining('1. Général'),
      expect.stringContaining('2. Installation'),
      expect.stringContaining('3. Dépannage'),
    ]);

    await dialog.getByRole('button', { name: 'Monter « Dépannage »' }).focus();
    await page.keyboard.press('Enter');
    // The focus follows the moved category, so it can be moved again at once.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Monter « Dépannage »');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Descendre « Dépannage »');
    expect(await dialog.getByRole('listitem').first().innerText()).toContain('1. Dépannage');
    await page.screenshot({ path: join(SHOTS, 'forum-reorder.png') });

    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const orders = await Promise.all([ids.help, ids.general, ids.install].map(async (id) => (await record('forum_categories', id)).order));
    expect(orders).toEqual([1, 2, 3]);
    await expect.poll(async () => (await page.getByRole('row').nth(1).innerText()).includes('Dépannage')).toBe(true);
  });

  it("offers 'Réorganiser' on top-level categories only", async () => {
    await created('forum_categories', { name: 'Kubernetes', description: 'Sous-catégorie', parent_id: ids.install });
    await page.reload();
    await row('Kubernetes').waitFor();
    expect(await row('Kubernetes').getByRole('button', { name: 'Réorganiser' }).count()).toBe(0);
    expect(await row('Général').getByRole('button', { name: 'Réorganiser' }).count()).toBe(1);
  });
});
