/**
 * What the public site reads from the database: the forum and the blog, reduced to their
 * public fields and public records. The API provides it (PublicContentService) to the site's
 * on-demand pages through Astro.locals; dates travel as ISO strings so a page can hand them
 * to an island as they are.
 */

export interface ForumCategorySummary {
  id: string;
  name: string;
  slug: string;
  description: string;
  icon?: string;
  color?: string;
}

export interface ForumTopicSummary {
  id: string;
  title: string;
  slug: string;
  categoryId: string;
  categoryName: string;
  categorySlug: string;
  tags: string[];
  isPinned: boolean;
  isLocked: boolean;
  isSolved: boolean;
  authorName: string;
  replyCount: number;
  viewCount: number;
  lastActivity: string;
  lastPostBy?: string;
  createdAt: string;
}

export interface ForumStats {
  members: number;
  topics: number;
  replies: number;
  solutions: number;
}

/** The forum's home: every public topic, most recent activity first. */
export interface ForumOverview {
  stats: ForumStats;
  categories: ForumCategorySummary[];
  topics: ForumTopicSummary[];
}

export interface ForumReply {
  id: string;
  content: string;
  authorName: string;
  isSolution: boolean;
  createdAt: string;
}

export interface ForumTopicDetail extends ForumTopicSummary {
  content: string;
  replies: ForumReply[];
}

export interface BlogPostSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  categoryName: string;
  featuredImage?: string;
  authorName: string;
  publishedAt: string;
  tags: string[];
}

export interface BlogComment {
  id: string;
  authorName: string;
  content: string;
  createdAt: string;
}

export interface BlogPostDetail extends BlogPostSummary {
  content: string;
  metaTitle?: string;
  metaDescription?: string;
  updatedAt: string;
  comments: BlogComment[];
}

export interface BlogPostPage {
  posts: BlogPostSummary[];
  total: number;
}

/** A public address of on-demand content, for the sitemaps. */
export interface ContentSitemapEntry {
  path: string;
  lastModified: string;
}

export interface KbCategorySummary {
  id: string;
  name: string;
  slug: string;
  description: string;
  icon: string;
  articleCount: number;
  faqCount: number;
}

export interface KbArticleSummary {
  id: string;
  title: string;
  slug: string;
  summary: string;
  categoryName: string;
  categorySlug: string;
  tags: string[];
  featured: boolean;
  views: number;
  updatedAt: string;
}

export interface KbArticleDetail extends KbArticleSummary {
  content: string;
  helpfulYes: number;
  helpfulNo: number;
}

/** The knowledge base's home: its active categories, then every published article (the featured ones first). */
export interface KbOverview {
  categories: KbCategorySummary[];
  articles: KbArticleSummary[];
}

export interface KbFaq {
  id: string;
  question: string;
  answer: string;
  categoryName: string;
}

export interface PublicContent {
  forumOverview(): Promise<ForumOverview>;
  /** The topic with its replies, or null when unknown or in a private or inactive category. Counts the view. */
  forumTopic(slug: string): Promise<ForumTopicDetail | null>;
  forumSitemap(): Promise<ContentSitemapEntry[]>;
  /** Published posts, newest first. */
  blogPosts(page: { skip: number; limit: number }): Promise<BlogPostPage>;
  /** The post with its approved comments, or null when unknown or not published. Counts the view. */
  blogPost(slug: string): Promise<BlogPostDetail | null>;
  blogSitemap(): Promise<ContentSitemapEntry[]>;
  kbOverview(): Promise<KbOverview>;
  /** The published article of an active category, or null. Counts the view. */
  kbArticle(slug: string): Promise<KbArticleDetail | null>;
  kbSitemap(): Promise<ContentSitemapEntry[]>;
  /** The active questions of the FAQ, by their order (the support page). */
  supportFaqs(): Promise<KbFaq[]>;
  /** The Site tab of the settings as saved now (the /legal page's publisher, director and host). */
  siteSettings(): Promise<Record<string, unknown>>;
}

/** Where the topic and post pages live (the back-office links there too). */
export const forumTopicPath = (slug: string) => `/forum/topics/${encodeURIComponent(slug)}`;
export const blogPostPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
