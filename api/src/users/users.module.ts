import { Module } from '@nestjs/common';
import { UsersService } from './users.service';

/** The users' domain actions; their list and forms are the generic CRUD's. */
@Module({ providers: [UsersService] })
export class UsersModule {}
