/**
 * The in-memory accelerations of the embedded database (kept lists, kept records, kept pages), behind one
 * interface. A list that the database answers from a declared index (index-answered.ts) is
 * asked of it, its search included (the embedded database's search index, a scan on MongoDB:
 * search-pattern.ts): its first call reads no more than its page, and only that page is kept.
 * They are exact only while this process sees every write (the embedded database is its
 * child and has no other writer: write-watch.ts). With
 * several processes on one MongoDB (SOLE_WRITER=off), or a connection that does not report
 * its commands, they are off: every list, record and search is asked of the database, which
 * answers them from its indexes.
 */
import { Logger } from '@nestjs/common';
import type { Document, Filter as MongoFilter, MongoClient } from 'mongodb';
import { Types, type HydratedDocument, type Model } from 'mongoose';
import { resources, type ResourceDef } from '@hexagone/schemas';
import { requestsQuiet } from '../common/requests-in-flight';
import { PACED_BATCH, readPaced, type Pace } from '../database/paced-reads';
import { config } from '../config';
import type { Doc, ListResult } from './crud-models';
import { GenerationLru } from './generation-lru';
import { answeredFromIndex } from './index-answered';
import { idKey } from './object-id';
import { KeptLists, sortValue, type Comparable } from './kept-lists';
import { KeptQueries } from './kept-queries';
import { KeptRecords } from './kept-records';
import type { ListQuery } from './list-query';
import { buildMongoFilter, buildMongoSort } from './mongo-filter';
import type { QueryGate } from './query-gate';
import { queryIndexes } from './query-indexes';
import { overTimeAsBusy } from './query-time-limit';
import { watchWrites } from './write-watch';

type Filter = Record<string, unknown>;
type Sort = Record<string, 1 | -1>;

/** The time limit of a list's preload after start (a request's is LIST_MAX_TIME_MS). */
const PRELOAD_MAX_TIME_MS = 5 * 60_000;
const SCAN_BATCH = 10_000;

const scanLimits = (background: boolean) =>
  background ? { maxTimeMS: PRELOAD_MAX_TIME_MS, batchSize: PACED_BATCH } : { maxTimeMS: config.listMaxTimeMs, batchSize: SCAN_BATCH };

export interface SoleWriterAccelerations {
  /** Whether anything is kept (the sole writer); false on MongoDB with several processes. */
  readonly on: boolean;
  /** A page of a list and its total from the kept ids, or undefined: the database is asked (it answers from an index). */
  list(resource: ResourceDef, model: Model<Doc>, query: ListQuery, filter: Filter, sort: Sort, signal?: AbortSignal): Promise<ListResult> | undefined;
  /** A record by id (hex) from the kept records, or undefined: the database is asked. */
  record(model: Model<Doc>, id: string): Promise<HydratedDocument<Doc> | null> | undefined;
  /**
   * The number of records of the collection, kept until a write to it, or undefined: the database
   * is asked. A list without a filter shows it on every call, and SQLite counts every index entry
   * for it (several ms per request at 100 000 records, most of a small list's cost under load).
   */
  total(model: Model<Doc>): Promise<number> | undefined;
  /**
   * A page of a list the database answers, with its total, kept until a write to the collection; `read` asks
   * the database. A list shown again (a screen's default page, reopened or polled by several staff) then costs
   * neither the database's decoding of its documents nor their hydration (about 5 and 1 ms of CPU a page at
   * 100 000 records, most of a request's cost under load).
   */
  page(model: Model<Doc>, key: string, read: () => Promise<ListResult>): Promise<ListResult>;
  /** The raw documents matching `filter`, kept until a write to the collection (kept-queries.ts), or undefined: the database is asked. */
  found(model: Model<Doc>, filter: Filter): Promise<Document[]> | undefined;
  /** Reads every resource's default list that no index answers, once after start, then calls `listsDone`. Stops when `closing` says so. */
  preload(resources: readonly ResourceDef[], modelOf: (name: string) => Model<Doc>, closing: () => boolean, listsDone: () => void): Promise<void>;
}

/** A deployment where this process is not the only writer: nothing is kept. */
export const NO_ACCELERATIONS: SoleWriterAccelerations = {
  on: false,
  list: () => undefined,
  record: () => undefined,
  total: () => undefined,
  page: (_model, _key, read) => read(),
  found: () => undefined,
  preload: async (_resources, _modelOf, _closing, listsDone) => listsDone(),
};

/** The accelerations for this deployment: kept only as sole writer, on a client that reports its writes. */
export function soleWriterAccelerations(client: MongoClient, gate: QueryGate): SoleWriterAccelerations {
  if (!config.soleWriter) return NO_ACCELERATIONS;
  const kept = new KeptAccelerations(gate);
  return kept.watch(client) ? kept : NO_ACCELERATIONS;
}

