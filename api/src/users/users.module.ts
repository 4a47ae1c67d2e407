import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LastAdminGuard } from './last-admin';
import { OwnBillingIdentityController } from './own-billing-identity.controller';
import { UserPasswords } from './user-passwords';
import { UserSessions } from './user-sessions';
import { UsersService } from './users.service';

/** The users' domain actions and rules, and a customer's own billing identity; their list and forms are the generic CRUD's. */
@Module({ imports: [AuthModule], controllers: [OwnBillingIdentityController], providers: [UsersService, LastAdminGuard, UserSessions, UserPasswords] })
export class UsersModule {}
