import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module';
import { AuditModule } from '../audit/audit.module';
import { CleanupController } from './cleanup.controller';
import { CleanupService } from './cleanup.service';

/** The daily cleanup of every log-like collection (cleanup-targets.ts). */
@Module({
  imports: [ActivityModule, AuditModule],
  controllers: [CleanupController],
  providers: [CleanupService],
})
export class CleanupModule {}
