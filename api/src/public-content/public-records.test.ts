import { describe, expect, it } from 'vitest';
import {
  byOrderThenName,
  isoDate,
  newestPostFirst,
  publishedPostFilter,
  safeImageUrl,
  toBlogComment,
  toBlogPost,
  toBlogPostDetail,
  toForumReply,
  toForumTopic,
} from './public-records';

const created = new Date('2025-03-01T10:00:00.000Z');

describe('isoDate', () => {
  it('reads dates and date strings, else the next fallback, else the epoch', () => {
    expect(isoDate(created)).toBe('2025-03-01T10:00:00.000Z');
    expect(isoDate('2025-01-02T03:04:05Z')).toBe('2025-01-02T03:04:05.000Z');
    expect(isoDate(null, undefined, '', 'pas une date', created)).toBe('2025-03-01T10:00:00.000Z');
    expect(isoDate()).toBe('1970-01-01T00:00:00.000Z');
  });
});

describe('safeImageUrl', () => {
  it.each(['/uploads/abc.png', 'https://cdn.exemple.fr/a.jpg'])('keeps %s', (url) => {
    expect(safeImageUrl(url)).toBe(url);
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,xx', '//evil.example/a.png', 'http://exemple.fr/a.png', '/a b.png', '/a"onerror=x', 42, null])(
    'refuses %j',
    (url) => {
      expect(safeImageUrl(url)).toBeUndefined();
    },
  );
});

describe('toForumTopic', () => {
  const doc = {
    _id: { toString: () => '65f000000000000000000001' },
    title: 'Installer sur Proxmox',
    slug: 'installer-sur-proxmox',
    category_id: '65f0000000000000000000aa',
    content: 'secret? no, but not in a summary',
    tags: ['proxmox', 3, '', 'installation'],
    is_pinned: true,
    is_locked: 'yes',
    author_id: '65f0000000000000000000bb',
    author_name: 'Camille',
    reply_count: 4,
    view_count: -2,
    created_at: created,
    last_post_by: 'Alex',
  };

  it('keeps the public fields only, with safe defaults', () => {
    const topic = toForumTopic(doc, { name: 'Installation', slug: 'installation' });
    expect(topic).toEqual({
      id: '65f000000000000000000001',
      title: 'Installer sur Proxmox',
      slug: 'installer-sur-proxmox',
      categoryId: '65f0000000000000000000aa',
      categoryName: 'Installation',
      categorySlug: 'installation',
      tags: ['proxmox', 'installation'],
      isPinned: true,
      isLocked: false,
      isSolved: false,
      authorName: 'Camille',
      replyCount: 4,
      viewCount: 0,
      lastActivity: '2025-03-01T10:00:00.000Z',
      lastPostBy: 'Alex',
      createdAt: '2025-03-01T10:00:00.000Z',
    });
    expect(topic).not.toHaveProperty('author_id');
    expect(topic).not.toHaveProperty('content');
  });
});

describe('replies, posts and comments', () => {
  it('leaves the author ids and e-mails out', () => {
    const reply = toForumReply({ _id: 'r1', content: 'Merci', author_id: 'u1', author_name: 'Alex', is_solution: true, created_at: created });
    expect(reply).toEqual({ id: 'r1', content: 'Merci', authorName: 'Alex', isSolution: true, createdAt: '2025-03-01T10:00:00.000Z' });
    const comment = toBlogComment({ _id: 'c1', author_name: 'Léa', author_email: 'lea@exemple.fr', content: 'Bravo', status: 'approved', created_at: created });
    expect(comment).toEqual({ id: 'c1', authorName: 'Léa', content: 'Bravo', createdAt: '2025-03-01T10:00:00.000Z' });
  });

  it('dates a post from published_at, else its creation, and drops an unsafe image', () => {
    const post = toBlogPost({ _id: 'p1', title: 'T', slug: 't', created_at: created, featured_image: 'javascript:x', status: 'published' });
    expect(post.publishedAt).toBe('2025-03-01T10:00:00.000Z');
    expect(post.featuredImage).toBeUndefined();
    expect(post).not.toHaveProperty('status');
    const scheduled = toBlogPost({ _id: 'p2', published_at: '2025-04-01T08:00:00Z', created_at: created });
    expect(scheduled.publishedAt).toBe('2025-04-01T08:00:00.000Z');
  });

  it('keeps the SEO fields of a post only when filled', () => {
    const detail = toBlogPostDetail({ _id: 'p1', content: 'x', meta_title: '', meta_description: 'Desc', created_at: created }, []);
    expect(detail.metaTitle).toBeUndefined();
    expect(detail.metaDescription).toBe('Desc');
    expect(detail.comments).toEqual([]);
  });

  it('orders posts newest first', () => {
    const a = toBlogPost({ _id: 'a', published_at: '2025-01-01T00:00:00Z' });
    const b = toBlogPost({ _id: 'b', published_at: '2025-02-01T00:00:00Z' });
    expect([a, b].sort(newestPostFirst).map((p) => p.id)).toEqual(['b', 'a']);
  });
});

describe('filters and orders', () => {
  it('shows published posts and scheduled posts that are due', () => {
    const now = new Date('2025-05-01T00:00:00Z');
    expect(publishedPostFilter(now)).toEqual({
      $or: [{ status: 'published' }, { status: 'scheduled', published_at: { $lte: now } }],
    });
  });

  it('orders categories by their order, then by name', () => {
    const rows = [
      { _id: 1, name: 'Zeta', order: 1 },
      { _id: 2, name: 'Beta', order: 2 },
      { _id: 3, name: 'Alpha', order: 1 },
      { _id: 4, name: 'Éclairage' },
    ];
    expect(rows.sort(byOrderThenName).map((row) => row.name)).toEqual(['Éclairage', 'Alpha', 'Zeta', 'Beta']);
  });
});
