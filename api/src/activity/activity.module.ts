import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AuditModule } from '../audit/audit.module';
import { ActivityArchive, ActivityArchiveController } from './activity-archive';
import { ActivityInterceptor } from './activity.interceptor';
import { ActivityService } from './activity.service';

/** The activity log, written by the API itself around every write request. */
@Module({
  imports: [AuditModule],
  providers: [ActivityService, ActivityArchive, { provide: APP_INTERCEPTOR, useClass: ActivityInterceptor }],
  controllers: [ActivityArchiveController],
  exports: [ActivityService, ActivityArchive],
})
export class ActivityModule {}
