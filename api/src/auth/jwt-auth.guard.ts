import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ERRORS } from '../common/errors';
import { PUBLIC_KEY } from './roles.decorator';

/** Every route needs a valid bearer token unless marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override canActivate(context: ExecutionContext) {
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    return isPublic ? true : super.canActivate(context);
  }

  override handleRequest<T>(error: unknown, user: T | false, info: unknown): T {
    // Anything but a refused credential (the database being down) is not the caller's fault:
    // it keeps its own status, so a client never takes an outage for the end of its session.
    if (error && !(error instanceof UnauthorizedException)) throw error;
    if (error || !user) {
      const noToken = info instanceof Error && info.message === 'No auth token';
      throw error instanceof UnauthorizedException
        ? error
        : new UnauthorizedException(noToken ? ERRORS.unauthenticated : ERRORS.sessionExpired);
    }
    return user;
  }
}
