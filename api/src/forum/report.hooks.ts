import { ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import { BAN_DEFAULT_DAYS, forumBans, forumReplies, forumReports, forumTopics, isBanInForce, REPORT_TYPES, type ResourceDef, type Values } from '@hexagone/schemas';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService, invalid } from '../crud/crud.service';
import { FORUM_ERRORS } from './forum-errors';
import { ForumRecordsService } from './forum-records.service';
import { actorName, ModerationLogService } from './moderation-log.service';
import { reportDeletedEntry, reportUpdateEntries } from './moderation-entries';

const BAN_REASON_MAX = forumBans.fields.find((field) => field.name === 'reason')?.maxLength ?? 1000;

/** A report being resolved with this action taken: what the moderator decided must happen to the content. */
const resolving = (values: Values, before: Values, action: string) =>
  values.status === 'resolved' && before.status !== 'resolved' && (values.action_taken ?? before.action_taken) === action;

/**
 * Reports: the reporter and who handled them are the server's; resolving and dismissing are
 * logged. Resolving with 'Suppression du contenu' removes the reported topic (with its
 * replies) or message; with 'Bannissement' it bans the content's author as well, so that
 * neither the content nor its author stays on the public forum.
 */
@Injectable()
export class ReportHooks implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly records: ForumRecordsService,
    private readonly log: ModerationLogService,
  ) {}

  onModuleInit(): void {
    this.crud.on(forumReports.name, 'forum/report.hooks', {
      beforeCreate: async (values, ctx) => {
        if (values.topic_id) await this.records.assertTopic(values.topic_id);
        if (values.reply_id && !(await this.records.reply(values.reply_id))) throw invalid({ reply_id: FORUM_ERRORS.replyNotFound });
        values.reporter = actorName(ctx);
      },
      beforeUpdate: async (values, before, ctx) => {
        if (!('status' in values) || values.status === before.status) return;
        if (resolving(values, before, 'ban')) await this.authorToBan(before);
        const handled = values.status !== 'pending';
        values.resolved_by = handled ? actorName(ctx) : null;
        values.resolved_at = handled ? new Date() : null;
      },
      afterUpdate: async (before, after, ctx) => {
        await this.log.write(reportUpdateEntries(before, after, await this.targetOf(after)), ctx);
        if (resolving(after, before, 'ban')) await this.ban(after, ctx);
        if (resolving(after, before, 'ban') || resolving(after, before, 'delete')) await this.removeContent(after, ctx);
      },
      afterDelete: async (before, ctx) => this.log.write([reportDeletedEntry(before, await this.targetOf(before))], ctx),
    });
  }

  /** The reported message, else the reported topic, as stored now. */
  private async contentOf(report: Values): Promise<{ resource: ResourceDef; record: Values } | null> {
    if (report.content_type === 'message' || report.reply_id) {
      const reply = report.reply_id ? await this.records.reply(report.reply_id) : null;
      return reply ? { resource: forumReplies, record: reply } : null;
    }
    const topic = report.topic_id ? await this.records.topic(report.topic_id) : null;
    return topic ? { resource: forumTopics, record: topic } : null;
  }

  /** The account behind the reported content; refused (409, nothing written) when there is none. */
  private async authorToBan(report: Values): Promise<string> {
    const content = await this.contentOf(report);
    if (!content) throw new ConflictException(FORUM_ERRORS.banContentGone);
    const author = content.record.author_id ? await this.records.user(content.record.author_id) : null;
    if (!author) throw new ConflictException(FORUM_ERRORS.banWithoutAuthor);
    return String(author._id);
  }

  /** Bans the author for the default duration, unless a ban already holds. */
  private async ban(report: Values, ctx: CrudContext): Promise<void> {
    const userId = await this.authorToBan(report);
    const current = await this.crud.model(forumBans.name).find({ user_id: userId, is_active: true }).lean<Values[]>().exec();
    if (current.some((ban) => isBanInForce(ban))) return;
    const type = REPORT_TYPES.find((option) => option.value === report.type)?.label ?? String(report.type ?? '');
    const reason = String(report.moderator_notes || `Signalement (${type}) : ${String(report.reason ?? '')}`).slice(0, BAN_REASON_MAX);
    await this.crud.create(forumBans, { user_id: userId, reason, duration_days: BAN_DEFAULT_DAYS }, ctx);
  }

  /** Removes the reported content through the generic delete, so counters and the moderation log follow. */
  private async removeContent(report: Values, ctx: CrudContext): Promise<void> {
    const content = await this.contentOf(report);
    if (content) await this.crud.remove(content.resource, String(content.record._id), ctx);
  }

  /** The author of the reported message, else of the reported topic. */
  private async targetOf(report: Values): Promise<string> {
    const reply = report.reply_id ? await this.records.reply(report.reply_id) : null;
    const topic = !reply && report.topic_id ? await this.records.topic(report.topic_id) : null;
    return String((reply ?? topic)?.author_name ?? '');
  }
}
