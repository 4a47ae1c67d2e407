import { Module, type DynamicModule } from '@nestjs/common';
import type { ResourceDef } from '@hexagone/schemas';
import { createCrudController } from './crud.controller';
import { CrudService } from './crud.service';
import { createSingletonController } from './singleton.controller';

/** Generic CRUD routes for every registered resource; its service is shared with the domain modules. */
@Module({})
export class CrudModule {
  static forResources(resources: readonly ResourceDef[]): DynamicModule {
    return {
      module: CrudModule,
      global: true,
      controllers: resources.map((resource) => (resource.singleton ? createSingletonController : createCrudController)(resource)),
      providers: [CrudService],
      exports: [CrudService],
    };
  }
}
