import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LastAdminGuard } from './last-admin';
import { UserPasswords } from './user-passwords';
import { UserSessions } from './user-sessions';
import { UsersService } from './users.service';

/** The users' domain actions and rules; their list and forms are the generic CRUD's. */
@Module({ imports: [AuthModule], providers: [UsersService, LastAdminGuard, UserSessions, UserPasswords] })
export class UsersModule {}
