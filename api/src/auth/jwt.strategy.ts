import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { users } from '@hexagone/schemas';
import { CrudService } from '../crud/crud.service';
import { ERRORS } from '../common/errors';
import { toSessionUser, type SessionUser } from './session-user';
import { JWT_SECRET } from './auth.constants';
import { MFA_REQUIRED_ROLES, type TokenPayload } from './auth.service';


/**
 * Checks the bearer token, then reloads the user so a deactivated account or a changed role
 * takes effect at once. A session opened without a second factor never carries a role that
 * requires one (a user promoted to admin signs in again, with a code).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(JWT_SECRET) secret: string,
    private readonly crud: CrudService,
  ) {
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: secret, ignoreExpiration: false });
  }

  async validate(payload: TokenPayload): Promise<SessionUser> {
    if (payload.purpose !== 'session') throw new UnauthorizedException(ERRORS.sessionExpired);
    const record = await this.crud.findById(users, payload.sub);
    if (!record || record.get('active') === false) throw new UnauthorizedException(ERRORS.sessionExpired);
    const user = toSessionUser(record.toObject());
    if (MFA_REQUIRED_ROLES.includes(user.role) && !payload.mfa) throw new UnauthorizedException(ERRORS.sessionExpired);
    return user;
  }
}
