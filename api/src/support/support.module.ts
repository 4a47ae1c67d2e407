import { Module } from '@nestjs/common';
import { TicketSlaService } from './ticket-sla.service';
import { TicketThreadService } from './ticket-thread.service';
import { TicketsService } from './tickets.service';

/**
 * The support desk (spec 3 §2-§9, issue 20): tickets, their threads and SLA are the generic
 * CRUD's declarations; this module keeps their server-side values and runs their actions.
 */
@Module({ providers: [TicketSlaService, TicketsService, TicketThreadService] })
export class SupportModule {}
