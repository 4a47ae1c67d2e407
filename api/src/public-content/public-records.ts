/**
 * Turns stored forum and blog documents into what the public site may show: the fields
 * their resources declare publicly readable (`access.fields`, never an e-mail, an author id
 * or a moderation field), dates as ISO strings.
 */
import {
  blogComments,
  blogPosts,
  forumCategories,
  forumReplies,
  forumTopics,
  publicFields,
  type ResourceDef,
} from '@hexagone/schemas';
import type {
  BlogComment,
  BlogPostDetail,
  BlogPostSummary,
  ContentSitemapEntry,
  ForumCategorySummary,
  ForumReply,
  ForumTopicSummary,
} from '@hexagone/schemas';

export type StoredDoc = Record<string, unknown> & { _id: unknown };

/** The stored document reduced to its id and the resource's publicly readable fields. */
export function publicOnly(resource: Pick<ResourceDef, 'access' | 'fields'>, doc: StoredDoc): StoredDoc {
  const view: StoredDoc = { _id: doc._id };
  for (const name of publicFields(resource)) if (name in doc) view[name] = doc[name];
  return view;
}

/** The database projection of the public fields, `without` some (a list needs no article body). */
export function publicProjection(resource: Pick<ResourceDef, 'access' | 'fields'>, without: readonly string[] = []) {
  return { projection: Object.fromEntries(publicFields(resource).filter((name) => !without.includes(name)).map((name) => [name, 1])) };
}

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
export const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0);
export const tags = (value: unknown): string[] => (Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string' && tag !== '') : []);

/** A stored date (Date or string) as ISO, else the first usable fallback, else the epoch. */
export function isoDate(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    if (candidate === null || candidate === undefined || candidate === '') continue;
    const date = candidate instanceof Date ? candidate : new Date(String(candidate));
    if (!Number.isNaN(date.getTime())) return date.toISOString();
  }
  return new Date(0).toISOString();
}

/** An image address the page may load: one of our uploads or an https address. */
export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (/^\/(?!\/)[^\s"'<>]*$/.test(value)) return value;
  return /^https:\/\/[^\s"'<>]+$/i.test(value) ? value : undefined;
}

/** A category the public sees: active and not private (a record without the flags counts as public). */
export const PUBLIC_CATEGORY_FILTER = { is_active: { $ne: false }, is_private: { $ne: true } };

/** Posts the public sees (contract §4): published, or scheduled and due. */
export const publishedPostFilter = (now: Date) => ({
  $or: [{ status: 'published' }, { status: 'scheduled', published_at: { $lte: now } }],
});

export const byOrderThenName = (a: StoredDoc, b: StoredDoc) =>
  count(a.order) - count(b.order) || text(a.name).localeCompare(text(b.name), 'fr');

export function toForumCategory(stored: StoredDoc): ForumCategorySummary {
  const doc = publicOnly(forumCategories, stored);
  return {
    id: String(doc._id),
    name: text(doc.name),
    slug: text(doc.slug),
    description: text(doc.description),
    icon: optionalText(doc.icon),
    color: optionalText(doc.color),
  };
}

export function toForumTopic(stored: StoredDoc, category: { name: string; slug: string }): ForumTopicSummary {
  const doc = publicOnly(forumTopics, stored);
  const createdAt = isoDate(doc.created_at);
  return {
    id: String(doc._id),
    title: text(doc.title),
    slug: text(doc.slug),
    categoryId: text(doc.category_id),
    categoryName: category.name,
    categorySlug: category.slug,
    tags: tags(doc.tags),
    isPinned: doc.is_pinned === true,
    isLocked: doc.is_locked === true,
    isSolved: doc.is_solved === true,
    authorName: text(doc.author_name),
    replyCount: count(doc.reply_count),
    viewCount: count(doc.view_count),
    lastActivity: isoDate(doc.last_activity, doc.created_at),
    lastPostBy: optionalText(doc.last_post_by),
    createdAt,
  };
}

export function toForumReply(stored: StoredDoc): ForumReply {
  const doc = publicOnly(forumReplies, stored);
  return {
    id: String(doc._id),
    content: text(doc.content),
    authorName: text(doc.author_name),
    isSolution: doc.is_solution === true,
    createdAt: isoDate(doc.created_at),
  };
}

export function toBlogPost(stored: StoredDoc): BlogPostSummary {
  const doc = publicOnly(blogPosts, stored);
  return {
    id: String(doc._id),
    title: text(doc.title),
    slug: text(doc.slug),
    excerpt: text(doc.excerpt),
    categoryName: text(doc.category_name),
    featuredImage: safeImageUrl(doc.featured_image),
    authorName: text(doc.author_name),
    publishedAt: isoDate(doc.published_at, doc.created_at),
    tags: tags(doc.tags),
  };
}

export function toBlogPostDetail(stored: StoredDoc, comments: BlogComment[]): BlogPostDetail {
  const doc = publicOnly(blogPosts, stored);
  return {
    ...toBlogPost(doc),
    content: text(doc.content),
    metaTitle: optionalText(doc.meta_title),
    metaDescription: optionalText(doc.meta_description),
    updatedAt: isoDate(doc.updated_at, doc.published_at, doc.created_at),
    comments,
  };
}

export function toBlogComment(stored: StoredDoc): BlogComment {
  const doc = publicOnly(blogComments, stored);
  return {
    id: String(doc._id),
    authorName: text(doc.author_name),
    content: text(doc.content),
    createdAt: isoDate(doc.created_at),
  };
}

export const newestPostFirst = (a: BlogPostSummary, b: BlogPostSummary) =>
  b.publishedAt.localeCompare(a.publishedAt) || b.id.localeCompare(a.id);

export const sitemapEntry = (path: string, lastModified: string): ContentSitemapEntry => ({ path, lastModified });
