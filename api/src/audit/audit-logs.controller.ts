/**
 * The audit log's own calls (spec 3 §7): the chain's verification, its settings and its alert
 * rules. The entries themselves are read through the generic list (`GET /settings_logs`),
 * which answers 405 to any write.
 */
import { BadRequestException, Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Patch, Post, Put, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ADMIN_ONLY, auditAlerts, auditSettings, type Values } from '@hexagone/schemas';
import { RequireAccess } from '../crud/access.guard';
import { contextOf } from '../crud/crud.controller';
import { CrudService } from '../crud/crud.service';
import { bodySchema } from '../crud/openapi-schema';
import { newWebhookSecret } from '../webhooks/signed-webhook';
import { publicBody } from '../contact/public-body';
import { chainVerdict, type ChainCheckpoint, type ChainReport } from './audit-chain';
import { AuditLogService, type CheckpointCheck } from './audit-log.service';

const CHECKPOINT_MESSAGES = {
  malformed: 'Fichier de point de contrôle illisible : attendu { checkpoints: [{ sequence, hash, timestamp, signed_at, signature }] }',
  empty: "Le journal d'audit est vide : aucun point de contrôle à exporter",
  signature: (sequence: number) => `Point de contrôle n° ${sequence} : signature invalide (il ne vient pas de cette installation ou a été modifié)`,
  changed: (sequence: number) => `Chaîne réécrite : l’entrée n° ${sequence} diffère du point de contrôle enregistré`,
} as const;

/** The checkpoints of a body, or 400: each with its five fields, as exported. */
/** What POST verify takes: the checkpoints as GET checkpoint exports them, 1 000 at most. */
const CHECKPOINTS_BODY = {
  type: 'object',
  properties: {
    checkpoints: {
      type: 'array',
      maxItems: 1_000,
      items: {
        type: 'object',
        properties: { sequence: { type: 'integer', minimum: Number.MIN_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }, hash: { type: 'string' }, timestamp: { type: 'string' }, signed_at: { type: 'string' }, signature: { type: 'string' } },
        required: ['sequence', 'hash', 'timestamp', 'signed_at', 'signature'],
      },
    },
  },
  required: ['checkpoints'],
};

function checkpointsOf(body: unknown): ChainCheckpoint[] {
  const list = (body as { checkpoints?: unknown } | undefined)?.checkpoints;
  const wellFormed = (point: unknown): point is ChainCheckpoint => {
    const p = point as Record<string, unknown> | null;
    return Boolean(p) && Number.isSafeInteger(p!.sequence) && ['hash', 'timestamp', 'signed_at', 'signature'].every((field) => typeof p![field] === 'string');
  };
  if (!Array.isArray(list) || list.length > 1_000 || !list.every(wellFormed)) throw new BadRequestException(CHECKPOINT_MESSAGES.malformed);
  return list;
}

/** The report and what the checkpoints found: one rewritten before a checkpoint makes the whole log invalid. */
function verdict(report: ChainReport, checks: readonly CheckpointCheck[]) {
  const failed = checks.find((check) => !check.valid);
  const message = !failed ? chainVerdict(report) : failed.reason === 'signature' ? CHECKPOINT_MESSAGES.signature(failed.sequence) : CHECKPOINT_MESSAGES.changed(failed.sequence);
  return { ...report, valid: report.valid && !failed, checkpoints: checks, message };
}

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
    return verdict(await this.log.verify(), []);
  }

  @Post('verify')
  @HttpCode(200)
  @RequireAccess(ADMIN_ONLY)
  @ApiOperation({
    summary:
      'Vérifie la chaîne et les points de contrôle gardés hors de l’installation ({ checkpoints: [...] }, tels qu’exportés) : une entrée réécrite avant un point de contrôle est décelée même par qui détient la clé',
  })
  @ApiBody({ schema: CHECKPOINTS_BODY })
  async verifyWith(@Body() body: unknown) {
    const points = checkpointsOf(body);
    const [report, checks] = await Promise.all([this.log.verify(), this.log.checkCheckpoints(points)]);
    return verdict(report, checks);
  }

  @Get('checkpoint')
  @RequireAccess(ADMIN_ONLY)
  @ApiOperation({ summary: 'Point de contrôle signé de la dernière entrée ({ sequence, hash, timestamp, signed_at, signature }), à conserver hors de l’installation' })
  async checkpoint(@Res({ passthrough: true }) res: Response) {
    const point = await this.log.signedCheckpoint();
    if (!point) throw new NotFoundException(CHECKPOINT_MESSAGES.empty);
    res.setHeader('Content-Disposition', `attachment; filename="point-de-controle-audit-${point.sequence}.json"`);
    return { checkpoints: [point] };
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
  @ApiBody({ schema: bodySchema(auditSettings, 'edit') })
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
  @ApiBody({ schema: bodySchema(auditAlerts, 'create') })
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
  @ApiBody({ schema: bodySchema(auditAlerts, 'edit') })
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
