/**
 * The blog in the back-office, in Debian's Chromium against the real built server: a post
 * written (validation errors first, a cover uploaded, its slug taken from the title), a
 * comment rejected without then with a reason, and a category holding posts that cannot
 * be deleted.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signedInPage } from '../support/admin-session';
import { ADMIN, type ApiClient } from '../support/api';
import { pickOption } from '../support/autocomplete';
import { startServerAndBrowser, stopServerAndBrowser } from '../support/browser-suite';
import { createRecord, readRecord } from '../support/records';
import { SHOTS, screenshotOnFailure } from '../support/screenshots';
import type { TestServer } from '../support/server';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const TITLE = 'Sauvegardes immuables : se protéger des rançongiciels';
const SLUG = 'sauvegardes-immuables-se-proteger-des-rancongiciels';

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

  ids.cloud = await created('blog_categories', { name: 'Cloud souverain', color: 'primary' });
  ids.news = await created('blog_categories', { name: 'Annonces', color: 'success' });
  ids.post = await created('blog_posts', { title: 'Ouverture de la région Lyon', category_id: ids.news, content: 'Bonne nouvelle.', status: 'published' });
  ids.spam = await created('blog_comments', {
    post_id: ids.post,
    author_name: 'Promo Serveurs',
    author_email: 'promo@serveurs.biz',
    content: 'Serveurs à -90 %, cliquez vite !',
  });
  ids.kept = await created('blog_comments', {
    post_id: ids.post,
    author_name: 'Marie Dupont',
    author_email: 'marie@atelier-lumiere.fr',
    content: 'Enfin une région dans le Sud-Est, merci !',
  });

  // Signed in as the site's login page leaves it (the login itself is the foundation test's).
  page = await signedInPage(browser, admin);
});
afterEach(screenshotOnFailure(() => page));
afterAll(() => stopServerAndBrowser({ server, browser }));

describe('blog posts', () => {
  it('shows the validation errors, then creates the post with its uploaded cover', async () => {
    await page.goto(server.url('/webmaster/blog/posts/create'));
    await page.getByRole('heading', { name: 'Ajouter — Article' }).waitFor();

    await page.getByLabel(/^Titre \*$/).fill('x'.repeat(201));
    await page.getByLabel(/^Identifiant URL$/).fill('Mon Article');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Maximum 200 caractères autorisés').first().waitFor();
    await page.getByText('Seuls les lettres minuscules, chiffres et tirets sont autorisés').first().waitFor();
    await page.getByText('Le champ « Catégorie » est requis').first().waitFor();
    await page.getByText('Le champ « Contenu » est requis').first().waitFor();

    // A scheduled post asks its date, and requires it.
    await page.getByRole('combobox', { name: /^Statut/ }).click();
    await page.getByRole('option', { name: 'Programmé' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Le champ « Date de publication » est requis').first().waitFor();
    await page.getByRole('combobox', { name: /^Statut/ }).click();
    await page.getByRole('option', { name: 'Publié' }).click();
    await expect.poll(() => page.getByText('Le champ « Date de publication » est requis').count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'blog-post-errors.png'), fullPage: true });

    await page.getByLabel(/^Titre \*$/).fill(TITLE);
    await page.getByLabel(/^Identifiant URL$/).fill('');
    await pickOption(page, page.getByLabel(/^Catégorie \*$/), 'Cloud', 'Cloud souverain');
    await page.getByLabel(/^Contenu \*$/).fill('## Pourquoi\n\nUne sauvegarde que personne ne peut modifier résiste aux rançongiciels.');

    // The server looks at the bytes: a text file named .png is refused.
    const cover = page.getByLabel('Image à la une');
    await cover.setInputFiles({ name: 'faux.png', mimeType: 'image/png', buffer: Buffer.from('pas une image') });
    await page.getByText('Types de fichiers acceptés: image/*').first().waitFor();
    await cover.setInputFiles({ name: 'couverture.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: /^Aperçu/ }).waitFor();

    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Élément créé avec succès').first().waitFor();

    const { data } = (await api.get('/blog_posts', { token, query: { q: 'rançongiciels' } })).body;
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ slug: SLUG, status: 'published', author_name: ADMIN.name, category_name: 'Cloud souverain' });
    expect(data[0].featured_image).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    expect(data[0].published_at).toBeTruthy();
    ids.created = data[0]._id;
  });

  it('lists it as a card with its cover, status and category, and its public link in the table', async () => {
    await page.goto(server.url('/webmaster/blog/posts'));
    const card = page.getByRole('article', { name: TITLE });
    await card.waitFor();
    expect(await card.locator('img').first().getAttribute('src')).toMatch(/^\/uploads\/.+\.png$/);
    await card.getByText('Publié', { exact: true }).waitFor();
    await card.getByText('Cloud souverain', { exact: true }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'blog-posts-grid.png') });

    await page.getByRole('button', { name: 'Vue tableau' }).click();
    const row = page.getByRole('row').filter({ hasText: TITLE });
    const link = row.getByRole('link', { name: SLUG });
    expect(await link.getAttribute('href')).toBe(`/blog/${SLUG}`);
    expect(await link.getAttribute('target')).toBe('_blank');
  });
});

describe('blog comments', () => {
  it('rejects a comment only once a reason is given', async () => {
    await page.goto(server.url('/webmaster/blog/comments'));
    const stats = page.getByRole('region', { name: 'Statistiques : Commentaires' });
    await expect.poll(() => stats.innerText()).toMatch(/En attente\s+2\s+Approuvés\s+0\s+Rejetés\s+0/);

    const row = page.getByRole('row').filter({ hasText: 'Serveurs à -90 %' });
    await row.getByRole('button', { name: 'Rejeter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rejeter le commentaire' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Rejeter' }).click();
    await dialog.getByText('Le champ « Motif du rejet » est requis').waitFor();
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await record('blog_comments', ids.spam)).status).toBe('pending');

    await row.getByRole('button', { name: 'Rejeter' }).click();
    await dialog.getByLabel(/^Motif du rejet/).fill('Publicité déguisée');
    await dialog.getByRole('button', { name: 'Rejeter' }).click();
    await page.getByText('Commentaire rejeté').first().waitFor();
    await row.getByText('Rejeté', { exact: true }).waitFor();
    await row.getByText('Publicité déguisée').waitFor();
    expect(await row.getByRole('button', { name: 'Rejeter' }).count()).toBe(0);
    expect(await record('blog_comments', ids.spam)).toMatchObject({ status: 'rejected', rejection_reason: 'Publicité déguisée' });
    await expect.poll(() => stats.innerText()).toMatch(/En attente\s+1\s+Approuvés\s+0\s+Rejetés\s+1/);
    await page.screenshot({ path: join(SHOTS, 'blog-comments.png') });
  });

  it('approves the other one', async () => {
    const row = page.getByRole('row').filter({ hasText: 'Enfin une région' });
    await row.getByRole('button', { name: 'Approuver' }).click();
    await page.getByText('Commentaire approuvé').first().waitFor();
    await row.getByText('Approuvé', { exact: true }).waitFor();
    expect((await record('blog_comments', ids.kept)).status).toBe('approved');
  });
});

describe('blog categories', () => {
  it('refuses to delete a category holding posts, with the spec message', async () => {
    await page.goto(server.url('/webmaster/blog/categories'));
    const row = page.getByRole('row').filter({ hasText: 'Annonces' });
    await row.getByRole('button', { name: 'Supprimer' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Êtes-vous sûr de vouloir supprimer cet élément ?').waitFor();
    await dialog.getByRole('button', { name: 'Confirmer' }).click();
    await page.getByText('Cette catégorie contient des articles').first().waitFor();
    await page.screenshot({ path: join(SHOTS, 'blog-category-refused.png') });
    expect((await api.get(`/blog_categories/${ids.news}`, { token })).status).toBe(200);
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Annonces' }).count()).toBe(1);
  });
});
