/**
 * One controller per resource serving its registry actions, each at its declared method and
 * path (default POST /{collection}/{id}/{action} and POST /{collection}/actions/{action}),
 * so that spec 3's call table (PUT …/pause, PATCH /webmaster/webhooks/{id}, GET
 * /v1/billing_invoices/{id}/download) is written as declarations and shows in the OpenAPI
 * document. The CRUD module lists these controllers before the generic ones, so a declared
 * path such as PUT /forum_categories/order is never read as PUT /forum_categories/:id.
 */
import { Body, Controller, Delete, Get, HttpCode, Inject, Patch, Post, Put, Req, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { actionRoute, isServerAction, type ActionDef, type HttpMethod, type ResourceDef } from '@hexagone/schemas';
import { actionBodyType } from './action-handler.decorator';
import { ActionsService } from './actions.service';
import { contextOf } from './crud.controller';
import { actionBodySchema } from './openapi-schema';

const METHODS: Record<HttpMethod, (path: string) => MethodDecorator> = { GET: Get, POST: Post, PUT: Put, PATCH: Patch, DELETE: Delete };

/** A declared path (`/forum_categories/{id}/…`) as a Nest route (`forum_categories/:id/…`). */
export const nestPath = (path: string) => path.replace(/^\//, '').replace(/\{(\w+)\}/g, ':$1');

function describe(resource: ResourceDef, action: ActionDef): string {
  const body = action.scope === 'bulk' ? 'Corps : { ids, ...valeurs demandées }' : action.ask ? 'Corps : les valeurs demandées' : '';
  const rules = action.when || resource.states ? "409 quand l'état de l'enregistrement ne le permet pas." : '';
  return [body, rules].filter(Boolean).join(' ; ');
}

export function createActionController(resource: ResourceDef): Type<unknown> {
  @ApiTags(resource.label)
  @ApiBearerAuth()
  @Controller()
  class ResourceActionsController {
    constructor(@Inject(ActionsService) readonly actions: ActionsService) {}
  }

  const prototype = ResourceActionsController.prototype as unknown as Record<string, unknown>;
  for (const action of resource.actions.filter(isServerAction)) {
    const route = actionRoute(resource, action);
    const key = `run_${action.name}`;
    const withId = route.path.includes('{id}');
    prototype[key] = function (this: ResourceActionsController, req: Request, body: unknown) {
      const id = withId ? String(req.params.id) : undefined;
      return this.actions.run(resource, action, { id, body: route.method === 'GET' ? { ...req.query } : body }, contextOf(req));
    };
    const descriptor = Object.getOwnPropertyDescriptor(prototype, key)!;
    const dto = actionBodyType(resource.name, action.name);
    // The body's type is what the global validation pipe checks a DTO against.
    Reflect.defineMetadata('design:paramtypes', [Object, dto ?? Object], prototype, key);
    Req()(prototype, key, 0);
    Body()(prototype, key, 1);
    const decorators: MethodDecorator[] = [
      METHODS[route.method](nestPath(route.path)),
      HttpCode(200),
      ApiOperation({ summary: `${action.label} : ${resource.singular}`, description: describe(resource, action) }),
    ];
    if (withId) decorators.push(ApiParam({ name: 'id' }));
    if (dto) decorators.push(ApiBody({ type: dto }));
    else if (route.method !== 'GET' && actionBodySchema(action)) decorators.push(ApiBody({ schema: actionBodySchema(action)! }));
    for (const decorator of decorators) decorator(prototype, key, descriptor);
    Object.defineProperty(prototype, key, descriptor);
  }

  Object.defineProperty(ResourceActionsController, 'name', { value: `${resource.name.replace(/(^|_)([a-z])/g, (_m, _s: string, c: string) => c.toUpperCase())}ActionsController` });
  return ResourceActionsController;
}
