/**
 * A signed-in person changes their own password (« Mon compte », site and back-office). The
 * current password is checked and a wrong one is counted with the sign-in's failures (same
 * database store, same keys: login-throttle.ts), so « Mon compte » guesses no faster than the
 * login; the new one meets the password policy and differs from the current one. The write is
 * conditional on the hash that was checked: a concurrent change makes this one fail, never
 * both pass. The account's other sessions end; an audit entry and a mail tell of it.
 */
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { PASSWORD_MESSAGES, users, type MailStatus } from '@hexagone/schemas';
import { cleanText, requestFacts } from '../audit/audit-entry';
import { AuditLogService } from '../audit/audit-log.service';
import { LoginThrottledException } from '../auth/auth.service';
import { LoginFailures } from '../auth/login-failures';
import { LoginThrottle } from '../auth/login-throttle';
import { verifySecret } from '../auth/password';
import { storePassword } from '../auth/stored-password';
import { PasswordPolicyService } from '../auth/password-policy';
import { SessionsService } from '../auth/sessions.service';
import type { SessionUser } from '../auth/session-user';
import { CrudService } from '../crud/crud.service';
import { MailService } from '../platform/mail/mail.service';
import { SettingsService } from '../settings/settings.service';
import { OWN_PASSWORD_MESSAGES } from './own-account.dto';
import type { Request } from 'express';

export interface PasswordChanged {
  message: string;
  /** How many other sessions of the account ended. */
  ended_sessions: number;
  /** What became of the mail telling the account of the change. */
  mail: MailStatus;
}

const refuse = (field: string, message: string) => new BadRequestException({ message, errors: { [field]: message } });

@Injectable()
export class OwnPassword {
  constructor(
    private readonly failures: LoginFailures,
    private readonly crud: CrudService,
    private readonly passwords: PasswordPolicyService,
    private readonly sessions: SessionsService,
    private readonly settings: SettingsService,
    private readonly audit: AuditLogService,
    private readonly mail: MailService,
  ) {}

  async change(user: SessionUser, sessionId: string | undefined, current: string, next: string, req: Request): Promise<PasswordChanged> {
    const throttle = new LoginThrottle(this.failures, (await this.settings.security()).max_login_attempts);
    const source = { ip: req.ip ?? '' };
    const waits = await throttle.waits(user.email, source);
    if (waits.source > 0) throw new LoginThrottledException(waits.source);
    const model = this.crud.model(users.name);
    const record = await model.findById(user._id).exec();
    const hash = record?.get('password') as string | undefined;
    if (!(await verifySecret(hash, current))) {
      await throttle.failed(user.email, source);
      throw refuse('current_password', OWN_PASSWORD_MESSAGES.wrongCurrent);
    }
    await throttle.succeeded(user.email, source);
    await this.passwords.assertAcceptable(next, 'new_password');
    if (next === current) throw refuse('new_password', PASSWORD_MESSAGES.reused);
    const changedAt = await storePassword(model, record!._id, next, hash);
    if (!changedAt) throw new ConflictException(OWN_PASSWORD_MESSAGES.changedMeanwhile);
    const ended = await this.sessions.endAllOf(user._id, sessionId);
    const facts = requestFacts(req);
    await this.audit.write([
      {
        timestamp: changedAt,
        user: user._id,
        user_name: user.name,
        user_email: user.email,
        action: 'user.password_changed',
        resource_type: users.name,
        resource_id: user._id,
        severity: 'info',
        ...facts,
        details: { ended_sessions: ended },
        error: null,
      },
    ]);
    const sent = await this.mail.send({
      to: user.email,
      subject: OWN_PASSWORD_MESSAGES.mailSubject,
      text: OWN_PASSWORD_MESSAGES.mailText(user.name, changedAt, cleanText(facts.ip_address) ?? ''),
    });
    return { message: OWN_PASSWORD_MESSAGES.changed(sent.status), ended_sessions: ended, mail: sent.status };
  }
}
