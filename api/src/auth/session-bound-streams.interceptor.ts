/**
 * Every Server-Sent Events route (`@Sse`) ends with its session (session-streams.ts): the
 * stream completes, so the connection closes and nothing more reaches a client whose session
 * or rights are gone, and with the server's stop (server-stopping.ts). Global, so a new stream
 * cannot forget it.
 */
import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { SSE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { merge, takeUntil, type Observable } from 'rxjs';
import { serverStopping } from '../common/server-stopping';
import { sessionIdOf } from './jwt.strategy';
import type { SessionUser } from './session-user';
import { SessionStreams } from './session-streams';

@Injectable()
export class SessionBoundStreams implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly streams: SessionStreams,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http' || !this.reflector.get<boolean>(SSE_METADATA, context.getHandler())) return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    return next.handle().pipe(takeUntil(merge(this.streams.ending(sessionIdOf(request), request.user as SessionUser | undefined), serverStopping)));
  }
}
