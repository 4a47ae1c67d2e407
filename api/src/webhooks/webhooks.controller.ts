/**
 * The calls of spec 3 §7 for webhooks, under /api/webmaster/webhooks (lists as arrays, the
 * writes through the registry's validation and rules), with the delivery log, its replay and
 * the test event. The secret is answered once, on creation, never again.
 */
import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { API_MANAGE, fieldByName, webhooks, type Values } from '@hexagone/schemas';
import { bodySchema } from '../crud/openapi-schema';
import { RequireAccess } from '../crud/access.guard';
import { AS_OBJECT, contextOf } from '../crud/crud.controller';
import { CrudService } from '../crud/crud.service';
import { parseListQuery } from '../crud/list-query';
import { newWebhookSecret } from './signed-webhook';
import { deliveryView, WebhooksService } from './webhooks.service';

const ALL_WEBHOOKS = 1_000;
const DELIVERIES_SHOWN = 50;

@ApiTags('Webhooks')
@ApiBearerAuth()
@Controller('webmaster/webhooks')
export class WebhooksController {
  constructor(
    private readonly crud: CrudService,
    private readonly hooks: WebhooksService,
  ) {}

  @Get()
  @RequireAccess(API_MANAGE)
  @ApiOperation({ summary: 'Les webhooks (tableau), avec last_attempt et last_success ; jamais leur secret' })
  async list(): Promise<Values[]> {
    return (await this.crud.list(webhooks, parseListQuery(webhooks, { limit: String(ALL_WEBHOOKS) }))).data;
  }

  @Post()
  @RequireAccess(API_MANAGE, { write: true })
  @ApiOperation({ summary: 'Crée un webhook (name, url, events, secret, active, headers) ; sans secret, un secret whsec_… est généré et répondu une seule fois' })
  @ApiBody({ schema: bodySchema(webhooks, 'create') })
  async create(@Body(AS_OBJECT) body: Values, @Req() req: Request) {
    const secret = typeof body.secret === 'string' && body.secret !== '' ? body.secret : newWebhookSecret();
    const created = await this.crud.create(webhooks, { ...body, secret }, contextOf(req));
    return { ...created, secret };
  }

  @Patch(':id')
  @RequireAccess(API_MANAGE, { write: true })
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: 'Active ou désactive un webhook ({ active }) ; la réponse remplace la ligne' })
  @ApiBody({ schema: bodySchema({ fields: [fieldByName(webhooks, 'active')!] }, 'edit') })
  toggle(@Param('id') id: string, @Body(AS_OBJECT) body: Values, @Req() req: Request) {
    return this.crud.update(webhooks, id, { active: body.active }, contextOf(req));
  }

  @Delete(':id')
  @RequireAccess(API_MANAGE, { write: true })
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: 'Supprime un webhook et son journal de livraisons' })
  remove(@Param('id') id: string, @Req() req: Request) {
    return this.crud.remove(webhooks, id, contextOf(req));
  }

  @Get(':id/deliveries')
  @RequireAccess(API_MANAGE)
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: 'Les 50 dernières livraisons : { data: [{ id, message_id, event, status, next_at, attempts: [{ at, status_code, duration_ms, excerpt, ok }] }] }' })
  async deliveries(@Param('id') id: string, @Query('limit') limit?: string) {
    const wanted = Math.min(Math.max(Number(limit) || DELIVERIES_SHOWN, 1), DELIVERIES_SHOWN);
    return { data: await this.hooks.deliveriesOf(id, wanted) };
  }

  @Post(':id/test')
  @HttpCode(202)
  @RequireAccess(API_MANAGE, { write: true })
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: 'Envoie un événement de test (webhook.test) ; sa livraison paraît dans le journal' })
  async test(@Param('id') id: string) {
    return deliveryView(await this.hooks.sendTest(id));
  }

  @Post(':id/deliveries/:deliveryId/replay')
  @HttpCode(202)
  @RequireAccess(API_MANAGE, { write: true })
  @ApiParam({ name: 'id' })
  @ApiParam({ name: 'deliveryId' })
  @ApiOperation({ summary: 'Relance une livraison : le même message (même webhook-id), en une nouvelle livraison' })
  async replay(@Param('id') id: string, @Param('deliveryId') deliveryId: string) {
    return deliveryView(await this.hooks.replay(id, deliveryId));
  }
}
