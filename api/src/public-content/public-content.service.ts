/**
 * Read-only access of the public site's on-demand pages (forum, blog, knowledge base) to the database.
 * It reads the collections directly, so the pages never depend on the back-office's
 * validation or hooks, and answers only public records with their public fields.
 * The one write is the view counter, an atomic $inc.
 */
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { Types, type Connection } from 'mongoose';
import {
  blogComments,
  blogPostPath,
  blogPosts,
  forumReplies,
  forumTopicPath,
  forumTopics,
  type BlogPostDetail,
  type BlogPostPage,
  type ContentSitemapEntry,
  type ForumOverview,
  type ForumTopicDetail,
  type PublicContent,
  defaultValues,
  settingsSite,
  SINGLETON_ID,
  type Values,
} from '@hexagone/schemas';
import {
  byOrderThenName,
  isoDate,
  newestPostFirst,
  PUBLIC_CATEGORY_FILTER,
  publicOnly,
  publicProjection,
  publishedPostFilter,
  sitemapEntry,
  toBlogComment,
  toBlogPost,
  toBlogPostDetail,
  toForumCategory,
  toForumReply,
  toForumTopic,
  type StoredDoc,
} from './public-records';
import { KeyedQueue } from '../common/keyed-queue';
import { KbPublicContent } from './kb-public-content';

/** The forum home hands every topic to its filter island: past this many, the oldest are left out. */
export const FORUM_TOPIC_LIMIT = 1000;

// What the queries fetch is what the resources declare publicly readable; lists leave the bodies out.
const TOPIC_SUMMARY = publicProjection(forumTopics, ['content']);
const POST_SUMMARY = publicProjection(blogPosts, ['content']);

@Injectable()
export class PublicContentService implements PublicContent {
  private readonly viewCounts = new KeyedQueue();

  /** The knowledge base's reads (support pages), counting their views the same way. */
  private readonly kb: KbPublicContent;

  constructor(@InjectConnection() private readonly connection: Connection) {
    this.kb = new KbPublicContent(connection, (collection, id, field) => this.countView(collection, id, field));
  }

  kbOverview() {
    return this.kb.overview();
  }

  kbArticle(slug: string) {
    return this.kb.article(slug);
  }

  kbSitemap() {
    return this.kb.sitemap();
  }

  supportFaqs() {
    return this.kb.faqs();
  }

  /** One atomic $inc, queued per document (see KeyedQueue for why). */
  private countView(collection: string, id: Types.ObjectId, field: string) {
    return this.viewCounts.run(`${collection}/${String(id)}`, () =>
      this.collection(collection).updateOne({ _id: id }, { $inc: { [field]: 1 } }),
    );
  }

  private collection(name: string) {
    return this.connection.collection(name);
  }

  private async publicCategories(): Promise<StoredDoc[]> {
    const categories = await this.collection('forum_categories').find(PUBLIC_CATEGORY_FILTER).toArray();
    return categories.sort(byOrderThenName);
  }

  async forumOverview(): Promise<ForumOverview> {
    const categories = await this.publicCategories();
    const summaries = new Map(categories.map((category) => [String(category._id), toForumCategory(category)]));
    const inPublicCategory = { category_id: { $in: [...summaries.keys()] } };
    const topics = this.collection('forum_topics');
    const [topicDocs, topicIds, members, solutions] = await Promise.all([
      topics.find(inPublicCategory, TOPIC_SUMMARY).sort({ last_activity: -1, created_at: -1 }).limit(FORUM_TOPIC_LIMIT).toArray(),
      topics.find(inPublicCategory, { projection: { _id: 1 } }).toArray(),
      this.collection('users').countDocuments({}),
      topics.countDocuments({ ...inPublicCategory, is_solved: true }),
    ]);
    const replies = await this.collection('forum_replies').countDocuments({
      topic_id: { $in: topicIds.map((topic) => String(topic._id)) },
    });
    return {
      stats: { members, topics: topicIds.length, replies, solutions },
      categories: [...summaries.values()],
      topics: topicDocs.map((doc) => toForumTopic(doc, summaries.get(String(doc.category_id)) ?? { name: '', slug: '' })),
    };
  }

  async forumTopic(slug: string): Promise<ForumTopicDetail | null> {
    if (!slug) return null;
    const topics = this.collection('forum_topics');
    const doc = await topics.findOne({ slug: String(slug) });
    if (!doc) return null;
    const category = (await this.publicCategories()).find((candidate) => String(candidate._id) === String(doc.category_id));
    if (!category) return null;
    await this.countView('forum_topics', doc._id, 'view_count');
    const replies = await this.collection('forum_replies')
      .find({ topic_id: String(doc._id) }, publicProjection(forumReplies))
      .sort({ created_at: 1, _id: 1 })
      .toArray();
    const topic = toForumTopic(doc, toForumCategory(category));
    return {
      ...topic,
      viewCount: topic.viewCount + 1,
      content: String(publicOnly(forumTopics, doc).content ?? ''),
      replies: replies.map(toForumReply),
    };
  }

  async forumSitemap(): Promise<ContentSitemapEntry[]> {
    const ids = (await this.publicCategories()).map((category) => String(category._id));
    const topics = await this.collection('forum_topics')
      .find({ category_id: { $in: ids } }, { projection: { slug: 1, last_activity: 1, created_at: 1 } })
      .toArray();
    return topics
      .filter((topic) => typeof topic.slug === 'string' && topic.slug)
      .map((topic) => sitemapEntry(forumTopicPath(String(topic.slug)), isoDate(topic.last_activity, topic.created_at)));
  }

  /** Sorted here: a published post may lack published_at and then dates from its creation. */
  private async publishedPosts() {
    const docs = await this.collection('blog_posts').find(publishedPostFilter(new Date()), POST_SUMMARY).toArray();
    return docs.map((doc) => ({ doc, post: toBlogPost(doc) })).sort((a, b) => newestPostFirst(a.post, b.post));
  }

  async siteSettings(): Promise<Values> {
    const stored = await this.connection.collection(settingsSite.name).findOne({ _id: new Types.ObjectId(SINGLETON_ID) });
    return { ...defaultValues(settingsSite), ...(stored ?? {}) };
  }

  async blogPosts({ skip, limit }: { skip: number; limit: number }): Promise<BlogPostPage> {
    const posts = await this.publishedPosts();
    return { posts: posts.slice(skip, skip + limit).map(({ post }) => post), total: posts.length };
  }

  async blogPost(slug: string): Promise<BlogPostDetail | null> {
    if (!slug) return null;
    const posts = this.collection('blog_posts');
    const doc = await posts.findOne({ $and: [{ slug: String(slug) }, publishedPostFilter(new Date())] });
    if (!doc) return null;
    await this.countView('blog_posts', doc._id, 'views');
    const comments = await this.collection('blog_comments')
      .find({ post_id: String(doc._id), status: 'approved' }, publicProjection(blogComments))
      .sort({ created_at: 1, _id: 1 })
      .toArray();
    return toBlogPostDetail(doc, comments.map(toBlogComment));
  }

  async blogSitemap(): Promise<ContentSitemapEntry[]> {
    return (await this.publishedPosts())
      .filter(({ post }) => post.slug)
      .map(({ doc, post }) => sitemapEntry(blogPostPath(post.slug), isoDate(doc.updated_at, post.publishedAt)));
  }
}
