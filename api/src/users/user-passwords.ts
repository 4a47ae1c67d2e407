/**
 * Every password an account is given through the generic CRUD (the back-office's form, an
 * import) meets the password policy, and starts the account's expiry period.
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { users } from '@hexagone/schemas';
import { PasswordPolicyService } from '../auth/password-policy';
import { CrudService } from '../crud/crud.service';

@Injectable()
export class UserPasswords implements OnModuleInit {
  constructor(
    private readonly crud: CrudService,
    private readonly passwords: PasswordPolicyService,
  ) {}

  onModuleInit(): void {
    this.crud.on(users.name, 'users/user-passwords', {
      checkValues: async (values) => {
        if ('password' in values) await this.passwords.assertAcceptable(values.password);
      },
      beforeCreate: (values) => {
        values.password_changed_at = new Date();
      },
      beforeUpdate: (values) => {
        if ('password' in values) values.password_changed_at = new Date();
      },
    });
  }
}
