/**
 * One controller class per registered resource, at /api/{collection}, so that each gets
 * its own routes and OpenAPI section from its declaration alone. Every operation checks
 * the resource's access rule for it (403), answers only the fields the caller may read and
 * ignores the fields they may not set. A caller whose rule admits them only to their own
 * records (an owner rule) reaches only those, in every query; another's id answers 404. Actions are served by action.controller.ts.
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
  Put,
  Query,
  Req,
  Res,
  type Type,
  type PipeTransform,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { OwnerScope, ResourceDef, Values } from '@hexagone/schemas';
import { sessionIdOf } from '../auth/jwt.strategy';
import type { SessionUser } from '../auth/session-user';
import { ERRORS } from '../common/errors';
import { AccessService } from './access.service';
import type { CrudContext } from './crud-hooks';
import { CrudService } from './crud.service';
import { ListQueryError, parseListQuery, sortableFields } from './list-query';
import { readAs } from './read-as';
import { bodySchema, FILTER_VALUE, MAX_PAGE, RANGE, recordSchema, simpleRestFilter } from './openapi-schema';

export function pascalCase(name: string): string {
  return name.replace(/(^|_)([a-z])/g, (_m, _sep: string, c: string) => c.toUpperCase());
}

export function createCrudController(resource: ResourceDef): Type<unknown> {
  const filterable = resource.fields.filter((f) => f.filterable);
  const listQueryDocs = [
    ApiQuery({ name: 'page', required: false, schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE }, description: 'Page (à partir de 1)' }),
    ApiQuery({ name: 'limit', required: false, schema: { type: 'integer', minimum: 1 }, description: `Taille de page (défaut ${resource.list.perPage}, 100 au plus)` }),
    ApiQuery({ name: 'sort', required: false, enum: ['id', ...sortableFields(resource)], description: `Champ de tri (défaut ${resource.list.sort.field})` }),
    ApiQuery({ name: 'order', required: false, enum: ['asc', 'desc'] }),
    ApiQuery({ name: 'q', required: false, type: String, description: 'Recherche insensible à la casse' }),
    ...filterable.map((f) => ApiQuery({ name: f.name, required: false, schema: FILTER_VALUE, description: `Filtre : ${f.label}` })),
    ApiQuery({ name: 'filter', required: false, content: { 'application/json': { schema: simpleRestFilter(resource) } }, description: 'Dialecte ra-data-simple-rest : filtre JSON' }),
    ApiQuery({ name: 'range', required: false, content: { 'application/json': { schema: RANGE } }, description: 'Dialecte ra-data-simple-rest : [début, fin], fin ≥ début' }),
  ];
  const record = recordSchema(resource);
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
  @Controller(resource.name)
  class ResourceController {
    constructor(
      @Inject(CrudService) private readonly crud: CrudService,
      @Inject(AccessService) private readonly access: AccessService,
    ) {}

    @Get()
    @ApiOperation({ summary: `Lister : ${resource.label}` })
    @applyAll(listQueryDocs)
    @ApiOkResponse({
      description: '{ data, pagination } ; tableau et en-tête Content-Range pour ra-data-simple-rest',
      schema: {
        oneOf: [
          {
            type: 'object',
            properties: {
              data: { type: 'array', items: record },
              pagination: {
                type: 'object',
                properties: { page: { type: 'number' }, limit: { type: 'number' }, total: { type: 'number' }, pages: { type: 'number' } },
              },
            },
            required: ['data', 'pagination'],
          },
          { type: 'array', items: record },
        ],
      },
    })
    async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
      const owner = await this.access.scope(resource.access.list, userOf(req));
      const parsed = { ...parse(query), owner };
      const { total, ...page } = await this.crud.list(resource, parsed);
      const data = await this.access.viewAll(resource, page.data, userOf(req));
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
    async stats(@Query() query: Record<string, unknown>, @Req() req: Request) {
      const owner = await this.access.scope(resource.access.list, userOf(req));
      return this.crud.stats(resource, { ...parse(query), owner });
    }

    @Get(':id')
    @ApiOperation({ summary: `Lire : ${resource.singular}` })
    @ApiParam({ name: 'id' })
    @ApiOkResponse({ schema: record })
    async findOne(@Param('id') id: string, @Req() req: Request) {
      return readAs(this.access, this.crud, resource, id, userOf(req));
    }

    @Post()
    @HttpCode(201)
    @ApiExcludeEndpoint(!resource.operations.create)
    @ApiOperation({ summary: `Créer : ${resource.singular}` })
    @ApiBody({ schema: bodySchema(resource, 'create') })
    @ApiOkResponse({ schema: record })
    async create(@Body() body: Values, @Req() req: Request) {
      refuse('create');
      const owner = await this.access.scope(resource.access.create, userOf(req), { write: true });
      const values = await this.access.writable(resource, asObject(body), 'create', userOf(req));
      return this.access.view(resource, await this.crud.create(resource, values, ownedContext(req, resource, owner)), userOf(req));
    }

    @Put(':id')
    @ApiExcludeEndpoint(!resource.operations.edit)
    @ApiOperation({ summary: `Modifier : ${resource.singular}` })
    @ApiParam({ name: 'id' })
    @ApiBody({ schema: bodySchema(resource, 'edit') })
    @ApiOkResponse({ schema: record })
    async update(@Param('id') id: string, @Body() body: Values, @Req() req: Request) {
      refuse('edit');
      const owner = await this.access.changeScope(resource, resource.access.update, userOf(req), () => [id]);
      const values = await this.access.writable(resource, asObject(body), 'update', userOf(req));
      return this.access.view(resource, await this.crud.update(resource, id, values, ownedContext(req, resource, owner)), userOf(req));
    }

    @Delete(':id')
    @ApiExcludeEndpoint(!resource.operations.delete)
    @ApiOperation({ summary: `Supprimer : ${resource.singular}` })
    @ApiParam({ name: 'id' })
    @ApiOkResponse({ schema: record })
    async remove(@Param('id') id: string, @Req() req: Request) {
      refuse('delete');
      const owner = await this.access.changeScope(resource, resource.access.delete, userOf(req), () => [id]);
      return this.access.view(resource, await this.crud.remove(resource, id, ownedContext(req, resource, owner)), userOf(req));
    }
  }

  Object.defineProperty(ResourceController, 'name', { value: `${pascalCase(resource.name)}Controller` });
  return ResourceController;
}

export const userOf = (req: Request) => req.user as SessionUser | undefined;

export function contextOf(req: Request): CrudContext {
  return { user: req.user as SessionUser | undefined, ip: req.ip, sessionId: sessionIdOf(req) };
}

/** The request's context, holding the owner scope of an owner-caller on `resource`. */
export function ownedContext(req: Request, resource: ResourceDef, owner: OwnerScope | undefined): CrudContext {
  return { ...contextOf(req), ...(owner ? { owner: { ...owner, resource: resource.name } } : {}) };
}

export function asObject(body: unknown): Values {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestException(ERRORS.badRequest);
  return body as Values;
}

/** `@Body(AS_OBJECT)`: a body that is not a JSON object (none, null, an array, a string) answers the French 400. */
export const AS_OBJECT: PipeTransform<unknown, Values> = { transform: asObject };

function applyAll(decorators: MethodDecorator[]): MethodDecorator {
  return (target, key, descriptor) => {
    for (const decorator of decorators) decorator(target, key, descriptor);
  };
}
