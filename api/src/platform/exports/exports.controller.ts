/**
 * `GET /api/exports/{collection}?format=csv|json|xlsx|pdf&<the list's filters>`: the file of
 * everything the list's search and filters select. A download link opened by the browser
 * carries a signed link (POST /api/signed-links); a script may send its bearer token instead.
 */
import { Controller, Get, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../auth/roles.decorator';
import type { SessionUser } from '../../auth/session-user';
import { SignedLinkGuard } from '../signed-links/signed-link.guard';
import { EXPORT_FORMATS } from './export-writers';
import { ListExport } from './list-export';

@ApiTags('Exports')
@Controller('exports')
export class ExportsController {
  constructor(private readonly exports: ListExport) {}

  @Get(':collection')
  @Public()
  @UseGuards(SignedLinkGuard)
  @ApiOperation({
    summary: 'Exporter une liste',
    description:
      'Tous les enregistrements que la recherche et les filtres de la liste sélectionnent, sans limite : CSV (UTF-8 avec BOM, « ; »), JSON, Excel ou PDF, en-têtes en français.',
  })
  @ApiParam({ name: 'collection' })
  @ApiQuery({ name: 'format', enum: EXPORT_FORMATS, required: false })
  @ApiQuery({ name: 'ids', required: false, description: 'Identifiants des lignes sélectionnées, séparés par des virgules' })
  @ApiQuery({ name: 'signature', required: false, description: 'Signature de POST /api/signed-links pour ce chemin' })
  @ApiProduces('text/csv', 'application/json', 'application/pdf', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  async export(
    @Param('collection') collection: string,
    @Query() query: Record<string, unknown>,
    @Req() request: Request,
    @Res() res: Response,
  ): Promise<void> {
    await this.exports.send(collection, query, request.user as SessionUser | undefined, res);
  }
}
