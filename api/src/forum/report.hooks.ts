import { Injectable, type OnModuleInit } from '@nestjs/common';
import { forumReports, type Values } from '@hexagone/schemas';
import { CrudService, invalid } from '../crud/crud.service';
import { FORUM_ERRORS } from './forum-errors';
import { ForumRecordsService } from './forum-records.service';
import { actorName, ModerationLogService } from './moderation-log.service';
import { reportDeletedEntry, reportUpdateEntries } from './moderation-entries';

/** Reports: the reporter and who handled them are the server's; resolving and dismissing are logged. */
@Injectable()
export class ReportHooks implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly records: ForumRecordsService,
    private readonly log: ModerationLogService,
  ) {}

  onModuleInit(): void {
    this.crud.on(forumReports.name, {
      beforeCreate: async (values, ctx) => {
        if (values.topic_id) await this.records.assertTopic(values.topic_id);
        if (values.reply_id && !(await this.records.reply(values.reply_id))) throw invalid({ reply_id: FORUM_ERRORS.replyNotFound });
        values.reporter = actorName(ctx);
      },
      beforeUpdate: (values, before, ctx) => {
        if (!('status' in values) || values.status === before.status) return;
        const handled = values.status !== 'pending';
        values.resolved_by = handled ? actorName(ctx) : null;
        values.resolved_at = handled ? new Date() : null;
      },
      afterUpdate: async (before, after, ctx) => this.log.write(reportUpdateEntries(before, after, await this.targetOf(after)), ctx),
      afterDelete: async (before, ctx) => this.log.write([reportDeletedEntry(before, await this.targetOf(before))], ctx),
    });
  }

  /** The author of the reported message, else of the reported topic. */
  private async targetOf(report: Values): Promise<string> {
    const reply = report.reply_id ? await this.records.reply(report.reply_id) : null;
    const topic = !reply && report.topic_id ? await this.records.topic(report.topic_id) : null;
    return String((reply ?? topic)?.author_name ?? '');
  }
}
