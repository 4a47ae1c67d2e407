/**
 * The password policy: every password set anywhere (a user created in the back-office or by an
 * import, the setup wizard, an expired password renewed at sign-in, an invitation accepted…)
 * goes through `PasswordPolicyService.assertAcceptable`. The rules are the security settings'
 * (length, uppercase, digit, special character); on top of them the most common breached
 * passwords are always refused.
 */
import { BadRequestException, Injectable } from '@nestjs/common';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MESSAGES, passwordPolicyOf, passwordProblem, type PasswordPolicy } from '@hexagone/schemas';
import { SettingsService } from '../settings/settings.service';

/** How many of the most frequent passwords of public breach corpora are refused (zxcvbn's ranked list). */
export const BREACHED_LIST_SIZE = 10_000;

let breached: Set<string> | undefined;

/** Whether the password is one of the BREACHED_LIST_SIZE most common, compared without case. */
export function isBreachedPassword(password: string): boolean {
  breached ??= new Set((dictionary['passwords-common']).slice(0, BREACHED_LIST_SIZE));
  return breached.has(password.toLowerCase());
}

/** The French message that refuses this password under this policy, or undefined. */
export function passwordRefusal(password: string, policy: PasswordPolicy): string | undefined {
  return passwordProblem(password, policy) ?? (isBreachedPassword(password) ? PASSWORD_MESSAGES.breached : undefined);
}

@Injectable()
export class PasswordPolicyService {
  constructor(private readonly settings: SettingsService) {}

  async policy(): Promise<PasswordPolicy> {
    return passwordPolicyOf(await this.settings.security());
  }

  async refusal(password: string): Promise<string | undefined> {
    return passwordRefusal(password, await this.policy());
  }

  /** Answers 400 with the message under `field` (the form shows it there) when the password is refused. */
  async assertAcceptable(password: unknown, field = 'password'): Promise<void> {
    const message = typeof password === 'string' ? await this.refusal(password) : PASSWORD_MESSAGES.minLength((await this.policy()).minLength);
    if (message) throw new BadRequestException({ message, errors: { [field]: message } });
  }
}
