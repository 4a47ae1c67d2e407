import { Global, Module } from '@nestjs/common';
import { SignedLinkGuard } from './signed-link.guard';
import { TicketService } from './ticket.service';
import { TicketsController } from './tickets.controller';

/** Short-lived, single-use, signed links for streams and downloads (see ticket-codec). */
@Global()
@Module({
  controllers: [TicketsController],
  providers: [TicketService, SignedLinkGuard],
  exports: [TicketService, SignedLinkGuard],
})
export class TicketsModule {}
