import { describe, expect, it } from 'vitest';
import { FORUM_PAGE_SIZE } from '../data/forum';
import {
  categoryCounts,
  DEFAULT_FORUM_QUERY,
  filterTopics,
  forumQueryString,
  listTopics,
  matchesSearch,
  parseForumQuery,
  popularTags,
  sortTopics,
  type ForumQuery,
  type TopicRow,
} from './forum-list';

type Row = TopicRow & { id: string };

const topic = (id: string, extra: Partial<Row> = {}): Row => ({
  id,
  title: `Sujet ${id}`,
  tags: [],
  categorySlug: 'general',
  isPinned: false,
  viewCount: 0,
  replyCount: 0,
  ...extra,
});

// In the list's own order (most recent activity first).
const topics: Row[] = [
  topic('a', { title: 'Installer Hexagone OS sur Proxmox', tags: ['installation', 'proxmox'], categorySlug: 'installation', viewCount: 50, replyCount: 2 }),
  topic('b', { title: 'Erreur de démarrage du cluster', tags: ['GPU', 'cluster'], categorySlug: 'troubleshooting', viewCount: 300, replyCount: 1 }),
  topic('c', { title: 'Bienvenue sur le forum', tags: ['annonce'], categorySlug: 'announcements', isPinned: true, viewCount: 10, replyCount: 0 }),
  topic('d', { title: 'Sécurité du firewall IA', tags: ['securite'], categorySlug: 'features', viewCount: 120, replyCount: 9 }),
  topic('e', { title: 'Retour sur la mise à jour 2.4', tags: ['Installation'], categorySlug: 'installation', viewCount: 120, replyCount: 4 }),
];

const ids = (rows: readonly Row[]) => rows.map((row) => row.id);
const query = (extra: Partial<ForumQuery>): ForumQuery => ({ ...DEFAULT_FORUM_QUERY, ...extra });

describe('sortTopics', () => {
  it('keeps the list order for recent, pinned first', () => {
    expect(ids(sortTopics(topics, 'recent'))).toEqual(['c', 'a', 'b', 'd', 'e']);
  });

  it('sorts popular by views descending, pinned first, ties in list order', () => {
    expect(ids(sortTopics(topics, 'popular'))).toEqual(['c', 'b', 'd', 'e', 'a']);
  });

  it('sorts replies by replies descending, pinned first', () => {
    expect(ids(sortTopics(topics, 'replies'))).toEqual(['c', 'd', 'e', 'a', 'b']);
  });

  it('does not change the list it is given', () => {
    const copy = [...topics];
    sortTopics(topics, 'popular');
    expect(topics).toEqual(copy);
  });
});

describe('filterTopics', () => {
  it('keeps everything for all categories and no search', () => {
    expect(ids(filterTopics(topics, { q: '', category: 'all' }))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('keeps one category', () => {
    expect(ids(filterTopics(topics, { q: '', category: 'installation' }))).toEqual(['a', 'e']);
  });

  it('searches titles and tags without regard to case', () => {
    expect(ids(filterTopics(topics, { q: 'CLUSTER', category: 'all' }))).toEqual(['b']);
    expect(ids(filterTopics(topics, { q: 'gpu', category: 'all' }))).toEqual(['b']);
    expect(ids(filterTopics(topics, { q: 'installation', category: 'all' }))).toEqual(['a', 'e']);
  });

  it('also ignores accents', () => {
    expect(ids(filterTopics(topics, { q: 'securite', category: 'all' }))).toEqual(['d']);
    expect(ids(filterTopics(topics, { q: 'démarrage', category: 'all' }))).toEqual(['b']);
  });

  it('combines category and search with AND', () => {
    expect(ids(filterTopics(topics, { q: 'proxmox', category: 'installation' }))).toEqual(['a']);
    expect(ids(filterTopics(topics, { q: 'proxmox', category: 'troubleshooting' }))).toEqual([]);
  });

  it('reads regular-expression characters literally', () => {
    expect(matchesSearch({ title: 'Version 2.4 (stable)', tags: [] }, '(stable)')).toBe(true);
    expect(matchesSearch({ title: 'Version 2x4', tags: [] }, '2.4')).toBe(false);
    expect(matchesSearch({ title: 'a', tags: [] }, '.*')).toBe(false);
  });

  it('ignores surrounding spaces', () => {
    expect(matchesSearch({ title: 'Proxmox', tags: [] }, '  prox  ')).toBe(true);
  });
});

describe('listTopics', () => {
  const many = Array.from({ length: 23 }, (_, index) => topic(String(index + 1)));

  it('pages the matching topics and counts them all', () => {
    const page = listTopics(many, query({ page: 2 }), 10);
    expect(ids(page.items)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    expect(page).toMatchObject({ total: 23, page: 2, pages: 3 });
  });

  it('brings a page past the end back to the last page, and keeps one empty page for no result', () => {
    expect(listTopics(many, query({ page: 9 }), 10)).toMatchObject({ page: 3, pages: 3 });
    expect(ids(listTopics(many, query({ page: 3 }), 10).items)).toEqual(['21', '22', '23']);
    expect(listTopics(many, query({ q: 'introuvable' }), 10)).toEqual({ items: [], total: 0, page: 1, pages: 1 });
  });

  it('filters, then sorts, then pages', () => {
    const page = listTopics(topics, query({ category: 'installation', sort: 'popular' }), FORUM_PAGE_SIZE);
    expect(ids(page.items)).toEqual(['e', 'a']);
    expect(page.total).toBe(2);
  });
});

describe('parseForumQuery and forumQueryString', () => {
  const slugs = ['general', 'installation'];

  it('reads the address', () => {
    expect(parseForumQuery(new URLSearchParams('q= proxmox &category=installation&sort=popular&page=3'), slugs)).toEqual({
      q: 'proxmox',
      category: 'installation',
      sort: 'popular',
      page: 3,
    });
  });

  it('falls back to the defaults for anything unknown', () => {
    expect(parseForumQuery(new URLSearchParams('category=inconnue&sort=random&page=-2'), slugs)).toEqual(DEFAULT_FORUM_QUERY);
    expect(parseForumQuery(new URLSearchParams('page=2.5'), slugs).page).toBe(1);
    expect(parseForumQuery(new URLSearchParams(''), slugs)).toEqual(DEFAULT_FORUM_QUERY);
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(forumQueryString(DEFAULT_FORUM_QUERY)).toBe('');
    const state = query({ q: 'gpu & cuda', category: 'general', sort: 'replies', page: 2 });
    const written = forumQueryString(state);
    expect(written).toBe('?q=gpu+%26+cuda&category=general&sort=replies&page=2');
    expect(parseForumQuery(new URLSearchParams(written), slugs)).toEqual(state);
  });
});

describe('categoryCounts and popularTags', () => {
  it('counts the topics of each category and the total', () => {
    expect(categoryCounts(topics)).toEqual({ all: 5, installation: 2, troubleshooting: 1, announcements: 1, features: 1 });
  });

  it('ranks tags by use, whatever their case, ties alphabetical', () => {
    expect(popularTags(topics, 3)).toEqual([
      { tag: 'installation', count: 2 },
      { tag: 'annonce', count: 1 },
      { tag: 'cluster', count: 1 },
    ]);
  });

  it('counts a tag once per topic', () => {
    expect(popularTags([topic('x', { tags: ['GPU', 'gpu'] })], 5)).toEqual([{ tag: 'GPU', count: 1 }]);
  });
});
