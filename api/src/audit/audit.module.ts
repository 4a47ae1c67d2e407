import { Module } from '@nestjs/common';
import { ExportsModule } from '../platform/exports/exports.module';
import { AuditAlertsService } from './audit-alerts.service';
import { AuditExportController } from './audit-export.controller';
import { AuditLogService } from './audit-log.service';
import { AuditLogsController } from './audit-logs.controller';
import { AuditRecorder } from './audit-recorder';
import { AuditStreamController } from './audit-stream.controller';

/** The tamper-evident audit log: its writer (fed by the activity log), verification, live stream, export, settings and alert rules. */
@Module({
  imports: [ExportsModule],
  controllers: [AuditLogsController, AuditStreamController, AuditExportController],
  providers: [AuditLogService, AuditRecorder, AuditAlertsService],
  exports: [AuditLogService, AuditRecorder],
})
export class AuditModule {}
