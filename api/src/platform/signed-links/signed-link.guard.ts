/**
 * For the addresses a browser opens without headers (an `EventSource`, a download in a new
 * window): a `?signature=` issued by POST /api/signed-links for this very path, or else the usual
 * bearer token or API key. Put it with @Public() on the route (the global guard would demand a bearer).
 */
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { ApiKeyAuth, apiKeyOf } from '../../auth/api-key-auth';
import { SignedLinkService } from './signed-link.service';

const BearerGuard = AuthGuard('jwt');

@Injectable()
export class SignedLinkGuard implements CanActivate {
  private readonly bearer = new BearerGuard();

  constructor(
    private readonly signatures: SignedLinkService,
    private readonly apiKeys: ApiKeyAuth,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const signature = request.query.signature;
    const key = apiKeyOf(request);
    if (typeof signature !== 'string' && key) {
      request.user = await this.apiKeys.authenticate(request, context.switchToHttp().getResponse<Response>(), key);
      return true;
    }
    if (typeof signature !== 'string') return (await this.bearer.canActivate(context)) as boolean;
    const { user, sessionId } = await this.signatures.redeem(signature, request.path);
    request.user = user;
    (request as Request & { sessionId?: string }).sessionId = sessionId;
    return true;
  }
}
