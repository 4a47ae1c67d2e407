/**
 * `GET /api/exports/{collection}?format=csv|json|xlsx|pdf&<the list's filters>`: the file of
 * everything the list's search and filters select. A download link opened by the browser
 * carries a signed link (POST /api/signed-links); a script may send its bearer token instead.
 */
import { BadRequestException, Controller, Get, MethodNotAllowedException, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../auth/roles.decorator';
import type { SessionUser } from '../../auth/session-user';
import { ERRORS } from '../../common/errors';
import { ListQueryError, parseListQuery } from '../../crud/list-query';
import { isObjectId } from '../../crud/object-id';
import { AccessService } from '../../crud/access.service';
import { SignedLinkGuard } from '../signed-links/signed-link.guard';
import { EXPORT_FORMATS, type FileFormat } from './export-writers';
import { ExportService } from './export.service';

/** A selection is at most a page or two of the list. */
const MAX_SELECTION = 1_000;

const isFormat = (value: unknown): value is FileFormat => EXPORT_FORMATS.includes(value as FileFormat);

/** `ids=a,b,c`: the rows selected in the list (the bulk 'Exporter'), else every row the filters select. */
function selection(ids: unknown): string[] | undefined {
  if (ids === undefined) return undefined;
  const list = typeof ids === 'string' ? ids.split(',').filter(Boolean) : [];
  if (!list.length || list.length > MAX_SELECTION || !list.every(isObjectId)) throw new BadRequestException(ERRORS.badRequest);
  return list;
}

@ApiTags('Exports')
@Controller('exports')
export class ExportsController {
  constructor(
    private readonly exports: ExportService,
    private readonly access: AccessService,
  ) {}

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
    const user = request.user as SessionUser | undefined;
    const { resource, owner } = await this.access.listable(collection, user);
    if (!resource.operations.export) throw new MethodNotAllowedException(ERRORS.methodNotAllowed);
    const { format = 'csv', signature: _ticket, ids, ...listQuery } = query;
    if (!isFormat(format)) {
      // The message stays free of format names: the error filter takes any mention of JSON for a parser's.
      throw new BadRequestException({ message: 'Format d’export inconnu', errors: { format: `Formats possibles : ${EXPORT_FORMATS.join(', ')}` } });
    }
    let parsed;
    try {
      parsed = parseListQuery(resource, listQuery);
    } catch (error) {
      if (error instanceof ListQueryError) throw new BadRequestException(error.message);
      throw error;
    }
    await this.exports.send(resource, { ...parsed, owner, ids: selection(ids) }, format, res, await this.access.hidden(resource, user));
  }
}
