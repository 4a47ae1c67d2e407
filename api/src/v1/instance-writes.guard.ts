/**
 * The public API's instance writes (create, change, delete, act) are refused to a caller made to
 * read — a key holding only `read:` permissions, a key of an observer, an observer's session —
 * with 403 before anything else is looked at: a refused caller learns nothing of what the body
 * should hold (the services' types among others).
 */
import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { API_KEY_MESSAGES, isReadOnly } from '@hexagone/schemas';
import { isKeyCaller } from '../auth/api-key-auth';
import type { SessionUser } from '../auth/session-user';
import { ERRORS } from '../common/errors';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

@Injectable()
export class InstanceWritesGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (READS.has(req.method)) return true;
    const user = req.user as SessionUser | undefined;
    if (isKeyCaller(user) && user.readOnly) throw new ForbiddenException(API_KEY_MESSAGES.readOnly);
    if (isReadOnly(user)) throw new ForbiddenException(ERRORS.forbidden);
    return true;
  }
}
