/**
 * The demo blog of `npm run seed`: categories, posts and comments created through the API's
 * own rules, so that counters, authors, statuses and covers are those a visitor would see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedNewInstallation, stopSeedTarget, type SeededInstallation } from '../support/seed-target';

let seeded: SeededInstallation;

beforeAll(async () => {
  seeded = await seedNewInstallation();
}, 180_000);
afterAll(() => stopSeedTarget(seeded ?? {}));

describe('the demo blog', () => {
  it('reports six categories, fifteen posts and forty-one comments', () => {
    expect(seeded.report).toContain('blog : 6 catégorie(s) créée(s)');
    expect(seeded.report).toContain('blog : 15 article(s) créé(s)');
    expect(seeded.report).toContain('blog : 41 commentaire(s) créé(s)');
  });

  it('nests one category under another and counts the posts of each', async () => {
    const categories = await seeded.list('blog_categories');
    const posts = await seeded.list('blog_posts');
    expect(categories).toHaveLength(6);
    const bySlug = new Map(categories.map((c) => [c.slug, c]));
    expect(bySlug.get('agents-ia').parent_id).toBe(bySlug.get('intelligence-artificielle')._id);
    for (const category of categories) {
      expect(category.post_count, category.slug).toBe(posts.filter((p) => p.category_id === category._id).length);
    }
  });

  it('has mostly published posts, two drafts and one scheduled ahead, each with its staff author and category name', async () => {
    const posts = await seeded.list('blog_posts');
    const statuses = posts.map((p) => p.status);
    expect(statuses.filter((s) => s === 'published')).toHaveLength(12);
    expect(statuses.filter((s) => s === 'draft')).toHaveLength(2);
    const [scheduled] = posts.filter((p) => p.status === 'scheduled');
    expect(Date.parse(scheduled.published_at)).toBeGreaterThan(Date.now());
    const categories = new Map((await seeded.list('blog_categories')).map((c) => [c._id, c.name]));
    for (const post of posts) {
      expect(['Claire Morel', 'Julien Faure', 'Sophie Lambert', 'Karim Benali', 'Élodie Girard']).toContain(post.author_name);
      expect(post.category_name).toBe(categories.get(post.category_id));
      if (post.status === 'published') expect(Date.parse(post.published_at)).toBeLessThan(Date.now());
    }
    expect(posts.filter((p) => p.featured).length).toBeGreaterThan(0);
    expect(posts.reduce((sum, p) => sum + p.views, 0)).toBeGreaterThan(10_000);
  });

  it('gives the posts that go out a real PNG cover, served back', async () => {
    const posts = (await seeded.list('blog_posts')).filter((p) => p.status !== 'draft');
    expect(posts.every((p) => /^\/uploads\/[0-9a-f]{32}\.png$/.test(p.featured_image))).toBe(true);
    const response = await fetch(new URL(posts[0].featured_image, seeded.server.baseUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await response.arrayBuffer()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('spreads the comments over every moderation state, with replies, counted on their posts', async () => {
    const stats = (await seeded.api.get('/blog_comments/stats', { token: seeded.token })).body;
    expect(stats).toEqual({ pending: 8, approved: 26, rejected: 4 });
    expect((await seeded.list('blog_comments', { status: 'spam' })).length).toBe(3);

    const comments = [...(await seeded.list('blog_comments')), ...(await seeded.list('blog_comments', { page: '2' }))];
    expect(comments).toHaveLength(41);
    expect(comments.filter((c) => c.parent_id).length).toBeGreaterThanOrEqual(3);
    expect(comments.filter((c) => c.status === 'rejected').every((c) => c.rejection_reason)).toBe(true);
    for (const post of await seeded.list('blog_posts')) {
      expect(post.comments_count, post.title).toBe(comments.filter((c) => c.post_id === post._id).length);
    }
  });

  it('adds nothing when run again', async () => {
    const second = await seeded.runSeed(seeded.database.uri);
    expect(second).toContain('blog : 0 catégorie(s) créée(s)');
    expect(second).toContain('blog : 0 article(s) créé(s)');
    expect(second).toContain('blog : commentaires déjà présents : aucun ajouté');
    expect((await seeded.list('blog_posts')).length).toBe(15);
  }, 120_000);
});