class KeptAccelerations implements SoleWriterAccelerations {
  readonly on = true;
  /** About 80 MB at most: twenty lists of 100 000 ids, or one of a million. */
  private readonly keptLists = new KeptLists({ maxIds: 1_000_000 });
  /** About 20 MB at most (records of about 1 kB). */
  private readonly keptRecords = new KeptRecords(20_000);
  /** A few rule lists (webhooks, alert rules): a thousand documents are plenty. */
  private readonly keptQueries = new KeptQueries(1_000, (collection) => this.keptRecords.generation(collection));
  /**
   * List pages as answered (frozen: every request reads the same objects), and the generation of the kept records
   * they were read at; about 5 000 records in all, a few MB.
   */
  private readonly keptPages = new GenerationLru<{ generation: number; result: ListResult }>(5_000, (kept) => kept.result.data.length + 1);
  /** Each collection's number of records, and the generation of its kept records it was counted at. */
  private readonly totals = new Map<string, { generation: number; total: number }>();
  /** Reads of the database that requests share (a list's ids), by what they read. */
  private readonly scans = new Map<string, { result: Promise<unknown>; waiting: number; controller: AbortController; waited: boolean }>();
  /** Each resource's declared indexes, as the embedded database has them (query-indexes.ts). */
  private readonly indexes = new Map<string, Array<Record<string, 1 | -1>>>();

  constructor(private readonly gate: QueryGate) {}

  watch(client: MongoClient): boolean {
    return watchWrites(client, this.keptLists, this.keptRecords);
  }

  list(resource: ResourceDef, model: Model<Doc>, query: ListQuery, filter: Filter, sort: Sort, signal?: AbortSignal): Promise<ListResult> | undefined {
    // A search is the database's: from its search index once the rest of the list is answered from an index.
    const listed = query.q ? buildMongoFilter(resource, { ...query, q: undefined }) : filter;
    if (this.answeredFromIndex(resource, listed, sort)) return undefined;
    return this.keptList(model, query, filter, sort, signal);
  }

  private answeredFromIndex(resource: ResourceDef, filter: Filter, sort: Sort): boolean {
    let indexes = this.indexes.get(resource.name);
    if (!indexes) {
      indexes = queryIndexes(resource, resources).map((index) => index.key);
      this.indexes.set(resource.name, indexes);
    }
    return answeredFromIndex(resource, indexes, filter, sort);
  }

  /**
   * One scan gives the ordered ids of every matching record (of a search too), kept until the
   * next write, and the page's records are read by id from an index.
   */
  private async keptList(model: Model<Doc>, query: ListQuery, filter: Filter, sort: Sort, signal?: AbortSignal): Promise<ListResult> {
    const ids = await this.orderedIds(model, filter, sort, signal);
    const page = await Promise.all(ids.slice(query.skip, query.skip + query.limit).map((id) => this.record(model, id)));
    // A record deleted since the ids were read is left out rather than shown empty.
    return { data: page.filter((doc) => doc !== null).map((doc) => doc.toJSON()), total: ids.length };
  }

  async record(model: Model<Doc>, id: string): Promise<HydratedDocument<Doc> | null> {
    const collection = model.collection.collectionName;
    const key = idKey(id);
    const kept = this.keptRecords.get(collection, key);
    if (kept !== undefined) return kept && model.hydrate(kept);
    const generation = this.keptRecords.generation(collection);
    const raw = await model.collection.findOne({ _id: new Types.ObjectId(key) });
    this.keptRecords.keep(collection, key, raw, generation);
    return raw && model.hydrate(raw);
  }

  async total(model: Model<Doc>): Promise<number> {
    const collection = model.collection.collectionName;
    // Every write moves the generation on when it starts and when it ends: a count that saw one move is not kept.
    const generation = this.keptRecords.generation(collection);
    const kept = this.totals.get(collection);
    if (kept?.generation === generation) return kept.total;
    const total = await model.estimatedDocumentCount().exec();
    if (this.keptRecords.generation(collection) === generation) this.totals.set(collection, { generation, total });
    return total;
  }

  async page(model: Model<Doc>, key: string, read: () => Promise<ListResult>): Promise<ListResult> {
    const collection = model.collection.collectionName;
    // As for totals: a page read while a write moved the generation on is not kept.
    const generation = this.keptRecords.generation(collection);
    const kept = this.keptPages.get(collection, key);
    if (kept?.generation === generation) return kept.result;
    const result = await read();
    if (this.keptRecords.generation(collection) === generation) {
      const frozen = { data: Object.freeze(result.data.map((record) => Object.freeze(record))), total: result.total };
      this.keptPages.set(collection, key, { generation, result: Object.freeze(frozen) as ListResult });
      this.keptPages.evict();
    }
    return result;
  }

