import { Injectable } from '@nestjs/common';
import { forumModerationLog, type FieldDef } from '@hexagone/schemas';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService } from '../crud/crud.service';
import { SYSTEM_MODERATOR, type ModerationEntry } from './moderation-entries';

/** Who acts: the signed-in account's name (its e-mail when it has none), else the system. */
export const actorName = (ctx: CrudContext): string => ctx.user?.name || ctx.user?.email || SYSTEM_MODERATOR;

const clip = (field: FieldDef | undefined, value: string) => (field?.maxLength ? value.slice(0, field.maxLength) : value);

/**
 * Writes the moderation log. The log is the server's own record, written straight to its
 * collection: it is read-only through the API and not an activity of its own.
 */
@Injectable()
export class ModerationLogService {
  constructor(private readonly crud: CrudService) {}

  async write(entries: readonly ModerationEntry[], ctx: CrudContext): Promise<void> {
    if (!entries.length) return;
    const moderator = actorName(ctx);
    const field = (name: string) => forumModerationLog.fields.find((f) => f.name === name);
    await this.crud.model(forumModerationLog.name).create(
      entries.map((entry) => ({
        action: clip(field('action'), entry.action),
        type: entry.type,
        details: clip(field('details'), entry.details),
        target_user: clip(field('target_user'), entry.target_user),
        moderator: clip(field('moderator'), moderator),
      })),
    );
  }
}
