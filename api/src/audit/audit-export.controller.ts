/**
 * `GET /api/settings_logs/export?format=csv|json|pdf&<the list's filters>` (spec 3 §7): every
 * entry the filters select, streamed by the platform's export writers, in a file named
 * `audit-logs-{timestamp}.{format}`. Declared before the generic CRUD so that `export` is not
 * read as an entry's id.
 */
import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AUDIT_EXPORT_FORMATS, settingsLogs } from '@hexagone/schemas';
import { Public } from '../auth/roles.decorator';
import type { SessionUser } from '../auth/session-user';
import { ListExport } from '../platform/exports/list-export';
import { SignedLinkGuard } from '../platform/signed-links/signed-link.guard';

@ApiTags("Journal d'audit")
@Controller(settingsLogs.name)
export class AuditExportController {
  constructor(private readonly exports: ListExport) {}

  @Get('export')
  @Public()
  @UseGuards(SignedLinkGuard)
  @ApiOperation({ summary: "Exporte le journal d'audit filtré (CSV, JSON ou PDF) : audit-logs-{horodatage}.{format}" })
  @ApiQuery({ name: 'format', enum: AUDIT_EXPORT_FORMATS, required: false })
  @ApiQuery({ name: 'signature', required: false, description: 'Signature de POST /api/signed-links pour ce chemin' })
  @ApiProduces('text/csv', 'application/json', 'application/pdf')
  async export(@Query() query: Record<string, unknown>, @Req() request: Request, @Res() res: Response): Promise<void> {
    await this.exports.send(settingsLogs.name, query, request.user as SessionUser | undefined, res, AUDIT_EXPORT_FORMATS);
  }
}
