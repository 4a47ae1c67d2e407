import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { InstancesModule } from '../instances/instances.module';
import { V1InstancesController } from './v1-instances.controller';
import { V1Reads } from './v1-reads';

/** The public API v1 (site /api): instances, and reads of every collection a key's permissions cover. */
@Module({
  imports: [InstancesModule],
  controllers: [V1InstancesController],
})
export class V1Module implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(V1Reads).forRoutes({ path: 'v1/*path', method: RequestMethod.GET });
  }
}
