import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { analyticsReports, ANALYTICS_ACCESS, mailOutcome, REPORT_EXPORT_FORMATS, REPORT_MESSAGES, STAFF_ROLES, type ReportExportFormat, type Values } from '@hexagone/schemas';
import { Roles } from '../../auth/roles.decorator';
import type { SessionUser } from '../../auth/session-user';
import { AccessService } from '../../crud/access.service';
import { RequireAccess } from '../../crud/access.guard';
import { ownedContext } from '../../crud/crud.controller';
import { CrudService } from '../../crud/crud.service';
import { bodySchema } from '../../crud/openapi-schema';
import { ReportsService } from './reports.service';
import { ShareReportDto } from './share-report.dto';

const userOf = (req: Request) => req.user as SessionUser | undefined;

/** Spec 3 §7: the report calls (the list is the generic GET /analytics_reports). */
@ApiTags('Rapports')
@ApiBearerAuth()
@Roles(...STAFF_ROLES)
@RequireAccess(ANALYTICS_ACCESS)
@Controller('analytics/reports')
export class ReportsController {
  constructor(
    private readonly reports: ReportsService,
    private readonly crud: CrudService,
    private readonly access: AccessService,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Nouveau rapport : name (requis), description, template, schedule, recipients, configuration' })
  @ApiBody({ schema: bodySchema(analyticsReports, 'create') })
  async create(@Body() body: Values, @Req() req: Request) {
    const values = await this.access.writable(analyticsReports, body && typeof body === 'object' ? body : {}, 'create', userOf(req));
    return this.crud.create(analyticsReports, values, { user: userOf(req), ip: req.ip });
  }

  @Post(':id/run')
  @HttpCode(200)
  @ApiOperation({ summary: 'Lancer : { headers, rows } pour un tableau, { labels, datasets } pour un graphique' })
  async run(@Param('id') id: string, @Req() req: Request) {
    return this.reports.run(id, await this.access.scope(analyticsReports.access.read, userOf(req)));
  }

  @Get(':id/export')
  @ApiOperation({ summary: 'Exporter : le fichier PDF, Excel ou CSV du rapport' })
  @ApiQuery({ name: 'format', enum: REPORT_EXPORT_FORMATS })
  async export(@Param('id') id: string, @Query('format') format: string, @Req() req: Request, @Res() res: Response) {
    if (!REPORT_EXPORT_FORMATS.includes(format as ReportExportFormat)) throw new BadRequestException({ message: REPORT_MESSAGES.formatUnknown });
    const file = await this.reports.file(id, format as ReportExportFormat, await this.access.scope(analyticsReports.access.read, userOf(req)));
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.end(file.content);
  }

  @Post(':id/share')
  @HttpCode(200)
  @ApiOperation({ summary: "Partager : ouvre le rapport aux comptes des destinataires (lecture, ou modification), un e-mail avec son lien à chacun" })
  async share(@Param('id') id: string, @Body() body: ShareReportDto, @Req() req: Request) {
    const owner = await this.access.changeScope(analyticsReports, analyticsReports.access.actions.share, userOf(req), () => [id]);
    const mails = await this.reports.share(id, owner, body, userOf(req)?.name);
    return { message: mailOutcome(REPORT_MESSAGES.shared, mails) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Supprimer le rapport' })
  async remove(@Param('id') id: string, @Req() req: Request) {
    const owner = await this.access.changeScope(analyticsReports, analyticsReports.access.delete, userOf(req), () => [id]);
    return this.crud.remove(analyticsReports, id, ownedContext(req, analyticsReports, owner));
  }
}
