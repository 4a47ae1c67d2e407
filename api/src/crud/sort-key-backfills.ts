/**
 * Records written before their field sorted the French way get their sort key after start,
 * as background work that yields to requests, one collection after another: at 100 000
 * records it would hold the start for minutes. A list sorted on such a key waits for its
 * collection's (see CrudLists).
 */
import { Logger } from '@nestjs/common';
import type { Model, Types } from 'mongoose';
import { collatedFields, SORT_KEYS, sortKeysOf, type ResourceDef, type Values } from '@hexagone/schemas';
import { backfillOnce, pacedBatches } from '../database/paced-reads';
import type { Doc } from './crud-models';

export class SortKeyBackfills {
  /** The backfills, run one after another. */
  private chain: Promise<void> = Promise.resolve();
  /** Each collection's, until it is done. */
  private readonly pending = new Map<string, Promise<void>>();
  private started = false;

  /** `closing` stops the work of a closing application (the seed when it is done). */
  constructor(private readonly closing: () => boolean) {}

  /**
   * Completes the sort keys of `resource`'s older records, after the backfills scheduled
   * before it and, for the first, after `first` (the lists' preload: both scan whole
   * collections, and the preload is what makes the first opening of a large list fast).
   */
  schedule(resource: ResourceDef, model: Model<Doc>, first?: Promise<void>): Promise<void> {
    if (first && !this.started) this.chain = this.chain.then(() => first);
    this.started = true;
    const backfill = (this.chain = this.chain.then(() => this.backfill(resource, model)));
    this.pending.set(resource.name, backfill);
    void backfill.finally(() => this.pending.get(resource.name) === backfill && this.pending.delete(resource.name));
    return backfill;
  }

  /** The backfill a list sorted on `field` must wait for, if one is still running. */
  before(resource: ResourceDef, field: string): Promise<void> | undefined {
    return collatedFields(resource).includes(field) ? this.pending.get(resource.name) : undefined;
  }

  /**
   * The collection is read a batch at a time, requests going first between two (paced-reads.ts:
   * once per database and set of sorted fields, marked when done), then one write by id per record found
   * (the embedded database answers a batch of them, bulkWrite, in a time that grows faster
   * than its size). Each write holds only while the sorted values are still those read, so a
   * record renamed meanwhile keeps its new key. Never fails the start: a failure is logged and
   * the lists sort as they can.
   */
  private async backfill(resource: ResourceDef, model: Model<Doc>): Promise<void> {
    const collated = collatedFields(resource);
    const projection = Object.fromEntries([...collated, SORT_KEYS].map((name) => [name, 1]));
    const missing = (doc: Values) => collated.some((name) => doc[name] !== undefined && (doc[SORT_KEYS] as Values | undefined)?.[name] === undefined);
    try {
      await backfillOnce(model.db.db!, `${SORT_KEYS}:${resource.name}`, collated.join(','), async () => {
        for await (const batch of pacedBatches(model.collection, projection)) {
          for (const doc of batch.filter(missing)) {
            if (this.closing()) return 'cut short';
            const keys = sortKeysOf(collated, doc);
            const $set = Object.fromEntries(Object.entries(keys).map(([name, key]) => [`${SORT_KEYS}.${name}`, key]));
            const unchanged = Object.fromEntries(collated.map((name): [string, unknown] => [name, (doc[name] as unknown) ?? null]));
            if (Object.keys($set).length) await model.collection.updateOne({ _id: doc._id as Types.ObjectId, ...unchanged }, { $set });
          }
          if (this.closing()) return 'cut short';
        }
        return 'done';
      });
    } catch (error) {
      if (!this.closing()) new Logger('CrudService').error(`${resource.name} : clés de tri des anciens enregistrements non complétées (${String(error)})`);
    }
  }
}
