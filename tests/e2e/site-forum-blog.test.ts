/**
 * The public forum and blog, rendered on request from the real database: counts, filters
 * from the address and from the island, topic and post pages with safe rendering, view
 * counters, 404 for what is not public, and the content sitemaps.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, apiClient, setupAndLogin, type ApiClient } from '../support/api';
import { launchBrowser } from '../support/browser';
import { STEP_TIMEOUT } from '../support/browser-suite';
import { makeScreenshotFolder, screenshotOnFailure, watchApiCalls } from '../support/screenshots';
import { startServer, type TestServer } from '../support/server';
import { createSiteContent, type SiteContent } from '../support/site-content';


let server: TestServer;
let browser: Browser;
let page: Page;
let api: ApiClient;
let token: string;
let content: SiteContent;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  api = apiClient(server.baseUrl);
  token = await setupAndLogin(api);
  content = await createSiteContent(api, token);
  await makeScreenshotFolder();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
  await context.addInitScript(() =>
    localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, analytics: false, preferences: false, timestamp: new Date().toISOString() })),
  );
  page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT);
  watchApiCalls(page);
});
afterEach(screenshotOnFailure(() => page));
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => new URL(path, server.baseUrl).href;
const get = (path: string) => fetch(url(path), { redirect: 'manual' });
const html = async (path: string) => (await get(path)).text();
const topicTitles = () => page.locator('.topic-title').allInnerTexts();
/** The topics a page lists (its island also carries every topic in its properties). */
const listed = async (path: string) =>
  [...(await html(path)).matchAll(/class="topic-title"><a href="[^"]+">([^<]+)<\/a>/g)].map((match) => match[1]);
const figure = (label: string) => page.locator('.forum-stats .figure', { hasText: label }).locator('dd').innerText();
const record = async (collection: string, slug: string) =>
  ((await api.get(`/${collection}`, { token, query: { q: slug } })).body.data as any[]).find((item) => item.slug === slug);

describe('the forum home', () => {
  it('shows the real figures: members, public topics, their replies and solutions', async () => {
    const members = (await api.get('/users', { token, query: { limit: '1' } })).body.pagination.total;
    await page.goto(url('/forum'));
    await page.getByRole('heading', { level: 1, name: 'Forum communautaire' }).waitFor();
    expect(await figure('Membres')).toBe(String(members));
    expect(await figure('Sujets')).toBe(String(content.forum.publicTopics));
    expect(await figure('Réponses')).toBe(String(content.forum.publicReplies));
    expect(await figure('Solutions')).toBe(String(content.forum.solvedTopics));
  });

  it('lists the public topics only, pinned first, with their badges, and the categories with counts', async () => {
    const titles = await topicTitles();
    expect(titles).toHaveLength(content.forum.publicTopics);
    expect(titles[0]).toBe(content.forum.pinnedTopic.title);
    expect(titles).not.toContain(content.forum.privateTopic.title);
    expect(titles).not.toContain(content.forum.inactiveTopic.title);
    const pinned = page.locator('.topic', { hasText: content.forum.pinnedTopic.title });
    expect(await pinned.locator('.badge').allInnerTexts()).toEqual(['Épinglé', 'Résolu']);
    expect(await page.locator('.topic', { hasText: content.forum.lockedTopic.title }).locator('.badge').allInnerTexts()).toEqual(['Verrouillé']);
    expect(await page.locator('.forum-count').innerText()).toBe('4 sujets');
    const categories = await page.locator('.category').allInnerTexts();
    expect(categories.map((text) => text.replace(/\s+/g, ' ').trim())).toEqual(['Tous 4', 'Général 2', 'Installation 2']);
    expect(await page.locator('.tag-cloud').innerText()).toContain('#installation');
  });

  it('filters from the address, without JavaScript: search over titles and tags (any case), category, sort', async () => {
    expect(await listed('/forum?q=PROXMOX')).toEqual([content.forum.popularTopic.title]);
    expect(await html('/forum?q=PROXMOX')).toContain('role="status">1 sujet<');
    expect(await listed('/forum?q=r%C3%A8gles')).toEqual([content.forum.pinnedTopic.title]);
    expect(await listed(`/forum?category=${content.forum.publicCategory.slug}`)).toEqual([
      content.forum.popularTopic.title,
      content.forum.lockedTopic.title,
    ]);
    expect(await listed(`/forum?category=${content.forum.publicCategory.slug}&q=migration`)).toEqual([content.forum.lockedTopic.title]);
    expect(await listed('/forum?sort=replies')).toEqual([
      content.forum.pinnedTopic.title,
      'Question sur les quotas GPU',
      content.forum.popularTopic.title,
      content.forum.lockedTopic.title,
    ]);
  });

  it('sorts by views and by replies, pinned topics always first', async () => {
    // Three visits make the Proxmox topic the most viewed.
    for (let visit = 0; visit < 3; visit += 1) expect((await get(`/forum/topics/${content.forum.popularTopic.slug}`)).status).toBe(200);
    await page.goto(url('/forum?sort=popular'));
    const popular = await topicTitles();
    expect(popular.slice(0, 2)).toEqual([content.forum.pinnedTopic.title, content.forum.popularTopic.title]);
    await page.goto(url('/forum?sort=replies'));
    const replies = await topicTitles();
    expect(replies.slice(0, 2)).toEqual([content.forum.pinnedTopic.title, 'Question sur les quotas GPU']);
  });

  it('filters in place once the island is live, and keeps the address in step', async () => {
    await page.goto(url('/forum'));
    await page.locator('astro-island:not([ssr])').waitFor({ state: 'attached' });
    await page.getByLabel('Rechercher dans le forum').fill('gpu');
    await expect.poll(topicTitles).toEqual(['Question sur les quotas GPU']);
    expect(await page.getByRole('status').filter({ hasText: 'sujet' }).innerText()).toBe('1 sujet');
    expect(new URL(page.url()).search).toBe('?q=gpu');

    await page.getByLabel('Rechercher dans le forum').fill('');
    await page.getByRole('link', { name: /^Installation/ }).click();
    await expect.poll(topicTitles).toHaveLength(2);
    expect(new URL(page.url()).searchParams.get('category')).toBe(content.forum.publicCategory.slug);

    await page.getByLabel('Trier par').selectOption('popular');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('popular');
    expect((await topicTitles())[0]).toBe(content.forum.popularTopic.title);
    await page.getByRole('link', { name: /^Tous/ }).click();
    await expect.poll(topicTitles).toHaveLength(content.forum.publicTopics);
  });

  it('pages a long list with a real pager', async () => {
    const category = (await api.get('/forum_categories', { token, query: { q: content.forum.otherCategory.slug } })).body.data[0];
    for (let n = 1; n <= 8; n += 1) {
      const response = await api.post('/forum_topics', { title: `Sujet de pagination ${n}`, category_id: category._id, content: 'Texte.' }, { token });
      expect(response.status).toBe(201);
    }
    await page.goto(url('/forum'));
    expect(await topicTitles()).toHaveLength(10);
    const pager = page.getByRole('navigation', { name: 'Pagination des sujets' });
    expect(await pager.innerText()).toContain('Page 1 sur 2');
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect.poll(topicTitles).toHaveLength(2);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await html('/forum?page=2')).toContain('Page 2 sur 2');
  });

  it("sends 'Nouveau sujet' to the login page", async () => {
    await page.goto(url('/forum'));
    expect(await page.getByRole('link', { name: 'Nouveau sujet' }).getAttribute('href')).toBe('/login');
  });
});

