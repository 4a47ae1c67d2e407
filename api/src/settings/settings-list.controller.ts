/**
 * GET /settings: every setting as a row of the generic list (spec 3 §3), derived from the
 * singletons the tabs write, so the two can never disagree. Both list dialects are answered
 * as the generic list answers them. Declared before the generic CRUD so these routes win.
 */
import { BadRequestException, Controller, Get, NotFoundException, Param, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { settings } from '@hexagone/schemas';
import { ERRORS } from '../common/errors';
import { AccessService } from '../crud/access.service';
import { userOf } from '../crud/crud.controller';
import { ListQueryError, parseListQuery } from '../crud/list-query';
import { pageOf, rowsOf, type SettingRow } from './settings-rows';
import { SETTINGS_SINGLETONS, SettingsService } from './settings.service';

@ApiTags(settings.label)
@ApiBearerAuth()
@Controller(settings.name)
export class SettingsListController {
  constructor(
    private readonly settings: SettingsService,
    private readonly access: AccessService,
  ) {}

  private async rows(): Promise<SettingRow[]> {
    const rows: SettingRow[] = [];
    for (const resource of SETTINGS_SINGLETONS) rows.push(...rowsOf(resource, await this.settings.values(resource)));
    return rows;
  }

  @Get()
  @ApiOperation({ summary: 'Lister : tous les paramètres (clé, libellé, type, valeur, catégorie, date de modification)' })
  async list(@Query() query: Record<string, unknown>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    await this.access.assert(settings.access.list, userOf(req));
    let parsed;
    try {
      parsed = parseListQuery(settings, query);
    } catch (error) {
      if (error instanceof ListQueryError) throw new BadRequestException(error.message);
      throw error;
    }
    const { data, total } = pageOf(await this.rows(), parsed);
    if (parsed.dialect === 'simple-rest') {
      const end = data.length ? parsed.skip + data.length - 1 : parsed.skip;
      res.setHeader('Content-Range', `${settings.name} ${parsed.skip}-${end}/${total}`);
      res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
      return data;
    }
    return { data, pagination: { page: parsed.page, limit: parsed.limit, total, pages: Math.ceil(total / parsed.limit) } };
  }

  @Get(':key')
  @ApiOperation({ summary: 'Lire : un paramètre par sa clé (site.name…)' })
  async findOne(@Param('key') key: string, @Req() req: Request) {
    await this.access.assert(settings.access.read, userOf(req));
    const row = (await this.rows()).find((candidate) => candidate.key === key);
    if (!row) throw new NotFoundException(ERRORS.notFound);
    return row;
  }
}
