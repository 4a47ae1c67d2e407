/**
 * The calls of spec 3 §7 for API keys, under /api/webmaster/api-keys: lists as arrays, the
 * writes through the registry's validation and rules (CrudService), the key answered in
 * full on create and rotate only.
 */
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { API_MANAGE, apiKeys, type Values } from '@hexagone/schemas';
import { RequireAccess } from '../crud/access.guard';
import { AS_OBJECT, contextOf, userOf } from '../crud/crud.controller';
import { CrudService } from '../crud/crud.service';
import { bodySchema } from '../crud/openapi-schema';
import { parseListQuery } from '../crud/list-query';
import { ApiKeysService } from './api-keys.service';

/** Far above the keys an administrator keeps: the screen shows them all, without pages. */
const ALL_KEYS = 1_000;

@ApiTags('Clés API')
@ApiBearerAuth()
@Controller('webmaster/api-keys')
export class ApiKeysController {
  constructor(
    private readonly crud: CrudService,
    private readonly keys: ApiKeysService,
  ) {}

  @Get()
  @RequireAccess(API_MANAGE)
  @ApiOperation({ summary: 'Les clés, des plus récentes aux plus anciennes (tableau) ; jamais la clé elle-même, son aperçu key_preview' })
  async list(): Promise<Values[]> {
    return (await this.crud.list(apiKeys, parseListQuery(apiKeys, { limit: String(ALL_KEYS) }))).data;
  }

  @Post()
  @RequireAccess(API_MANAGE, { write: true })
  @ApiOperation({ summary: 'Crée une clé (name, description, permissions, rate_limit, rate_window, expires_at, allowed_ips) ; la réponse porte la clé complète, une seule fois' })
  @ApiBody({ schema: bodySchema(apiKeys, 'create') })
  create(@Body(AS_OBJECT) body: Values, @Req() req: Request) {
    return this.crud.create(apiKeys, body, contextOf(req));
  }

  @Put(':id')
  @RequireAccess(API_MANAGE, { write: true })
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: 'Modifie une clé (mêmes champs) ; la clé elle-même ne change pas' })
  @ApiBody({ schema: bodySchema(apiKeys, 'edit') })
  update(@Param('id') id: string, @Body(AS_OBJECT) body: Values, @Req() req: Request) {
    return this.crud.update(apiKeys, id, body, contextOf(req));
  }

  @Delete(':id')
  @RequireAccess(API_MANAGE, { write: true })
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: 'Supprime une clé : elle cesse aussitôt d’ouvrir l’API' })
  remove(@Param('id') id: string, @Req() req: Request) {
    return this.crud.remove(apiKeys, id, contextOf(req));
  }

  @Post(':id/rotate')
  @HttpCode(200)
  @RequireAccess(API_MANAGE, { write: true })
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: 'Régénère la clé : la nouvelle est répondue une seule fois ; l’ancienne reste valable jusqu’à previous_key_until (15 min par défaut)' })
  rotate(@Param('id') id: string, @Req() req: Request) {
    return this.keys.rotate(id, userOf(req));
  }

  @Get(':id/usage')
  @RequireAccess(API_MANAGE)
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: 'Statistiques : total_requests, requests_today, success_rate (%), avg_response_time (ms), top_endpoints, response_codes' })
  usage(@Param('id') id: string) {
    return this.keys.usage(id);
  }
}
