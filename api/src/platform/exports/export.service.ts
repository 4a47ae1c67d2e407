/**
 * The export of a list: every record its search and filters select, in its sort order, read
 * from a database cursor in batches (no row cap, constant memory for CSV, JSON and Excel)
 * and written in the chosen format. Stops reading when the browser goes away.
 */
import { Injectable, Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { ResourceDef, Values } from '@hexagone/schemas';
import { CrudService } from '../../crud/crud.service';
import type { ListQuery } from '../../crud/list-query';
import { buildMongoFilter } from '../../crud/mongo-filter';
import { exportColumns, type ExportColumn } from './export-columns';
import { FORMATS, type ExportWriter, type FileFormat } from './export-writers';
import { ReferenceNameResolver } from './reference-names';

const BATCH = 500;

/** The list's search, filters, owner and sort, and the selected rows when only those are wanted. */
export type ExportQuery = Pick<ListQuery, 'q' | 'filters' | 'sort' | 'owner'> & { ids?: string[] };

/** `users-2026-11-24-1105.csv`: the collection (or the name it declares for its files) and the Paris time of the export. */
export function exportFileName(resource: ResourceDef, format: FileFormat, at: Date): string {
  const stamp = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' })
    .format(at)
    .replace(' ', '-')
    .replace(':', '');
  return `${resource.exportName ?? resource.name.replace(/_/g, '-')}-${stamp}.${format}`;
}

@Injectable()
export class ExportService {
  private readonly logger = new Logger('Exports');

  constructor(private readonly crud: CrudService) {}

  async send(resource: ResourceDef, query: ExportQuery, format: FileFormat, res: Response, hidden: readonly string[] = []): Promise<void> {
    const definition = FORMATS[format];
    const generatedAt = new Date();
    const columns = exportColumns(resource, definition.scope).filter((column) => !column.field || !hidden.includes(column.field.name));
    res.setHeader('Content-Type', definition.contentType);
    res.setHeader('Content-Disposition', `attachment; filename="${exportFileName(resource, format, generatedAt)}"`);
    res.setHeader('Cache-Control', 'no-store');

    const direction = query.sort.order === 'ASC' ? 1 : -1;
    const sort: Record<string, 1 | -1> = { [query.sort.field]: direction };
    if (query.sort.field !== '_id') sort._id = direction;
    const listFilter = buildMongoFilter(resource, query);
    const filter = query.ids ? { $and: [listFilter, { _id: { $in: query.ids } }] } : listFilter;
    const cursor = this.crud.model(resource.name).find(filter).sort(sort).lean<Values>().cursor({ batchSize: BATCH });
    res.once('close', () => void cursor.close().catch(() => undefined));

    try {
      await this.write(cursor, await definition.create({ resource, columns, out: res, generatedAt }), columns, res);
    } catch (error) {
      // Once the first bytes are out no status can tell the failure: the browser sees a cut download.
      if (!res.headersSent) {
        res.removeHeader('Content-Disposition');
        throw error;
      }
      this.logger.error(`Export ${resource.name} interrompu : ${(error as Error).message}`);
      res.destroy(error as Error);
    }
  }

  private async write(cursor: AsyncIterable<unknown>, writer: ExportWriter, columns: ExportColumn[], res: Response): Promise<void> {
    const names = new ReferenceNameResolver(this.crud, columns);
    let total = 0;
    let batch: Values[] = [];
    const flush = async () => {
      const resolved = await names.namesFor(batch);
      for (const record of batch) await writer.row(record, resolved);
      total += batch.length;
      batch = [];
    };
    for await (const record of cursor) {
      if (res.destroyed) return;
      batch.push(record as Values);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    await writer.finish(total);
  }
}
