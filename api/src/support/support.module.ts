import { Module } from '@nestjs/common';
import { FilesModule } from '../platform/files/files.module';
import { AgentChatController } from './agent-chat.controller';
import { ChatController } from './chat.controller';
import { ChatPresenceController } from './chat-presence.controller';
import { ChatPresenceService } from './chat-presence.service';
import { ChatService } from './chat.service';
import { ChatWaitingService } from './chat-waiting.service';
import { KbController } from './kb.controller';
import { KbService } from './kb.service';
import { VisitorTicketsController } from './visitor-tickets.controller';
import { SupportStaff } from './support-staff';
import { TicketFollowController } from './ticket-follow.controller';
import { TicketFollowService } from './ticket-follow.service';
import { TicketSlaService } from './ticket-sla.service';
import { TicketThreadService } from './ticket-thread.service';
import { TicketsService } from './tickets.service';

/**
 * The support desk (spec 3 §2-§9, issue 20): tickets, their threads and SLA, and the knowledge
 * base are the generic CRUD's declarations; this module keeps their server-side values, runs
 * their actions, opens a visitor's ticket to its follow link and counts the readers' votes.
 */
@Module({
  imports: [FilesModule],
  controllers: [KbController, VisitorTicketsController, TicketFollowController, ChatController, AgentChatController, ChatPresenceController],
  providers: [ChatService, ChatPresenceService, ChatWaitingService, SupportStaff, TicketSlaService, TicketsService, TicketThreadService, TicketFollowService, KbService],
})
export class SupportModule {}
