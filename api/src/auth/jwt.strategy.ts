import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { users } from '@hexagone/schemas';
import { CrudService } from '../crud/crud.service';
import { ERRORS } from '../common/errors';
import { toSessionUser, type SessionUser } from './session-user';
import { JWT_SECRET } from './auth.constants';

interface TokenPayload {
  sub: string;
}

/** Checks the bearer token, then reloads the user so a deactivated account or a changed role takes effect at once. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(JWT_SECRET) secret: string,
    private readonly crud: CrudService,
  ) {
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: secret, ignoreExpiration: false });
  }

  async validate(payload: TokenPayload): Promise<SessionUser> {
    const record = /^[a-f0-9]{24}$/i.test(payload.sub)
      ? await this.crud.model(users.name).findById(payload.sub).exec()
      : null;
    if (!record || record.get('active') === false) throw new UnauthorizedException(ERRORS.sessionExpired);
    return toSessionUser(record.toObject());
  }
}
