import { HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { users } from '@hexagone/schemas';
import { CrudService } from '../crud/crud.service';
import { config } from '../config';
import { ERRORS } from '../common/errors';
import { frenchWait, LoginThrottle } from './login-throttle';
import { MFA_MESSAGES } from './mfa.dto';
import { MfaService, type Enrollment } from './mfa.service';
import { verifySecret } from './password';
import { SessionsService, type Origin } from './sessions.service';
import { toSessionUser, type SessionUser } from './session-user';

export interface Session {
  token: string;
  user: SessionUser;
}

/** An administrator's password is only the first step: the answer asks for a code. */
export type LoginResult =
  | Session
  | { mfaRequired: true; mfaToken: string }
  | ({ mfaSetupRequired: true; mfaToken: string } & Enrollment);

/** What a token is for: a session, or the few minutes between password and code. */
export interface TokenPayload {
  sub: string;
  purpose: 'session' | 'mfa';
  /** The stored session (user_sessions) a session token opens. */
  sid?: string;
}

/** Too many failed sign-ins: the answer says how long to wait, and Retry-After too. */
export class LoginThrottledException extends HttpException {
  constructor(readonly retryAfterMs: number) {
    super(`Trop de tentatives de connexion, veuillez réessayer dans ${frenchWait(retryAfterMs)}`, HttpStatus.TOO_MANY_REQUESTS);
  }
}

const MFA_TOKEN_LIFETIME = '5m';
export const MFA_REQUIRED_ROLES = ['admin'];

@Injectable()
export class AuthService {
  private readonly throttle = new LoginThrottle({ maxAttempts: config.maxLoginAttempts });

  constructor(
    private readonly crud: CrudService,
    private readonly jwt: JwtService,
    private readonly mfa: MfaService,
    private readonly sessions: SessionsService,
  ) {}

  async login(email: string, password: string, origin: Origin): Promise<LoginResult> {
    const ip = origin.ip ?? '';
    const wait = this.throttle.waitFor(email, ip);
    if (wait > 0) throw new LoginThrottledException(wait);
    const model = this.crud.model(users.name);
    const record = await model.findOne({ email: email.trim().toLowerCase() }).exec();
    const hash = record?.get('password') as string | undefined;
    if (!(await verifySecret(hash, password)) || !record) {
      this.throttle.failed(email, ip);
      throw new UnauthorizedException(ERRORS.badCredentials);
    }
    this.throttle.succeeded(email, ip);
    if (record.get('active') === false) throw new UnauthorizedException(ERRORS.accountDisabled);

    const user = toSessionUser(record.toObject());
    if (!MFA_REQUIRED_ROLES.includes(user.role)) return this.openSession(user, false, origin);

    const mfaToken = await this.jwt.signAsync({ sub: user._id, purpose: 'mfa' } satisfies TokenPayload, {
      expiresIn: MFA_TOKEN_LIFETIME,
    });
    if (await this.mfa.isEnabled(user._id)) return { mfaRequired: true, mfaToken };
    return { mfaSetupRequired: true, mfaToken, ...(await this.mfa.startEnrollment(user._id, user.email)) };
  }

  async completeMfa(mfaToken: string, code: string, origin: Origin): Promise<Session> {
    const payload = await this.jwt.verifyAsync<TokenPayload>(mfaToken).catch(() => undefined);
    if (payload?.purpose !== 'mfa') throw new UnauthorizedException(ERRORS.sessionExpired);
    const record = await this.crud.findById(users, payload.sub);
    if (!record || record.get('active') === false) throw new UnauthorizedException(ERRORS.sessionExpired);
    if (!(await this.mfa.verify(payload.sub, code))) throw new UnauthorizedException(MFA_MESSAGES.wrongCode);
    return this.openSession(toSessionUser(record.toObject()), true, origin);
  }

  private async openSession(user: SessionUser, mfa: boolean, origin: Origin): Promise<Session> {
    await this.crud.model(users.name).updateOne({ _id: user._id }, { $set: { last_login: new Date() } }).exec();
    const session = await this.sessions.open(user._id, mfa, origin);
    const payload: TokenPayload = { sub: user._id, purpose: 'session', sid: session._id };
    return { token: await this.jwt.signAsync(payload), user };
  }
}
