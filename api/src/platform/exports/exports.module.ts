import { Module } from '@nestjs/common';
import { ExportService } from './export.service';
import { ExportsController } from './exports.controller';

/** The one export service of every list (CSV, JSON, Excel, PDF). */
@Module({
  controllers: [ExportsController],
  providers: [ExportService],
  exports: [ExportService],
})
export class ExportsModule {}
