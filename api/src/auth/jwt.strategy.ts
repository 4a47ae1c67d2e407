import { createSecretKey } from 'node:crypto';
import { Injectable, Inject, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { ERRORS } from '../common/errors';
import { JWT_SECRET } from './auth.constants';
import { AuthService, type TokenPayload } from './auth.service';
import { SettingsService } from '../settings/settings.service';
import { SessionsService } from './sessions.service';
import type { SessionUser } from './session-user';

/** The stored session a request's token opened, for logout and the session list. */
export const sessionIdOf = (req: Request): string | undefined => (req as Request & { sessionId?: string }).sessionId;

/**
 * Checks the bearer token's signature, then its stored session (ended by a logout, a
 * revocation, idleness or age) and the user it opens, so every change takes effect at once.
 * A session opened without a second factor never carries a role that requires one (a user
 * promoted to admin signs in again, with a code), nor goes on once the security settings make
 * the second factor mandatory for everyone.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(JWT_SECRET) secret: string,
    private readonly sessions: SessionsService,
    private readonly settings: SettingsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object, not the string: given a string, jsonwebtoken first tries it as a PEM
      // public key on every request, which throws and costs about half a millisecond.
      secretOrKey: createSecretKey(secret, 'utf8') as unknown as string,
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  async validate(req: Request, payload: TokenPayload): Promise<SessionUser> {
    if (payload.purpose !== 'session' || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') throw new UnauthorizedException(ERRORS.sessionExpired);
    const open = await this.sessions.resolve(payload.sid, payload.sub);
    if (!open) throw new UnauthorizedException(ERRORS.sessionExpired);
    if (!open.session.mfa && AuthService.mfaRequired(open.user.role, await this.settings.security())) throw new UnauthorizedException(ERRORS.sessionExpired);
    (req as Request & { sessionId?: string }).sessionId = payload.sid;
    return open.user;
  }
}
