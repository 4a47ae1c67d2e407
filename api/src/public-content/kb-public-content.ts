/**
 * The knowledge base as the public site reads it: active categories, the published articles of
 * those categories with their publicly readable fields, the active questions of the FAQ.
 */
import type { Connection, Types } from 'mongoose';
import {
  kbArticlePath,
  supportKbArticles,
  supportKbCategories,
  supportKbFaqs,
  type ContentSitemapEntry,
  type KbArticleDetail,
  type KbArticleSummary,
  type KbCategorySummary,
  type KbFaq,
  type KbOverview,
} from '@hexagone/schemas';
import { byOrderThenName, count, isoDate, publicOnly, publicProjection, sitemapEntry, tags, text, type StoredDoc } from './public-records';

const ACTIVE = { is_active: { $ne: false } };
const PUBLISHED = { status: 'published' };
const ARTICLE_SUMMARY = publicProjection(supportKbArticles, ['content']);

/** The questions have no name: by order, then by their text. */
const byOrderThenQuestion = (a: StoredDoc, b: StoredDoc) => count(a.order) - count(b.order) || text(a.question).localeCompare(text(b.question), 'fr');

export class KbPublicContent {
  constructor(
    private readonly connection: Connection,
    private readonly countView: (collection: string, id: Types.ObjectId, field: string) => Promise<unknown>,
  ) {}

  private collection(name: string) {
    return this.connection.collection(name);
  }

  private async activeCategories(): Promise<StoredDoc[]> {
    const categories = await this.collection(supportKbCategories.name).find(ACTIVE, publicProjection(supportKbCategories)).toArray();
    return categories.sort(byOrderThenName);
  }

  private summary(doc: StoredDoc, category: StoredDoc | undefined): KbArticleSummary {
    const view = publicOnly(supportKbArticles, doc);
    return {
      id: String(doc._id),
      title: text(view.title),
      slug: text(view.slug),
      summary: text(view.summary),
      categoryName: text(category?.name),
      categorySlug: text(category?.slug),
      tags: tags(view.tags),
      featured: view.featured === true,
      views: count(view.views),
      updatedAt: isoDate(view.updated_at, doc.created_at),
    };
  }

  /** Published articles of active categories, featured first, then most read. */
  private async publishedArticles(categories: StoredDoc[]): Promise<{ doc: StoredDoc; article: KbArticleSummary }[]> {
    const byId = new Map(categories.map((category) => [String(category._id), category]));
    const docs = await this.collection(supportKbArticles.name)
      .find({ ...PUBLISHED, category_id: { $in: [...byId.keys()] } }, { projection: { ...ARTICLE_SUMMARY.projection, created_at: 1 } })
      .toArray();
    return docs
      .map((doc) => ({ doc, article: this.summary(doc, byId.get(String(doc.category_id))) }))
      .sort((a, b) => Number(b.article.featured) - Number(a.article.featured) || b.article.views - a.article.views);
  }

  async overview(): Promise<KbOverview> {
    const categories = await this.activeCategories();
    const articles = (await this.publishedArticles(categories)).map(({ article }) => article);
    const faqs = await this.collection(supportKbFaqs.name)
      .find(ACTIVE, { projection: { category_id: 1 } })
      .toArray();
    const summaries: KbCategorySummary[] = categories.map((category) => ({
      id: String(category._id),
      name: text(category.name),
      slug: text(category.slug),
      description: text(category.description),
      icon: text(category.icon),
      articleCount: articles.filter((article) => article.categorySlug === category.slug).length,
      faqCount: faqs.filter((faq) => String(faq.category_id) === String(category._id)).length,
    }));
    return { categories: summaries, articles };
  }

  async article(slug: string): Promise<KbArticleDetail | null> {
    if (!slug) return null;
    const doc = await this.collection(supportKbArticles.name).findOne({ ...PUBLISHED, slug: String(slug) }, publicProjection(supportKbArticles));
    if (!doc) return null;
    const category = (await this.activeCategories()).find((candidate) => String(candidate._id) === String(doc.category_id));
    if (!category) return null;
    await this.countView(supportKbArticles.name, doc._id, 'views');
    const summary = this.summary(doc, category);
    return { ...summary, views: summary.views + 1, content: text(doc.content), helpfulYes: count(doc.helpful_yes), helpfulNo: count(doc.helpful_no) };
  }

  async sitemap(): Promise<ContentSitemapEntry[]> {
    return (await this.publishedArticles(await this.activeCategories()))
      .filter(({ article }) => article.slug)
      .map(({ article }) => sitemapEntry(kbArticlePath(article.slug), article.updatedAt));
  }

  async faqs(): Promise<KbFaq[]> {
    const categories = new Map((await this.activeCategories()).map((category) => [String(category._id), text(category.name)]));
    const docs = await this.collection(supportKbFaqs.name).find(ACTIVE, publicProjection(supportKbFaqs)).toArray();
    return docs
      .filter((doc) => categories.has(String(doc.category_id)))
      .sort(byOrderThenQuestion)
      .map((doc) => ({
        id: String(doc._id),
        question: text(doc.question),
        answer: text(doc.answer),
        categoryName: categories.get(String(doc.category_id)) ?? '',
      }));
  }
}
