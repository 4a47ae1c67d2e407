/**
 * The forum's topic list (spec 1 §4 "Forum list"): a category filter ('all' or one) and a
 * case-insensitive search over titles and tags, combined with AND; sorts recent (the list's
 * own order), popular (views descending) and replies (replies descending), pinned topics
 * always first; then one page. The same functions run on the server (the address) and in
 * the island (live filtering).
 */
import type { ForumTopicSummary } from '@hexagone/schemas';
import { ALL_CATEGORIES, FORUM_SORTS, type ForumSort } from '../data/forum';
import { pageNumber } from './page-number';

export interface ForumQuery {
  q: string;
  /** A category slug, or 'all'. */
  category: string;
  sort: ForumSort;
  page: number;
}

export const DEFAULT_FORUM_QUERY: ForumQuery = { q: '', category: ALL_CATEGORIES, sort: 'recent', page: 1 };

export type TopicRow = Pick<
  ForumTopicSummary,
  'title' | 'tags' | 'categorySlug' | 'isPinned' | 'viewCount' | 'replyCount'
>;

/** Lower case without accents: 'Sécurité' is found by 'securite'. */
export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('fr');

/** Reads ?q=&category=&sort=&page=; anything unknown falls back to the defaults. */
export function parseForumQuery(params: URLSearchParams, categorySlugs: readonly string[]): ForumQuery {
  const sort = params.get('sort');
  const category = params.get('category');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    category: category && categorySlugs.includes(category) ? category : ALL_CATEGORIES,
    sort: FORUM_SORTS.includes(sort as ForumSort) ? (sort as ForumSort) : DEFAULT_FORUM_QUERY.sort,
    page: pageNumber(params.get('page')),
  };
}

/** The query string of a list state, defaults left out ('' for the plain list). */
export function forumQueryString(query: ForumQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category !== ALL_CATEGORIES) params.set('category', query.category);
  if (query.sort !== DEFAULT_FORUM_QUERY.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function matchesSearch(topic: Pick<TopicRow, 'title' | 'tags'>, q: string): boolean {
  const needle = searchable(q.trim());
  if (!needle) return true;
  return searchable(topic.title).includes(needle) || topic.tags.some((tag) => searchable(tag).includes(needle));
}

export function filterTopics<T extends TopicRow>(topics: readonly T[], { q, category }: Pick<ForumQuery, 'q' | 'category'>): T[] {
  return topics.filter((topic) => (category === ALL_CATEGORIES || topic.categorySlug === category) && matchesSearch(topic, q));
}

const SORT_KEYS: Record<ForumSort, ((topic: TopicRow) => number) | undefined> = {
  recent: undefined,
  popular: (topic) => topic.viewCount,
  replies: (topic) => topic.replyCount,
};

/** Pinned first, then by the sort's figure descending; ties keep the list's order (a stable sort). */
export function sortTopics<T extends TopicRow>(topics: readonly T[], sort: ForumSort): T[] {
  const key = SORT_KEYS[sort];
  return [...topics].sort((a, b) => Number(b.isPinned) - Number(a.isPinned) || (key ? key(b) - key(a) : 0));
}

export interface TopicPage<T> {
  items: T[];
  /** Topics matching the filters, on every page. */
  total: number;
  page: number;
  pages: number;
}

export function listTopics<T extends TopicRow>(topics: readonly T[], query: ForumQuery, pageSize: number): TopicPage<T> {
  const matching = sortTopics(filterTopics(topics, query), query.sort);
  const pages = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(Math.max(1, query.page), pages);
  return { items: matching.slice((page - 1) * pageSize, page * pageSize), total: matching.length, page, pages };
}

/** How many topics each category holds, plus the 'all' total. */
export function categoryCounts(topics: readonly Pick<TopicRow, 'categorySlug'>[]): Record<string, number> {
  const counts: Record<string, number> = { [ALL_CATEGORIES]: topics.length };
  for (const topic of topics) counts[topic.categorySlug] = (counts[topic.categorySlug] ?? 0) + 1;
  return counts;
}

/** The most used tags, most used first (ties alphabetical), counted once per topic whatever their case. */
export function popularTags(topics: readonly Pick<TopicRow, 'tags'>[], limit: number): { tag: string; count: number }[] {
  const counts = new Map<string, { tag: string; count: number }>();
  for (const topic of topics) {
    for (const key of new Set(topic.tags.map((tag) => tag.toLocaleLowerCase('fr')))) {
      const entry = counts.get(key);
      if (entry) entry.count += 1;
      else counts.set(key, { tag: topic.tags.find((tag) => tag.toLocaleLowerCase('fr') === key)!, count: 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag, 'fr')).slice(0, limit);
}
