/**
 * The routes of a singleton resource (one settings document per tab): `GET /{name}` reads
 * its one document, `PUT /{name}` writes it. The same two answer at `/{name}/{SINGLETON_ID}`,
 * the address the back-office's generic edit form uses.
 */
import { Body, Controller, Get, Inject, NotFoundException, Param, Put, Req, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SINGLETON_ID, type ResourceDef, type Values } from '@hexagone/schemas';
import { ERRORS } from '../common/errors';
import { AccessService } from './access.service';
import { asObject, contextOf, pascalCase, userOf } from './crud.controller';
import { CrudService } from './crud.service';
import { bodySchema, recordSchema } from './openapi-schema';

export function createSingletonController(resource: ResourceDef): Type<unknown> {
  const record = recordSchema(resource);
  const assertId = (id: string) => {
    if (id !== SINGLETON_ID) throw new NotFoundException(ERRORS.notFound);
  };

  @ApiTags(resource.label)
  @ApiBearerAuth()
  @Controller(resource.name)
  class SingletonController {
    constructor(
      @Inject(CrudService) private readonly crud: CrudService,
      @Inject(AccessService) private readonly access: AccessService,
    ) {}

    @Get()
    @ApiOperation({ summary: `Lire : ${resource.label}` })
    @ApiOkResponse({ schema: record })
    read(@Req() req: Request) {
      return this.readOne(req);
    }

    @Put()
    @ApiOperation({ summary: `Enregistrer : ${resource.label}` })
    @ApiBody({ schema: bodySchema(resource, 'edit') })
    @ApiOkResponse({ schema: record })
    write(@Body() body: Values, @Req() req: Request) {
      return this.writeOne(body, req);
    }

    @Get(':id')
    @ApiOperation({ summary: `Lire : ${resource.label}` })
    readById(@Param('id') id: string, @Req() req: Request) {
      assertId(id);
      return this.readOne(req);
    }

    @Put(':id')
    @ApiOperation({ summary: `Enregistrer : ${resource.label}` })
    @ApiBody({ schema: bodySchema(resource, 'edit') })
    @ApiOkResponse({ schema: record })
    writeById(@Param('id') id: string, @Body() body: Values, @Req() req: Request) {
      assertId(id);
      return this.writeOne(body, req);
    }

    private async readOne(req: Request) {
      await this.access.assert(resource.access.read, userOf(req));
      return this.access.view(resource, await this.crud.shown(resource, await this.crud.readSingleton(resource)), userOf(req));
    }

    private async writeOne(body: Values, req: Request) {
      await this.access.assertWrite(resource.access.update, userOf(req));
      const values = await this.access.writable(resource, asObject(body), 'update', userOf(req));
      return this.access.view(resource, await this.crud.shown(resource, await this.crud.writeSingleton(resource, values, contextOf(req))), userOf(req));
    }
  }

  Object.defineProperty(SingletonController, 'name', { value: `${pascalCase(resource.name)}Controller` });
  return SingletonController;
}