describe('a forum topic', () => {
  it('shows the topic, its badges, author, date, tags, replies and the solution, rendering text safely', async () => {
    await page.goto(url(`/forum/topics/${content.forum.pinnedTopic.slug}`));
    await page.getByRole('heading', { level: 1, name: content.forum.pinnedTopic.title }).waitFor();
    expect(await page.title()).toBe(`${content.forum.pinnedTopic.title} | Forum Hexagone`);
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('.hero-banner .badge').allInnerTexts()).toEqual(['Épinglé', 'Résolu']);
    const article = page.locator('article.post');
    expect(await article.innerText()).toContain(ADMIN.name);
    expect(await article.locator('time').innerText()).toMatch(/^\d{1,2} \p{L}+ \d{4} à \d{2}:\d{2}$/u);
    expect(await article.locator('strong', { hasText: 'bienveillants' }).count()).toBe(1);
    expect(await article.getByRole('heading', { level: 2, name: 'Règles' }).count()).toBe(1);
    expect(await article.locator('li').allInnerTexts()).toEqual(['Cherchez avant de poster', 'Marquez la solution', '#bienvenue', '#Règles']);
    // The stored <script> is shown as text, never run.
    expect(await article.innerText()).toContain('<script>window.__pwned = true</script>');
    expect(await page.evaluate(() => (window as any).__pwned)).toBeUndefined();
    const replies = page.locator('.reply-list > li');
    expect(await replies.count()).toBe(2);
    expect(await replies.nth(1).locator('.badge').innerText()).toBe('Solution');
    expect(await page.getByRole('link', { name: 'Répondre' }).getAttribute('href')).toBe('/login');
    expect(await page.locator('.breadcrumbs, nav[aria-label="Fil d\'Ariane"]').innerText()).toContain(content.forum.otherCategory.name);
  });

  it('says a locked topic takes no more replies', async () => {
    await page.goto(url(`/forum/topics/${content.forum.lockedTopic.slug}`));
    expect(await page.locator('.hero-banner .badge').allInnerTexts()).toEqual(['Verrouillé']);
    expect(await page.getByText("Ce sujet est verrouillé : il n'accepte plus de nouvelles réponses.").count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Répondre' }).count()).toBe(0);
  });

  it('counts each view in the database, simultaneous ones included', async () => {
    const before = (await record('forum_topics', content.forum.lockedTopic.slug)).view_count;
    await get(`/forum/topics/${content.forum.lockedTopic.slug}`);
    await Promise.all(Array.from({ length: 10 }, () => get(`/forum/topics/${content.forum.lockedTopic.slug}`)));
    expect((await record('forum_topics', content.forum.lockedTopic.slug)).view_count).toBe(before + 11);
  });

  it('answers 404 for an unknown topic and for topics of private or inactive categories', async () => {
    for (const slug of ['sujet-inconnu', content.forum.privateTopic.slug, content.forum.inactiveTopic.slug]) {
      const response = await get(`/forum/topics/${slug}`);
      expect(response.status, slug).toBe(404);
      expect(await response.text()).toContain('Page introuvable');
    }
    expect((await record('forum_topics', content.forum.privateTopic.slug)).view_count).toBe(0);
  });
});

