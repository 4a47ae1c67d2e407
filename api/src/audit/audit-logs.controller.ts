/**
 * The audit log's own calls (spec 3 §7): the chain's verification, its settings and its alert
 * rules. The entries themselves are read through the generic list (`GET /settings_logs`),
 * which answers 405 to any write.
 */
import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ADMIN_ONLY, auditAlerts, auditSettings, type Values } from '@hexagone/schemas';
import { RequireAccess } from '../crud/access.guard';
import { contextOf } from '../crud/crud.controller';
import { CrudService } from '../crud/crud.service';
import { newWebhookSecret } from '../webhooks/signed-webhook';
import { publicBody } from '../contact/public-body';
import { chainVerdict } from './audit-chain';
import { AuditLogService } from './audit-log.service';

/** Only the fields a form declares (its read-only ones aside) are taken from a body: the public forms' own picker. */
const fieldsOf = (resource: { fields: readonly { name: string; readOnly?: boolean }[] }, body: unknown): Values =>
  publicBody(
    body,
    resource.fields.filter((field) => !field.readOnly).map((field) => field.name),
  );

@ApiTags("Journal d'audit")
@ApiBearerAuth()
@Controller('webmaster/audit-logs')
export class AuditLogsController {
  constructor(
    private readonly log: AuditLogService,
    private readonly crud: CrudService,
  ) {}

  @Get('verify')
  @RequireAccess(ADMIN_ONLY)
  @ApiOperation({ summary: 'Vérifie la chaîne des empreintes : { valid, checked, broken_at: { sequence, id, reason } | null, message }' })
  async verify() {
    const report = await this.log.verify();
    return { ...report, message: chainVerdict(report) };
  }

  @Get('settings')
  @RequireAccess(ADMIN_ONLY)
  @ApiOperation({ summary: 'Paramètres du journal : retention_days, log_level, enable_alerts' })
  settings() {
    return this.log.settings();
  }

  @Put('settings')
  @RequireAccess(ADMIN_ONLY, { write: true })
  @ApiOperation({ summary: 'Enregistre retention_days (1 à 365), log_level et enable_alerts' })
  saveSettings(@Body() body: unknown, @Req() req: Request) {
    return this.crud.writeSingleton(auditSettings, fieldsOf(auditSettings, body), contextOf(req));
  }

  @Get('alerts')
  @RequireAccess(ADMIN_ONLY)
  @ApiOperation({ summary: "Les règles d'alerte : { data }" })
  async alerts() {
    const rules = await this.crud.model(auditAlerts.name).find().sort({ name: 1, _id: 1 }).exec();
    return { data: rules.map((rule) => rule.toJSON()) };
  }

  @Post('alerts')
  @RequireAccess(ADMIN_ONLY, { write: true })
  @ApiOperation({
    summary:
      "Crée une règle d'alerte (name, action_type, resource_type, severity, notification_email, notification_webhook, webhook_secret, enabled) ; avec un webhook sans secret, un secret whsec_… est généré et répondu une seule fois",
  })
  async createAlert(@Body() body: unknown, @Req() req: Request) {
    const values = fieldsOf(auditAlerts, body);
    if (!values.notification_webhook || values.webhook_secret) return this.crud.create(auditAlerts, values, contextOf(req));
    const webhook_secret = newWebhookSecret();
    return { ...(await this.crud.create(auditAlerts, { ...values, webhook_secret }, contextOf(req))), webhook_secret };
  }

  @Patch('alerts/:id')
  @RequireAccess(ADMIN_ONLY, { write: true })
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: "Modifie une règle d'alerte (enabled depuis la liste) ; répond la règle enregistrée" })
  updateAlert(@Param('id') id: string, @Body() body: unknown, @Req() req: Request) {
    return this.crud.update(auditAlerts, id, fieldsOf(auditAlerts, body), contextOf(req));
  }

  @Delete('alerts/:id')
  @RequireAccess(ADMIN_ONLY, { write: true })
  @ApiParam({ name: 'id' })
  @ApiOperation({ summary: "Supprime une règle d'alerte" })
  async deleteAlert(@Param('id') id: string, @Req() req: Request) {
    await this.crud.remove(auditAlerts, id, contextOf(req));
    return { message: 'Alerte supprimée' };
  }
}
