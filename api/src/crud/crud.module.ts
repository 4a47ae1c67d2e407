import { Module, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import type { ResourceDef } from '@hexagone/schemas';
import { DiscoveryModule } from '@nestjs/core';
import { requestSignal } from '../common/request-signal';
import { AccessService } from './access.service';
import { createActionController } from './action.controller';
import { ActionsService } from './actions.service';
import { createCrudController } from './crud.controller';
import { CrudService } from './crud.service';
import { createSingletonController } from './singleton.controller';

/**
 * Generic CRUD routes and action routes for every registered resource; its services are
 * shared with the domain modules. The action routes come first: a declared path such as
 * PUT /forum_categories/order must not be taken for PUT /forum_categories/:id.
 */
@Module({})
export class CrudModule implements NestModule {
  private static controllers: ReturnType<typeof createCrudController>[] = [];

  static forResources(resources: readonly ResourceDef[]): DynamicModule {
    CrudModule.controllers = resources.map((resource) => (resource.singleton ? createSingletonController : createCrudController)(resource));
    return {
      module: CrudModule,
      global: true,
      imports: [DiscoveryModule],
      controllers: [
        ...resources.map(createActionController),
        ...CrudModule.controllers,
      ],
      providers: [CrudService, AccessService, ActionsService],
      exports: [CrudService, AccessService],
    };
  }

  /** A list whose client went away stops its scan (see request-signal.ts). */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(requestSignal).forRoutes(...CrudModule.controllers);
  }
}
