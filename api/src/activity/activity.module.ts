import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditModule } from '../audit/audit.module';
import { ActivityArchive, ActivityArchiveController } from './activity-archive';
import { ActivityInterceptor } from './activity.interceptor';
import { ActivityService } from './activity.service';
import { TrailRecovery } from './trail-recovery.service';

/** The activity log, written by the API itself around every write request. */
@Module({
  imports: [AuditModule],
  providers: [ActivityService, ActivityArchive, TrailRecovery, { provide: APP_INTERCEPTOR, useClass: ActivityInterceptor }],
  controllers: [ActivityArchiveController],
  exports: [ActivityService, ActivityArchive],
})
export class ActivityModule {}
