import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { MongooseModule } from '@nestjs/mongoose';
import { resources } from '@hexagone/schemas';
import { config } from './config';
import { AuthModule } from './auth/auth.module';
import { ErrorFilter } from './common/error.filter';
import { CrudModule } from './crud/crud.module';
import { HealthController } from './health/health.controller';
import { SetupModule } from './setup/setup.module';

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
        CrudModule.forResources(resources),
      ],
      controllers: [HealthController],
      providers: [{ provide: APP_FILTER, useClass: ErrorFilter }],
    };
  }
}
