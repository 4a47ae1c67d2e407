import { BadRequestException, HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { PASSWORD_MESSAGES, users, type SecuritySettings, type Values } from '@hexagone/schemas';
import { actAs } from '../activity/activity-scope';
import { CrudService } from '../crud/crud.service';
import { config } from '../config';
import { ERRORS } from '../common/errors';
import { LoginFailures } from './login-failures';
import { frenchWait, LoginThrottle, type AttemptSource } from './login-throttle';
import { MFA_MESSAGES } from './mfa.dto';
import { MfaService, type Enrollment } from './mfa.service';
import { verifySecret } from './password';
import { storePassword } from './stored-password';
import { passwordExpired } from './password-expiry';
import { PasswordPolicyService } from './password-policy';
import { SettingsService } from '../settings/settings.service';
import { SecurityNotices } from './security-notices';
import { SessionsService, type Origin } from './sessions.service';
import { toSessionUser, type SessionUser } from './session-user';

export interface Session {
  token: string;
  user: SessionUser;
}

/** An administrator's password is only the first step: the answer asks for a code. */
export type LoginResult =
  | Session
  /** The password is older than the security settings allow: a new one first (POST /auth/password/renew). */
  | { passwordExpired: true; passwordToken: string; message: string }
  | { mfaRequired: true; mfaToken: string }
  | ({ mfaSetupRequired: true; mfaToken: string } & Enrollment);

/** What a token is for: a session, or the few minutes between password and code. */
export interface TokenPayload {
  sub: string;
  purpose: 'session' | 'mfa' | 'password';
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
const PASSWORD_TOKEN_LIFETIME = '10m';
export const PASSWORD_EXPIRED_MESSAGE = 'Votre mot de passe a expiré : choisissez-en un nouveau pour continuer';
export const MFA_REQUIRED_ROLES = ['admin'];

/** A sign-in's origin, and the device the browser says it is, when it signed in to that account before. */
export interface LoginOrigin extends Origin {
  knownDevice?: (userId: string) => string | undefined;
}

@Injectable()
export class AuthService {
  private readonly throttle: LoginThrottle;

  constructor(
    failures: LoginFailures,
    private readonly notices: SecurityNotices,
    private readonly crud: CrudService,
    private readonly jwt: JwtService,
    private readonly mfa: MfaService,
    private readonly sessions: SessionsService,
    private readonly settings: SettingsService,
    private readonly passwords: PasswordPolicyService,
  ) {
    this.throttle = new LoginThrottle(failures, config.maxLoginAttempts);
  }

  /** Who must give a second factor: administrators always, everyone when the security settings say so. */
  static mfaRequired(role: string, security: Pick<SecuritySettings, 'two_factor_enabled'>): boolean {
    return MFA_REQUIRED_ROLES.includes(role) || security.two_factor_enabled;
  }

  /**
   * During a distributed attack on the account (its failures past ACCOUNT_ATTEMPTS), a device
   * that signed in to it before is not held: its own failures count apart. Any other source
   * goes on only with the right password and then a second factor (the challenge); else it
   * waits, with the same answer whatever the password, and the administrators are told.
   */
  async login(email: string, password: string, origin: LoginOrigin): Promise<LoginResult> {
    const ip = origin.ip ?? '';
    const security = await this.settings.security();
    this.throttle.setMaxAttempts(security.max_login_attempts);
    const model = this.crud.model(users.name);
    const record = await model.findOne({ email: email.trim().toLowerCase() }).exec();
    const device = record ? origin.knownDevice?.(String(record._id)) : undefined;
    const source: AttemptSource = device ? { device } : { ip };
    const waits = await this.throttle.waits(email, source);
    if (waits.source > 0) throw new LoginThrottledException(waits.source);
    const hash = record?.get('password') as string | undefined;
    // Always verified, against a stand-in hash when the account does not exist: an unknown e-mail
    // costs the same argon2 work as a wrong password, so the answer's time tells nothing.
    const right = await verifySecret(hash, password);
    const held = waits.account > 0 && !device;
    if (!right || (held && !(await this.mfa.isEnabled(String(record!._id))))) {
      if (!right) await this.failed(email, source, record?.toObject(), origin);
      if (held) throw new LoginThrottledException(waits.account);
      throw new UnauthorizedException(ERRORS.badCredentials);
    }
    await this.throttle.succeeded(email, source);
    if (!record) throw new UnauthorizedException(ERRORS.badCredentials);
    if (record.get('active') === false) throw new UnauthorizedException(ERRORS.accountDisabled);

    const stored = record.toObject() as Values;
    if (passwordExpired(stored, security.password_expiry_days, new Date())) {
      const passwordToken = await this.jwt.signAsync({ sub: String(stored._id), purpose: 'password' } satisfies TokenPayload, { expiresIn: PASSWORD_TOKEN_LIFETIME });
      return { passwordExpired: true, passwordToken, message: PASSWORD_EXPIRED_MESSAGE };
    }
    if (stored.password_changed_at === undefined || stored.password_changed_at === null) {
      // Accounts from before the expiry rule start their period now, not at their creation.
      await this.crud.model(users.name).updateOne({ _id: record._id }, { $set: { password_changed_at: new Date() } }).exec();
    }
    return this.afterPassword(toSessionUser(stored), security, origin);
  }

  /** Counts a failure; an account now held for unknown devices is reported to the administrators (once an hour). */
  private async failed(email: string, source: AttemptSource, account: Values | undefined, origin: Origin): Promise<void> {
    const { accountHeld } = await this.throttle.failed(email, source);
    if (!accountHeld || !account) return;
    await this.notices.notify({
      key: `lockout:${String(account._id)}`,
      action: 'login',
      collection: users.name,
      resourceId: String(account._id),
      ip: origin.ip,
      subject: 'Attaque probable sur un compte : connexions retenues',
      text:
        `Le compte ${String(account.email)} reçoit de nombreux essais de mot de passe erronés depuis plusieurs adresses. ` +
        'Les connexions depuis des appareils inconnus sont retenues ; son titulaire peut toujours se connecter depuis un appareil déjà utilisé, ou avec sa double authentification. ' +
        'Vérifiez le journal d’activité et, si besoin, demandez au titulaire de changer son mot de passe.',
    });
  }

  /** A new password for an expired one (the token of the login answer), then sign-in goes on as usual. */
  async renewExpired(passwordToken: string, password: string, origin: Origin): Promise<LoginResult> {
    const payload = await this.jwt.verifyAsync<TokenPayload>(passwordToken).catch(() => undefined);
    if (payload?.purpose !== 'password') throw new UnauthorizedException(ERRORS.sessionExpired);
    const record = await this.crud.findById(users, payload.sub);
    if (!record || record.get('active') === false) throw new UnauthorizedException(ERRORS.sessionExpired);
    await this.passwords.assertAcceptable(password);
    if (await verifySecret(record.get('password') as string | undefined, password)) {
      throw new BadRequestException({ message: PASSWORD_MESSAGES.reused, errors: { password: PASSWORD_MESSAGES.reused } });
    }
    await storePassword(this.crud.model(users.name), record._id, password);
    await this.sessions.endAllOf(String(record._id));
    return this.afterPassword(toSessionUser(record.toObject()), await this.settings.security(), origin);
  }

  private async afterPassword(user: SessionUser, security: SecuritySettings, origin: Origin): Promise<LoginResult> {
    if (!AuthService.mfaRequired(user.role, security)) return this.openSession(user, false, origin);

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
    if (!(await this.mfa.verify(payload.sub, code))) {
      // The password was right: the refused code is this account's, not a visitor's (issue 26 §8).
      actAs(record.toObject());
      throw new UnauthorizedException(MFA_MESSAGES.wrongCode);
    }
    return this.openSession(toSessionUser(record.toObject()), true, origin);
  }

  private async openSession(user: SessionUser, mfa: boolean, origin: Origin): Promise<Session> {
    await this.crud.model(users.name).updateOne({ _id: user._id }, { $set: { last_login: new Date() } }).exec();
    const session = await this.sessions.open(user._id, mfa, origin);
    const payload: TokenPayload = { sub: user._id, purpose: 'session', sid: session._id };
    return { token: await this.jwt.signAsync(payload), user };
  }
}
