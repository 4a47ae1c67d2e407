/**
 * A list's page and its total. As sole writer (the embedded default) they come from the kept
 * ids, or, for a list the database answers from an index, from the database, the page kept until
 * the next write to the collection (sole-writer.ts); otherwise (MongoDB, several processes) the page
 * and its count are asked of the database, which answers both from indexes. Either way the query
 * is bounded in time, stopped when the client leaves, and waits its turn in the gate.
 */
import type { ResourceDef } from '@hexagone/schemas';
import { BSON } from 'mongodb';
import { config } from '../config';
import { currentRequestSignal } from '../common/request-signal';
import type { CrudModels, ListResult } from './crud-models';
import type { ListQuery } from './list-query';
import { buildMongoFilter, buildMongoSort } from './mongo-filter';
import type { QueryGate } from './query-gate';
import { overTimeAsBusy, waitFor } from './query-time-limit';
import type { SoleWriterAccelerations } from './sole-writer';
import type { SortKeyBackfills } from './sort-key-backfills';

export class CrudLists {
  constructor(
    private readonly models: CrudModels,
    private readonly backfills: SortKeyBackfills,
    private readonly accelerations: () => SoleWriterAccelerations,
    private readonly gate: QueryGate,
  ) {}

  async list(resource: ResourceDef, query: ListQuery): Promise<ListResult> {
    const model = this.models.model(resource.name);
    const filter = buildMongoFilter(resource, query);
    const sort = buildMongoSort(resource, query.sort);
    const signal = currentRequestSignal();
    // Sorted on a French key that older records may still lack: after their backfill, or a
    // 503 with Retry-After when it is not done within a list's time limit.
    const backfill = this.backfills.before(resource, query.sort.field);
    if (backfill) await waitFor(backfill, config.listMaxTimeMs, signal);
    const kept = this.accelerations().list(resource, model, query, filter, sort, signal);
    if (kept) return kept;
    const read = () => this.gate.run(async () => {
      const [docs, total] = await overTimeAsBusy(
        Promise.all([
          model.find(filter).sort(sort).skip(query.skip).limit(query.limit).maxTimeMS(config.listMaxTimeMs).exec(),
          Object.keys(filter).length
            ? model.countDocuments(filter).maxTimeMS(config.listMaxTimeMs).exec()
            : (this.accelerations().total(model) ?? model.estimatedDocumentCount().exec()),
        ]),
      );
      return { data: docs.map((doc) => doc.toJSON()), total };
    }, signal);
    // Extended JSON: an ObjectId and its hex text are two filters.
    return this.accelerations().page(model, BSON.EJSON.stringify({ filter, sort, skip: query.skip, limit: query.limit }), read);
  }
}
