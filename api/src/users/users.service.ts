/**
 * The users' domain actions (spec 2 §2.3). Resetting a password gives the account a new
 * random password, hashed like any other, and answers it once so the operator can pass it
 * on: it is never stored in clear nor shown again.
 */
import { Injectable, NotFoundException } from '@nestjs/common';
import { USER_ACTIONS, users } from '@hexagone/schemas';
import { storePassword } from '../auth/stored-password';
import { PasswordPolicyService } from '../auth/password-policy';
import { SessionsService } from '../auth/sessions.service';
import { ERRORS } from '../common/errors';
import { ActionHandler, type ActionRequest } from '../crud/action-handler.decorator';
import { CrudService } from '../crud/crud.service';
import { GENERATED_PASSWORD_LENGTH, generatePassword } from './generated-password';

@Injectable()
export class UsersService {
  constructor(
    private readonly crud: CrudService,
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordPolicyService,
  ) {}

  @ActionHandler(users.name, USER_ACTIONS.resetPassword)
  async resetPassword({ id }: ActionRequest): Promise<{ password: string }> {
    const record = await this.crud.findById(users, id);
    if (!record) throw new NotFoundException(ERRORS.notFound);
    // Never shorter than the policy asks; it holds every family of characters already.
    const password = generatePassword(Math.max(GENERATED_PASSWORD_LENGTH, (await this.passwords.policy()).minLength));
    await this.passwords.assertAcceptable(password);
    await storePassword(this.crud.model(users.name), record._id, password);
    // Whoever held the old password may hold a session opened with it.
    await this.sessions.endAllOf(String(record._id));
    return { password };
  }
}
