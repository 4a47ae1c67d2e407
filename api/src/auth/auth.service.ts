import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { users } from '@hexagone/schemas';
import { CrudService } from '../crud/crud.service';
import { ERRORS } from '../common/errors';
import { verifySecret } from './password';
import { toSessionUser, type SessionUser } from './session-user';

export interface LoginResult {
  token: string;
  user: SessionUser;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly crud: CrudService,
    private readonly jwt: JwtService,
  ) {}

  async login(email: string, password: string): Promise<LoginResult> {
    const model = this.crud.model(users.name);
    const record = await model.findOne({ email: email.trim().toLowerCase() }).exec();
    const hash = record?.get('password') as string | undefined;
    if (!(await verifySecret(hash, password)) || !record) throw new UnauthorizedException(ERRORS.badCredentials);
    if (record.get('active') === false) throw new UnauthorizedException(ERRORS.accountDisabled);

    await model.updateOne({ _id: record._id }, { $set: { last_login: new Date() } }).exec();
    const user = toSessionUser(record.toObject());
    return { token: await this.jwt.signAsync({ sub: user._id, role: user.role }), user };
  }
}
