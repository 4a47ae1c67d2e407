import { Injectable, type OnModuleInit } from '@nestjs/common';
import { forumReports, forumTopics, type Values } from '@hexagone/schemas';
import { ActionHandler, type ActionRequest } from '../crud/action-handler.decorator';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService } from '../crud/crud.service';
import { ForumRecordsService } from './forum-records.service';
import { ModerationLogService } from './moderation-log.service';
import { topicDeletedEntry, topicUpdateEntries } from './moderation-entries';

const REPORTED_CONTENT_MAX = forumReports.fields.find((f) => f.name === 'content')?.maxLength ?? 5000;

/** Topics: author and activity kept by the server, category counts, moderation log, the 'Signaler' action. */
@Injectable()
export class TopicHooks implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly records: ForumRecordsService,
    private readonly log: ModerationLogService,
  ) {}

  onModuleInit(): void {
    this.crud.on(forumTopics.name, 'forum/topic.hooks', {
      beforeCreate: async (values, ctx) => {
        await this.records.assertCategory(values.category_id);
        await this.records.fillAuthor(values, ctx);
        values.last_activity = new Date();
        values.last_post_by = values.author_name;
      },
      beforeUpdate: async (values, before) => {
        if ('category_id' in values && String(values.category_id) !== String(before.category_id)) {
          await this.records.assertCategory(values.category_id);
        }
        await this.records.followAuthor(values, before);
      },
      afterCreate: (record) => this.records.refreshPostCounts([record.category_id]),
      afterUpdate: async (before, after, ctx) => {
        const moved = String(before.category_id) !== String(after.category_id);
        if (moved) await this.records.refreshPostCounts([before.category_id, after.category_id]);
        const names = moved
          ? { from: await this.records.categoryName(before.category_id), to: await this.records.categoryName(after.category_id) }
          : undefined;
        await this.log.write(topicUpdateEntries(before, after, names), ctx);
      },
      afterDelete: async (before, ctx) => {
        // Its replies went with it (declared on their topic_id); its kept reply count says how many.
        await this.records.refreshPostCounts([before.category_id]);
        await this.log.write([topicDeletedEntry(before, Number(before.reply_count ?? 0))], ctx);
      },
    });
  }

  /** 'Signaler': a pending report on this topic, made by the current account (the type and reason are checked as asked). */
  @ActionHandler(forumTopics.name, 'report')
  async report({ records: [topic], body }: ActionRequest, ctx: CrudContext): Promise<Values> {
    const id = String(topic._id);
    return this.crud.create(
      forumReports,
      {
        type: body.type,
        reason: body.reason,
        content_type: 'topic',
        topic_id: id,
        content: String(topic.content ?? '').slice(0, REPORTED_CONTENT_MAX),
      },
      ctx,
    );
  }
}
