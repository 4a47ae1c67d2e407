import { Module } from '@nestjs/common';
import { EventsModule } from './events/events.module';
import { ExportsModule } from './exports/exports.module';
import { JobsModule } from './jobs/jobs.module';
import { MailModule } from './mail/mail.module';
import { TicketsModule } from './tickets/tickets.module';

/** The services every domain builds on: jobs, events and streams, signed links, exports, mail. */
@Module({
  imports: [JobsModule, EventsModule, TicketsModule, ExportsModule, MailModule],
})
export class PlatformModule {}
