import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { InvitationController, TeamController } from './team.controller';
import { TeamInvitationsService } from './team-invitations.service';
import { TeamMembersService } from './team-members.service';

/** The team (spec 3 §2, §7): members are staff accounts (users), invitations bring new ones. */
@Module({
  imports: [AuthModule],
  controllers: [TeamController, InvitationController],
  providers: [TeamMembersService, TeamInvitationsService],
})
export class TeamModule {}
