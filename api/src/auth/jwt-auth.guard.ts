import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { ERRORS } from '../common/errors';
import { ApiKeyAuth, apiKeyOf } from './api-key-auth';
import { PUBLIC_KEY } from './roles.decorator';

/** Every route needs a valid bearer token (a session's, or an API key: api-key-auth.ts) unless marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly apiKeys: ApiKeyAuth,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, [context.getHandler(), context.getClass()]);
    if (isPublic) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const key = apiKeyOf(req);
    if (key) {
      req.user = await this.apiKeys.authenticate(req, context.switchToHttp().getResponse<Response>(), key);
      return true;
    }
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<T>(error: unknown, user: T | false, info: unknown): T {
    // Anything but a refused credential (the database being down) is not the caller's fault:
    // it keeps its own status, so a client never takes an outage for the end of its session.
    if (error && !(error instanceof UnauthorizedException)) throw error instanceof Error ? error : new Error(String(error));
    if (error || !user) {
      const noToken = info instanceof Error && info.message === 'No auth token';
      throw error instanceof UnauthorizedException
        ? error
        : new UnauthorizedException(noToken ? ERRORS.unauthenticated : ERRORS.sessionExpired);
    }
    return user;
  }
}
