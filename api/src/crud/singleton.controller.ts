/**
 * The routes of a singleton resource (one settings document per tab): `GET /{name}` reads
 * its one document, `PUT /{name}` writes it. The same two answer at `/{name}/{SINGLETON_ID}`,
 * the address the back-office's generic edit form uses.
 */
import { BadRequestException, Body, Controller, Get, Inject, NotFoundException, Param, Put, Req, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SINGLETON_ID, type ResourceDef, type Values } from '@hexagone/schemas';
import { Roles } from '../auth/roles.decorator';
import { ERRORS } from '../common/errors';
import { contextOf } from './crud.controller';
import { CrudService } from './crud.service';
import { bodySchema, recordSchema } from './openapi-schema';

export function createSingletonController(resource: ResourceDef): Type<unknown> {
  const record = recordSchema(resource);
  const assertId = (id: string) => {
    if (id !== SINGLETON_ID) throw new NotFoundException(ERRORS.notFound);
  };
  const asObject = (body: unknown): Values => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestException(ERRORS.badRequest);
    return body as Values;
  };

  @ApiTags(resource.label)
  @ApiBearerAuth()
  @Roles(...resource.access)
  @Controller(resource.name)
  class SingletonController {
    constructor(@Inject(CrudService) private readonly crud: CrudService) {}

    @Get()
    @ApiOperation({ summary: `Lire : ${resource.label}` })
    @ApiOkResponse({ schema: record })
    read() {
      return this.crud.readSingleton(resource);
    }

    @Put()
    @ApiOperation({ summary: `Enregistrer : ${resource.label}` })
    @ApiBody({ schema: bodySchema(resource, 'edit') })
    @ApiOkResponse({ schema: record })
    write(@Body() body: Values, @Req() req: Request) {
      return this.crud.writeSingleton(resource, asObject(body), contextOf(req));
    }

    @Get(':id')
    @ApiOperation({ summary: `Lire : ${resource.label}` })
    readById(@Param('id') id: string) {
      assertId(id);
      return this.crud.readSingleton(resource);
    }

    @Put(':id')
    @ApiOperation({ summary: `Enregistrer : ${resource.label}` })
    writeById(@Param('id') id: string, @Body() body: Values, @Req() req: Request) {
      assertId(id);
      return this.crud.writeSingleton(resource, asObject(body), contextOf(req));
    }
  }

  Object.defineProperty(SingletonController, 'name', {
    value: `${resource.name.replace(/(^|_)([a-z])/g, (_m, _s: string, c: string) => c.toUpperCase())}Controller`,
  });
  return SingletonController;
}
