import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthModule } from '../auth/auth.module';
import { LastAdminGuard } from './last-admin';
import { OwnAccountController } from './own-account.controller';
import { OwnBillingIdentityController } from './own-billing-identity.controller';
import { OwnPassword } from './own-password';
import { UserPasswords } from './user-passwords';
import { UserSessions } from './user-sessions';
import { UsersService } from './users.service';

/** The users' domain actions and rules, « Mon compte » and a customer's own billing identity; their list and forms are the generic CRUD's. */
@Module({
  imports: [AuthModule, AuditModule],
  controllers: [OwnAccountController, OwnBillingIdentityController],
  providers: [UsersService, LastAdminGuard, UserSessions, UserPasswords, OwnPassword],
})
export class UsersModule {}
