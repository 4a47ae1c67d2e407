import { Module, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import type { ResourceDef } from '@hexagone/schemas';
import { requestSignal } from '../common/request-signal';
import { createCrudController } from './crud.controller';
import { CrudService } from './crud.service';

/** Generic CRUD routes for every registered resource; its service is shared with the domain modules. */
@Module({})
export class CrudModule implements NestModule {
  private static controllers: ReturnType<typeof createCrudController>[] = [];

  static forResources(resources: readonly ResourceDef[]): DynamicModule {
    CrudModule.controllers = resources.map(createCrudController);
    return {
      module: CrudModule,
      global: true,
      controllers: CrudModule.controllers,
      providers: [CrudService],
      exports: [CrudService],
    };
  }

  /** A list whose client went away stops its scan (see request-signal.ts). */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(requestSignal).forRoutes(...CrudModule.controllers);
  }
}