  found(model: Model<Doc>, filter: Filter): Promise<Document[]> {
    const collection = model.collection;
    return this.keptQueries.find(collection.collectionName, filter, () => collection.find(filter).toArray());
  }

  /**
   * One collection at a time, the default list, so that the first opening of a large list
   * (the activity log) is already kept: inserts and edits then keep it current without
   * another scan. A default list the database answers from an index is not kept.
   */
  async preload(resources: readonly ResourceDef[], modelOf: (name: string) => Model<Doc>, closing: () => boolean, listsDone: () => void): Promise<void> {
    try {
      for (const resource of resources) {
        if (closing()) break;
        const [model, filter, sort] = [modelOf(resource.name), buildMongoFilter(resource, { filters: {} }), buildMongoSort(resource, resource.list.sort)];
        if (this.answeredFromIndex(resource, filter, sort)) continue;
        // No client waits on a preload: it may take longer than a request's time limit (a
        // log of 100 000 entries on a busy machine), one collection at a time.
        await this.orderedIds(model, filter, sort, undefined, true).catch(
          (error: unknown) => closing() || new Logger('CrudService').warn(`${resource.name} : liste non préchargée (${String(error)})`),
        );
      }
    } finally {
      listsDone();
    }
  }

  /** The ids matching `filter` in `sort` order: kept from an earlier page, or one scan. */
  /** `background`: for the preload, which no request waits for. */
  private async orderedIds(model: Model<Doc>, filter: Filter, sort: Sort, signal?: AbortSignal, background = false) {
    const collection = model.collection.collectionName;
    const shape = JSON.stringify([filter, sort]);
    const kept = this.keptLists.get(collection, shape);
    if (kept) return kept.ids;
    return this.sharedScan(`${collection}\u0000${shape}`, (scanSignal, pace) => this.scanIds(model, filter, sort, shape, background, pace, scanSignal), signal, background);
  }

  /**
   * Requests for something being read (a list's ids) wait for that one read
   * instead of starting their own; it is stopped when the last of them has gone. A scan begun
   * in the background yields to requests until one of them waits for it.
   */
  private async sharedScan<T>(key: string, start: (signal: AbortSignal, pace: Pace) => Promise<T>, signal?: AbortSignal, background = false): Promise<T> {
    let scan = this.scans.get(key);
    if (!scan) {
      const controller = new AbortController();
      const entry = { result: Promise.resolve() as Promise<unknown>, waiting: 0, controller, waited: !background };
      entry.result = start(controller.signal, () => (entry.waited ? Promise.resolve() : requestsQuiet())).finally(() => this.scans.delete(key));
      scan = entry;
      this.scans.set(key, scan);
    }
    if (!background) scan.waited = true;
    const shared = scan;
    shared.waiting++;
    const leave = () => {
      if (--shared.waiting === 0) shared.controller.abort(signal?.reason);
    };
    signal?.addEventListener('abort', leave, { once: true });
    try {
      return (await shared.result) as T;
    } finally {
      signal?.removeEventListener('abort', leave);
    }
  }

  private scanIds(model: Model<Doc>, filter: Filter, sort: Sort, shape: string, background: boolean, pace: Pace, signal?: AbortSignal) {
    const collection = model.collection.collectionName;
    return this.gate.run(async () => {
      const generation = this.keptLists.generation(collection);
      const conditions = model.find(filter).cast(model) as MongoFilter<Document>;
      // A whole-collection list in one field's order also reads that field, to place inserts.
      const [field, ...rest] = Object.keys(sort);
      const ordered = !Object.keys(filter).length && (rest.length === 0 || rest.join() === '_id') && !field.includes('.');
      // The projection names every sort key's top-level field: the embedded database then
      // sorts these small projections instead of whole documents (embedded-db/_ferretdb).
      const sortFields = Object.fromEntries(Object.keys(sort).map((key) => [key.split('.')[0], 1]));
      const ids: string[] = [];
      const keys: Array<Comparable | undefined> = [];
      const cursor = model.collection.find(conditions, { projection: { _id: 1, ...sortFields }, sort, ...scanLimits(background), signal });
      await overTimeAsBusy(
        readPaced(cursor, pace, (row) => {
          const id = idKey(row._id);
          ids.push(id);
          // An order by `_id` shares the id's string.
          if (ordered) keys.push(field === '_id' ? id : sortValue(row[field]));
        }),
      );
      const order = ordered ? { field, direction: sort[field], keys: keys as Comparable[] } : undefined;
      this.keptLists.keep(collection, shape, ids, generation, order);
      return ids;
    }, signal);
  }
}
