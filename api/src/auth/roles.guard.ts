import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERRORS } from '../common/errors';
import { ROLES_KEY } from './roles.decorator';
import type { SessionUser } from './session-user';

/** A route with @Roles(...) answers 403 to a signed-in user of another role. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<string[] | undefined>(ROLES_KEY, [context.getHandler(), context.getClass()]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<{ user?: SessionUser }>().user;
    if (user && roles.includes(user.role)) return true;
    throw new ForbiddenException(ERRORS.forbidden);
  }
}