describe('the blog', () => {
  it('lists published posts and due scheduled ones, newest first, never drafts or future posts', async () => {
    await page.goto(url('/blog'));
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    const titles = await page.locator('.post-card h3').allInnerTexts();
    expect(titles).toEqual([content.blog.other.title, content.blog.published.title, content.blog.scheduledPast.title]);
    const card = page.locator('.post-card', { hasText: content.blog.published.title });
    expect(await card.locator('.category').textContent()).toBe('Actualités');
    expect(await card.innerText()).toContain('Une seconde région pour vos plans de reprise.');
    expect(await card.locator('time').innerText()).toMatch(/^\d{1,2} \p{L}+ \d{4}$/u);
  });

  it('shows a post with its SEO title and description, content rendered safely and approved comments only', async () => {
    await page.goto(url(`/blog/${content.blog.published.slug}`));
    await page.getByRole('heading', { level: 1, name: content.blog.published.title }).waitFor();
    expect(await page.title()).toBe(`${content.blog.published.metaTitle} | Blog Hexagone`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(content.blog.published.metaDescription);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.getByRole('heading', { level: 2, name: 'Pourquoi Lyon' }).count()).toBe(1);
    expect(await page.locator('article strong', { hasText: 'redondants' }).count()).toBe(1);
    expect(await page.locator('article img[onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as any).__pwned)).toBeUndefined();
    const comments = await page.locator('.comments').innerText();
    expect(comments).toContain(content.blog.approvedComment);
    expect(comments).not.toContain(content.blog.pendingComment);
    expect(comments).toContain('Commentaires (1)');
  });

  it('counts each view of a post', async () => {
    const before = (await record('blog_posts', content.blog.other.slug)).views;
    await get(`/blog/${content.blog.other.slug}`);
    await get(`/blog/${content.blog.other.slug}`);
    expect((await record('blog_posts', content.blog.other.slug)).views).toBe(before + 2);
  });

  it('answers 404 for unknown, draft and future posts, and for a page past the end', async () => {
    for (const path of ['/blog/article-inconnu', `/blog/${content.blog.draft.slug}`, `/blog/${content.blog.scheduledFuture.slug}`, '/blog?page=9']) {
      expect((await get(path)).status, path).toBe(404);
    }
    expect((await get(`/blog/${content.blog.scheduledPast.slug}`)).status).toBe(200);
  });
});

describe('search engines', () => {
  it('lists public topics and published posts in their sitemaps, named by robots.txt', async () => {
    const robots = await html('/robots.txt');
    expect(robots).toMatch(/^Sitemap: .+\/sitemap-index\.xml$/m);
    expect(robots).toMatch(/^Sitemap: .+\/forum\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Sitemap: .+\/blog\/sitemap\.xml$/m);

    const forum = await get('/forum/sitemap.xml');
    expect(forum.headers.get('content-type')).toContain('xml');
    const forumXml = await forum.text();
    expect(forumXml).toContain(`/forum/topics/${content.forum.pinnedTopic.slug}</loc>`);
    expect(forumXml).not.toContain(content.forum.privateTopic.slug);
    expect(forumXml).not.toContain(content.forum.inactiveTopic.slug);

    const blogXml = await html('/blog/sitemap.xml');
    expect(blogXml).toContain(`/blog/${content.blog.published.slug}</loc>`);
    expect(blogXml).toContain(`/blog/${content.blog.scheduledPast.slug}</loc>`);
    expect(blogXml).not.toContain(content.blog.draft.slug);
    expect(blogXml).not.toContain(content.blog.scheduledFuture.slug);
  });

  it('lists the forum and blog homes in the build sitemap, and none of the private pages', async () => {
    const index = await html('/sitemap-index.xml');
    expect(index).toContain('sitemap-0.xml');
    const paths = [...(await html('/sitemap-0.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/', '/forum', '/blog']));
    for (const hidden of ['/sitemap', '/login', '/logout', '/setup', '/user', '/404']) {
      expect(paths.filter((path) => path === hidden || path.startsWith(`${hidden}/`)), hidden).toEqual([]);
    }
  });
});
