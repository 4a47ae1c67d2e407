import { Module } from '@nestjs/common';
import { BanHooks } from './ban.hooks';
import { CategoryHooks } from './category.hooks';
import { CategoryReorderService } from './category-reorder.service';
import { ForumRecordsService } from './forum-records.service';
import { ModerationLogService } from './moderation-log.service';
import { ReplyHooks } from './reply.hooks';
import { ReportHooks } from './report.hooks';
import { TopicHooks } from './topic.hooks';

/**
 * What the forum's registry declarations cannot say: server-kept authors, activity and
 * message counts, the moderation log written on every moderation action, the topics'
 * 'Signaler' action and the categories' reorder.
 */
@Module({
  providers: [ForumRecordsService, ModerationLogService, CategoryReorderService, TopicHooks, ReplyHooks, CategoryHooks, BanHooks, ReportHooks],
})
export class ForumModule {}
