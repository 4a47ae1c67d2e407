/**
 * The registry's access rules on a hand-written controller or route: `@RequireAccess(rule)`
 * lets through the callers the rule admits (403 otherwise), and `{ write: true }` never a
 * read-only team role, as the generic CRUD does for its writes.
 */
import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AccessRule } from '@hexagone/schemas';
import type { SessionUser } from '../auth/session-user';
import { AccessService } from './access.service';

const ACCESS_KEY = 'access-rule';

interface RequiredAccess {
  rule: AccessRule;
  write: boolean;
}

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly access: AccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const required = this.reflector.getAllAndOverride<RequiredAccess | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!required) return true;
    const user = context.switchToHttp().getRequest<{ user?: SessionUser }>().user;
    await (required.write ? this.access.assertWrite(required.rule, user) : this.access.assert(required.rule, user));
    return true;
  }
}

export const RequireAccess = (rule: AccessRule, options: { write?: boolean } = {}) =>
  applyDecorators(SetMetadata(ACCESS_KEY, { rule, write: options.write ?? false } satisfies RequiredAccess), UseGuards(AccessGuard));
