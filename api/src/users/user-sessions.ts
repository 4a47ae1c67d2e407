/**
 * A user's sessions follow the account: a new password, a deactivation, a change of role or
 * of team permissions, or a deletion ends them all; any other change makes the next request read the user again. An
 * administrator can also end them all at once (the users list's row action).
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { USER_ACTIONS, users, type Values } from '@hexagone/schemas';
import { SessionsService } from '../auth/sessions.service';
import { ActionHandler, type ActionRequest } from '../crud/action-handler.decorator';
import { CrudService } from '../crud/crud.service';

/** Changes after which the account's open sessions must not go on. */
export const endsSessions = (before: Values, after: Values) =>
  before.role !== after.role || !samePermissions(before.permissions, after.permissions) || (before.active !== false && after.active === false);

/** A team member's permissions, compared as a set (their order means nothing). */
function samePermissions(a: unknown, b: unknown): boolean {
  const set = (value: unknown) => new Set(Array.isArray(value) ? value.map(String) : []);
  const left = set(a);
  const right = set(b);
  return left.size === right.size && [...left].every((permission) => right.has(permission));
}

@Injectable()
export class UserSessions implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly sessions: SessionsService,
  ) {}

  onModuleInit(): void {
    this.crud.on(users.name, 'users/user-sessions', {
      afterUpdate: async (before, after, ctx) => {
        const id = String(after.id ?? after._id);
        // Changing one's own account ends one's other sessions, not the one making the change.
        if (endsSessions(before, after)) await this.sessions.endAllOf(id, ctx.user?._id === id ? ctx.sessionId : undefined);
        else this.sessions.forgetUser(id);
      },
      afterDelete: async (before) => {
        await this.sessions.endAllOf(String(before.id ?? before._id));
      },
    });
  }

  @ActionHandler(users.name, USER_ACTIONS.endSessions)
  async endSessions({ records: [user] }: ActionRequest): Promise<{ ended: number }> {
    return { ended: await this.sessions.endAllOf(String(user._id)) };
  }
}
