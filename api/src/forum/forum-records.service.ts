/**
 * The forum's shared reads and server-kept values: who wrote what, whether a referenced
 * record exists, each category's message count and each topic's last activity.
 */
import { Injectable } from '@nestjs/common';
import { forumCategories, forumReplies, forumTopics, users, type Values } from '@hexagone/schemas';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService, invalid } from '../crud/crud.service';
import { isObjectId } from '../crud/object-id';
import { FORUM_ERRORS } from './forum-errors';
import { SYSTEM_MODERATOR } from './moderation-entries';

const idsOf = (values: readonly unknown[]): string[] =>
  [...new Set(values.filter((value) => value !== undefined && value !== null && value !== '').map(String))].filter(isObjectId);

@Injectable()
export class ForumRecordsService {
  constructor(private readonly crud: CrudService) {}

  private async byId(collection: string, id: unknown): Promise<Values | null> {
    if (!isObjectId(id)) return null;
    return this.crud.model(collection).findById(id).lean<Values>().exec();
  }

  topic(id: unknown) {
    return this.byId(forumTopics.name, id);
  }

  reply(id: unknown) {
    return this.byId(forumReplies.name, id);
  }

  category(id: unknown) {
    return this.byId(forumCategories.name, id);
  }

  user(id: unknown) {
    return this.byId(users.name, id);
  }

  async userName(id: unknown): Promise<string> {
    const user = await this.user(id);
    return user ? String(user.name || user.email || '') : '';
  }

  async categoryName(id: unknown): Promise<string> {
    const category = await this.category(id);
    return category ? String(category.name ?? '') : '';
  }

  async assertCategory(id: unknown): Promise<Values> {
    const category = await this.category(id);
    if (!category) throw invalid({ category_id: FORUM_ERRORS.categoryNotFound });
    return category;
  }

  async assertTopic(id: unknown): Promise<Values> {
    const topic = await this.topic(id);
    if (!topic) throw invalid({ topic_id: FORUM_ERRORS.topicNotFound });
    return topic;
  }

  async assertUser(field: string, id: unknown): Promise<Values> {
    const user = await this.user(id);
    if (!user) throw invalid({ [field]: FORUM_ERRORS.userNotFound });
    return user;
  }

  /** A post's author: the account named in `author_id`, else whoever writes it. */
  async fillAuthor(values: Values, ctx: CrudContext): Promise<void> {
    if (values.author_id) {
      await this.followAuthor(values, {});
    } else if (ctx.user) {
      values.author_id = ctx.user.id;
      values.author_name = ctx.user.name || ctx.user.email;
    } else {
      values.author_name = SYSTEM_MODERATOR;
    }
  }

  /** A post given another author takes that author's name. */
  async followAuthor(values: Values, before: Values): Promise<void> {
    if (!values.author_id || String(values.author_id) === String(before.author_id ?? '')) return;
    const author = await this.assertUser('author_id', values.author_id);
    values.author_name = String(author.name || author.email || '');
  }

  /** Messages of a category: its topics plus their replies. */
  async refreshPostCounts(categoryIds: readonly unknown[]): Promise<void> {
    for (const id of idsOf(categoryIds)) {
      const topics = await this.crud.model(forumTopics.name).find({ category_id: id }, { _id: 1 }).lean<Values[]>().exec();
      const replies = topics.length
        ? await this.crud.model(forumReplies.name).countDocuments({ topic_id: { $in: topics.map((t) => String(t._id)) } }).exec()
        : 0;
      await this.crud.model(forumCategories.name).updateOne({ _id: id }, { $set: { post_count: topics.length + replies } }).exec();
    }
  }

  /** A topic's last activity is its latest reply's, else its own creation. */
  async refreshTopicActivity(topicIds: readonly unknown[]): Promise<void> {
    for (const id of idsOf(topicIds)) {
      const topic = await this.topic(id);
      if (!topic) continue;
      const [latest] = await this.crud
        .model(forumReplies.name)
        .find({ topic_id: id })
        .sort({ created_at: -1, _id: -1 })
        .limit(1)
        .lean<Values[]>()
        .exec();
      await this.crud
        .model(forumTopics.name)
        .updateOne(
          { _id: id },
          { $set: { last_activity: latest?.created_at ?? topic.created_at, last_post_by: latest?.author_name ?? topic.author_name ?? '' } },
        )
        .exec();
    }
  }

  /** The categories of these topics. */
  async categoriesOf(topicIds: readonly unknown[]): Promise<string[]> {
    const ids = idsOf(topicIds);
    if (!ids.length) return [];
    const topics = await this.crud.model(forumTopics.name).find({ _id: { $in: ids } }, { category_id: 1 }).lean<Values[]>().exec();
    return topics.map((topic) => String(topic.category_id ?? ''));
  }
}
