/**
 * The instance always keeps an active administrator: deleting, deactivating or demoting
 * the last one is refused (409). Check and write happen under one lock shared by every
 * process, so two administrators demoting each other at the same time cannot both succeed.
 * Removing one's own account is refused first (self-removal.ts).
 */
import { ConflictException, Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { users, type Values } from '@hexagone/schemas';
import type { CrudContext } from '../crud/crud-hooks';
import { CrudService } from '../crud/crud.service';
import { acquireLock } from '../database/system-lock';
import { selfRemovalRefusal } from './self-removal';

export const LAST_ADMIN_MESSAGE = 'Impossible : c’est le dernier administrateur actif de l’instance';

const LOCK_NAME = 'active-admins';
/** A request that died between its check and its write frees the lock after this. */
const STALE_LOCK_MS = 10_000;
const WAIT_FOR_LOCK_MS = 5_000;

const isActiveAdmin = (user: Values) => user.role === 'admin' && user.active !== false;

/** Whether this change takes an active administrator away. */
export function removesActiveAdmin(before: Values, change: Values | 'delete'): boolean {
  if (!isActiveAdmin(before)) return false;
  return change === 'delete' || !isActiveAdmin({ ...before, ...change });
}

@Injectable()
export class LastAdminGuard implements OnModuleInit {
  /** The lock's release, held from the check to the end of the write of the same request. */
  private readonly held = new WeakMap<CrudContext, () => Promise<void>>();

  constructor(
    private readonly crud: CrudService,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  onModuleInit(): void {
    this.crud.on(users.name, 'users/last-admin', {
      beforeUpdate: (values, before, ctx) => this.check(before, values, ctx),
      beforeDelete: (before, ctx) => this.check(before, 'delete', ctx),
      afterUpdate: (_before, _after, ctx) => this.release(ctx),
      afterDelete: (_before, ctx) => this.release(ctx),
    });
  }

  private async check(before: Values, change: Values | 'delete', ctx: CrudContext): Promise<void> {
    // Checked before the lock is taken: a refusal here holds nothing.
    const selfRemoval = selfRemovalRefusal(before, change, ctx);
    if (selfRemoval) throw new ConflictException(selfRemoval);
    if (!removesActiveAdmin(before, change)) return;
    const release = await acquireLock(this.connection, LOCK_NAME, { waitMs: WAIT_FOR_LOCK_MS, staleMs: STALE_LOCK_MS });
    // `before` is one of them: it may go only if another remains.
    const activeAdmins = await this.crud
      .model(users.name)
      .countDocuments({ role: 'admin', active: { $ne: false } })
      .exec()
      .catch(async (error: unknown) => {
        await release();
        throw error;
      });
    if (activeAdmins <= 1 || ctx.dryRun) {
      await release();
      // A dry run writes nothing: no lock is held until a write that will not come.
      if (activeAdmins > 1) return;
      throw new ConflictException(LAST_ADMIN_MESSAGE);
    }
    this.held.set(ctx, release);
  }

  private async release(ctx: CrudContext): Promise<void> {
    const release = this.held.get(ctx);
    this.held.delete(ctx);
    await release?.();
  }
}
