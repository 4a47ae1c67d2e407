import { Module } from '@nestjs/common';
import { EventsModule } from './events/events.module';
import { ExportsModule } from './exports/exports.module';
import { FilesModule } from './files/files.module';
import { ImportsModule } from './imports/imports.module';
import { JobsModule } from './jobs/jobs.module';
import { MailModule } from './mail/mail.module';
import { SignedLinksModule } from './signed-links/signed-links.module';

/** The services every domain builds on: jobs, events and streams, signed links, exports and imports, mail, private files. */
@Module({
  imports: [JobsModule, EventsModule, SignedLinksModule, ExportsModule, ImportsModule, MailModule, FilesModule],
})
export class PlatformModule {}
