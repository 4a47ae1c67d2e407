/**
 * One controller class per registered resource, at /api/{collection}, so that each gets
 * its own routes, guards and OpenAPI section from its declaration alone.
 */
import {
  BadRequestException,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  MethodNotAllowedException,
  Param,
  Post,
  NotFoundException,
  Put,
  Query,
  Req,
  Res,
  type Type,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { findAction, type ResourceDef, type Values } from '@hexagone/schemas';
import type { SessionUser } from '../auth/session-user';
import { Roles } from '../auth/roles.decorator';
import { ERRORS } from '../common/errors';
import type { CrudContext } from './crud-hooks';
import { CrudService } from './crud.service';
import { ListQueryError, parseListQuery } from './list-query';
import { bodySchema, recordSchema } from './openapi-schema';

function pascalCase(name: string): string {
  return name.replace(/(^|_)([a-z])/g, (_m, _sep: string, c: string) => c.toUpperCase());
}

export function createCrudController(resource: ResourceDef): Type<unknown> {
  const filterable = resource.fields.filter((f) => f.filterable);
  const listQueryDocs = [
    ApiQuery({ name: 'page', required: false, type: Number, description: 'Page (à partir de 1)' }),
    ApiQuery({ name: 'limit', required: false, type: Number, description: `Taille de page (défaut ${resource.list.perPage}, 100 au plus)` }),
    ApiQuery({ name: 'sort', required: false, type: String, description: `Champ de tri (défaut ${resource.list.sort.field})` }),
    ApiQuery({ name: 'order', required: false, enum: ['asc', 'desc'] }),
    ApiQuery({ name: 'q', required: false, type: String, description: 'Recherche insensible à la casse' }),
    ...filterable.map((f) => ApiQuery({ name: f.name, required: false, description: `Filtre : ${f.label}` })),
    ApiQuery({ name: 'filter', required: false, type: String, description: 'Dialecte ra-data-simple-rest : filtre JSON' }),
    ApiQuery({ name: 'range', required: false, type: String, description: 'Dialecte ra-data-simple-rest : [début, fin]' }),
  ];
  const record = recordSchema(resource);
  const endpointActions = resource.actions.filter((a) => a.effect.kind === 'endpoint');
  const parse = (query: Record<string, unknown>) => {
    try {
      return parseListQuery(resource, query);
    } catch (error) {
      if (error instanceof ListQueryError) throw new BadRequestException(error.message);
      throw error;
    }
  };
  const refuse = (operation: keyof ResourceDef['operations']) => {
    if (!resource.operations[operation]) throw new MethodNotAllowedException(ERRORS.methodNotAllowed);
  };

  @ApiTags(resource.label)
  @ApiBearerAuth()
  @Roles(...resource.access)
  @Controller(resource.name)
  class ResourceController {
    constructor(@Inject(CrudService) private readonly crud: CrudService) {}

    @Get()
    @ApiOperation({ summary: `Lister : ${resource.label}` })
    @applyAll(listQueryDocs)
    @ApiOkResponse({
      description: '{ data, pagination } ; tableau et en-tête Content-Range pour ra-data-simple-rest',
      schema: {
        type: 'object',
        properties: {
          data: { type: 'array', items: record },
          pagination: {
            type: 'object',
            properties: { page: { type: 'number' }, limit: { type: 'number' }, total: { type: 'number' }, pages: { type: 'number' } },
          },
        },
      },
    })
    async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
      const parsed = parse(query);
      const { data, total } = await this.crud.list(resource, parsed);
      if (parsed.dialect === 'simple-rest') {
        const end = data.length ? parsed.skip + data.length - 1 : parsed.skip;
        res.setHeader('Content-Range', `${resource.name} ${parsed.skip}-${end}/${total}`);
        res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
        return data;
      }
      return {
        data,
        pagination: { page: parsed.page, limit: parsed.limit, total, pages: Math.ceil(total / parsed.limit) },
      };
    }

    // Declared before ':id' so that 'stats' is not read as an id.
    @Get('stats')
    @ApiOperation({ summary: `Statistiques : ${resource.label}`, description: 'Sur les enregistrements qui répondent aux filtres de la liste' })
    @applyAll(listQueryDocs)
    @ApiOkResponse({ schema: { type: 'object', additionalProperties: { type: 'number' } } })
    stats(@Query() query: Record<string, unknown>) {
      return this.crud.stats(resource, parse(query));
    }

    @Post('actions/:action')
    @HttpCode(200)
    @ApiOperation({ summary: `Action groupée : ${resource.label}`, description: 'Corps : { ids, ...valeurs demandées }' })
    @ApiParam({ name: 'action', enum: endpointActions.filter((a) => a.scope !== 'row').map((a) => a.name) })
    bulkAction(@Param('action') name: string, @Body() body: Values, @Req() req: Request) {
      const handler = this.handlerFor(name, ['bulk', 'header']);
      const { ids, ...values } = asObject(body ?? {});
      if (ids !== undefined && (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string'))) {
        throw new BadRequestException(ERRORS.badRequest);
      }
      return handler(contextOf(req), { ids: (ids as string[] | undefined) ?? [], body: values });
    }

    @Post(':id/:action')
    @HttpCode(200)
    @ApiOperation({ summary: `Action : ${resource.singular}` })
    @ApiParam({ name: 'id' })
    @ApiParam({ name: 'action', enum: endpointActions.filter((a) => a.scope === 'row').map((a) => a.name) })
    rowAction(@Param('id') id: string, @Param('action') name: string, @Body() body: Values, @Req() req: Request) {
      const handler = this.handlerFor(name, ['row']);
      return handler(contextOf(req), { id, ids: [id], body: asObject(body ?? {}) });
    }

    @Get(':id')
    @ApiOperation({ summary: `Lire : ${resource.singular}` })
    @ApiParam({ name: 'id' })
    @ApiOkResponse({ schema: record })
    findOne(@Param('id') id: string) {
      return this.crud.findOne(resource, id);
    }

    @Post()
    @HttpCode(201)
    @ApiOperation({ summary: `Créer : ${resource.singular}` })
    @ApiBody({ schema: bodySchema(resource, 'create') })
    @ApiOkResponse({ schema: record })
    create(@Body() body: Values, @Req() req: Request) {
      refuse('create');
      return this.crud.create(resource, asObject(body), contextOf(req));
    }

    @Put(':id')
    @ApiOperation({ summary: `Modifier : ${resource.singular}` })
    @ApiParam({ name: 'id' })
    @ApiBody({ schema: bodySchema(resource, 'edit') })
    @ApiOkResponse({ schema: record })
    update(@Param('id') id: string, @Body() body: Values, @Req() req: Request) {
      refuse('edit');
      return this.crud.update(resource, id, asObject(body), contextOf(req));
    }

    @Delete(':id')
    @ApiOperation({ summary: `Supprimer : ${resource.singular}` })
    @ApiParam({ name: 'id' })
    @ApiOkResponse({ schema: record })
    remove(@Param('id') id: string, @Req() req: Request) {
      refuse('delete');
      return this.crud.remove(resource, id, contextOf(req));
    }

    /** Only actions the registry declares as endpoints, in their scope, reach a handler. */
    private handlerFor(name: string, scopes: string[]) {
      const action = findAction(resource, name);
      const handler = action && action.effect.kind === 'endpoint' && scopes.includes(action.scope) && this.crud.actionHandler(resource.name, name);
      if (!handler) throw new NotFoundException(ERRORS.notFound);
      return handler;
    }
  }

  Object.defineProperty(ResourceController, 'name', { value: `${pascalCase(resource.name)}Controller` });
  return ResourceController;
}

export function contextOf(req: Request): CrudContext {
  return { user: req.user as SessionUser | undefined, ip: req.ip };
}

function asObject(body: unknown): Values {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestException(ERRORS.badRequest);
  return body as Values;
}

function applyAll(decorators: MethodDecorator[]): MethodDecorator {
  return (target, key, descriptor) => {
    for (const decorator of decorators) decorator(target, key, descriptor);
  };
}
