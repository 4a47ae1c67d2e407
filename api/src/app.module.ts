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
import { AnalyticsModule } from './analytics/analytics.module';
import { HeaderModule } from './header/header.module';
import { UsersModule } from './users/users.module';
import { AiModule } from './ai/ai.module';

@Module({})
export class AppModule {
  static forDatabase(uri: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        MongooseModule.forRoot(uri, { dbName: config.dbName, serverSelectionTimeoutMS: 10_000 }),
        // Domain modules first: their fixed paths (e.g. /blog_comments/stats) must win over /:id.
        SetupModule,
        AuthModule,
        ContactModule,
        NewsletterModule,
        PublicContentModule,
        ActivityModule,
        AnalyticsModule,
        HeaderModule,
        UsersModule,
        AiModule,
        ForumModule,
        BlogModule,
        UploadsModule,
        CrudModule.forResources(resources),
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_FILTER, useClass: ErrorFilter }],
    };
  }
}
