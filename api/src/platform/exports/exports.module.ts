import { Module } from '@nestjs/common';
import { ExportService } from './export.service';
import { ExportsController } from './exports.controller';
import { ListExport } from './list-export';

/** The one export service of every list (CSV, JSON, Excel, PDF). */
@Module({
  controllers: [ExportsController],
  providers: [ExportService, ListExport],
  exports: [ExportService, ListExport],
})
export class ExportsModule {}
