/**
 * The export of a list a caller may read: its search and filters (or the selected rows) read
 * from the request, the columns they may see, the file streamed in the chosen format. Serves
 * `GET /api/exports/{collection}` and a domain's own export address (`GET /settings_logs/export`).
 */
import { BadRequestException, Injectable, MethodNotAllowedException } from '@nestjs/common';
import type { Response } from 'express';
import type { SessionUser } from '../../auth/session-user';
import { ERRORS } from '../../common/errors';
import { ListQueryError, parseListQuery } from '../../crud/list-query';
import { isObjectId } from '../../crud/object-id';
import { AccessService } from '../../crud/access.service';
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

@Injectable()
export class ListExport {
  constructor(
    private readonly exports: ExportService,
    private readonly access: AccessService,
  ) {}

  /** `formats`: those the address offers (every export format by default). */
  async send(collection: string, query: Record<string, unknown>, user: SessionUser | undefined, res: Response, formats: readonly FileFormat[] = EXPORT_FORMATS): Promise<void> {
    const { resource, owner } = await this.access.listable(collection, user);
    if (!resource.operations.export) throw new MethodNotAllowedException(ERRORS.methodNotAllowed);
    const { format = 'csv', signature: _ticket, ids, ...listQuery } = query;
    if (!isFormat(format) || !formats.includes(format)) {
      // The message stays free of format names: the error filter takes any mention of JSON for a parser's.
      throw new BadRequestException({ message: 'Format d’export inconnu', errors: { format: `Formats possibles : ${formats.join(', ')}` } });
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
