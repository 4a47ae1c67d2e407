import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { resources } from '@hexagone/schemas';
import { config } from './config';
import { AuthModule } from './auth/auth.module';
import { ErrorFilter } from './common/error.filter';
import { CrudModule } from './crud/crud.module';
import { ForumModule } from './forum/forum.module';
import { HealthController } from './health/health.controller';
import { SetupModule } from './setup/setup.module';
import { BlogModule } from './blog/blog.module';
import { UploadsModule } from './uploads/uploads.module';
import { ContactModule } from './contact/contact.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { PublicContentModule } from './public-content/public-content.module';
import { ActivityModule } from './activity/activity.module';
import { AuditModule } from './audit/audit.module';
import { CleanupModule } from './cleanup/cleanup.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { HeaderModule } from './header/header.module';
import { UsersModule } from './users/users.module';
import { AiModule } from './ai/ai.module';
import { BillingDocumentsModule } from './billing/documents/billing-documents.module';
import { BillingModule } from './billing/billing.module';
import { SupportModule } from './support/support.module';
import { PlatformModule } from './platform/platform.module';
import { InstancesModule } from './instances/instances.module';
import { TeamModule } from './team/team.module';
import { DATABASE_PROBE, type DatabaseProbe } from './database/database-health';
import { BackgroundWorkModule } from './common/background-work';
import { MaintenanceModule, SettingsModule } from './settings/settings.module';
import { MonitoringModule } from './monitoring/monitoring.module';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { V1Module } from './v1/v1.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { AnalyticsModule } from './analytics/analytics.module';

/**
 * While the database is unreachable a call fails within ~1.5 s (then answers 503) instead of
 * waiting in mongoose's buffer; the driver checks the server every second, so it is found
 * again as soon as it is back.
 */
const CONNECTION_OPTIONS = { bufferCommands: false, serverSelectionTimeoutMS: 1_500, heartbeatFrequencyMS: 1_000, connectTimeoutMS: 2_000 };

@Module({})
export class AppModule {
  /** `background`: scheduled jobs, list preloading and start-up backfills (the seed runs without). */
  static forDatabase(uri: string, probe: DatabaseProbe = { embeddedState: () => undefined }, background = true): DynamicModule {
    return {
      module: AppModule,
      imports: [
        BackgroundWorkModule.with(background),
        // monitorCommands: CrudService drops the lists it keeps when it sees a write (crud/write-watch.ts).
        MongooseModule.forRoot(uri, { dbName: config.dbName, ...CONNECTION_OPTIONS, monitorCommands: true }),
        // Domain modules first: their fixed paths (e.g. /blog_comments/stats) must win over /:id.
        SetupModule,
        AuthModule,
        ContactModule,
        NewsletterModule,
        PublicContentModule,
        ActivityModule,
        AuditModule,
        CleanupModule,
        DashboardModule,
        HeaderModule,
        UsersModule,
        AiModule,
        BillingDocumentsModule,
        BillingModule,
        SupportModule,
        ForumModule,
        BlogModule,
        UploadsModule,
        SettingsModule,
        MaintenanceModule,
        MonitoringModule,
        AnalyticsModule,
        CrudModule.forResources(resources),
        PlatformModule,
        InstancesModule,
        TeamModule,
        ApiKeysModule,
        V1Module,
        WebhooksModule,
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_FILTER, useClass: ErrorFilter }, { provide: DATABASE_PROBE, useValue: probe }],
    };
  }
}
