import { Injectable, type OnModuleInit } from '@nestjs/common';
import { forumReplies, forumTopics, type Values } from '@hexagone/schemas';
import { CrudService } from '../crud/crud.service';
import { ForumRecordsService } from './forum-records.service';
import { ModerationLogService } from './moderation-log.service';
import { replyDeletedEntry } from './moderation-entries';

/** Replies move their topic's last activity, the category's message count, and may solve the topic. */
@Injectable()
export class ReplyHooks implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly records: ForumRecordsService,
    private readonly log: ModerationLogService,
  ) {}

  onModuleInit(): void {
    this.crud.on(forumReplies.name, 'forum/reply.hooks', {
      beforeCreate: async (values, ctx) => {
        await this.records.assertTopic(values.topic_id);
        await this.records.fillAuthor(values, ctx);
      },
      beforeUpdate: async (values, before) => {
        if ('topic_id' in values && String(values.topic_id) !== String(before.topic_id)) await this.records.assertTopic(values.topic_id);
        await this.records.followAuthor(values, before);
      },
      afterCreate: (record) => this.changed([record], record),
      afterUpdate: (before, after) => this.changed([before, after], after),
      afterDelete: async (before, ctx) => {
        await this.changed([before]);
        const topic = await this.records.topic(before.topic_id);
        await this.log.write([replyDeletedEntry(before, String(topic?.title ?? ''))], ctx);
      },
    });
  }

  private async changed(replies: Values[], current?: Values): Promise<void> {
    const topicIds = replies.map((reply) => reply.topic_id);
    await this.records.refreshTopicActivity(topicIds);
    await this.records.refreshPostCounts(await this.records.categoriesOf(topicIds));
    if (current?.is_solution === true) {
      await this.crud.model(forumTopics.name).updateOne({ _id: String(current.topic_id) }, { $set: { is_solved: true } }).exec();
    }
  }
}
