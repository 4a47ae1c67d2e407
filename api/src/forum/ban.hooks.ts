import { ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import { banExpiry, forumBans, isBanInForce, type Values } from '@hexagone/schemas';
import { CrudService } from '../crud/crud.service';
import { FORUM_ERRORS } from './forum-errors';
import { ForumRecordsService } from './forum-records.service';
import { actorName, ModerationLogService } from './moderation-log.service';
import { banCreatedEntry, banDeletedEntry, banUpdateEntries } from './moderation-entries';

const expiryFrom = (start: unknown, days: unknown): Date | null =>
  banExpiry(start instanceof Date ? start : new Date(String(start)), Number(days)) ?? null;

/** Bans: who banned and until when are the server's; every change is logged. */
@Injectable()
export class BanHooks implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly records: ForumRecordsService,
    private readonly log: ModerationLogService,
  ) {}

  onModuleInit(): void {
    this.crud.on(forumBans.name, 'forum/ban.hooks', {
      beforeCreate: async (values, ctx) => {
        await this.records.assertUser('user_id', values.user_id);
        const current = await this.crud.model(forumBans.name).find({ user_id: String(values.user_id), is_active: true }).lean<Values[]>().exec();
        if (current.some((ban) => isBanInForce(ban))) throw new ConflictException(FORUM_ERRORS.alreadyBanned);
        values.banned_by = actorName(ctx);
        values.expires_at = expiryFrom(new Date(), values.duration_days);
      },
      beforeUpdate: (values, before) => {
        if ('duration_days' in values && Number(values.duration_days) !== Number(before.duration_days)) {
          values.expires_at = expiryFrom(before.created_at, values.duration_days);
        }
      },
      afterCreate: async (record, ctx) => this.log.write([banCreatedEntry(record, await this.records.userName(record.user_id))], ctx),
      afterUpdate: async (before, after, ctx) => this.log.write(banUpdateEntries(before, after, await this.records.userName(after.user_id)), ctx),
      afterDelete: async (before, ctx) => this.log.write([banDeletedEntry(before, await this.records.userName(before.user_id))], ctx),
    });
  }
}
