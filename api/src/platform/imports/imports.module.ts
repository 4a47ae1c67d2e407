import { Module } from '@nestjs/common';
import { ImportService } from './import.service';
import { ImportsController } from './imports.controller';

/** The one import of every resource that may be created or updated (CSV or JSON, dry run first). */
@Module({
  controllers: [ImportsController],
  providers: [ImportService],
})
export class ImportsModule {}
