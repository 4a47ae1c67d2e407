/**
 * Generic storage for every registered resource: list, read, create, update, delete,
 * with the registry's validation, refusal rules, unique values, secrets and counters.
 * Domain behaviour that the registry cannot declare lives in its own module, not here.
 */
import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  Optional,
  ServiceUnavailableException,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { BACKGROUND_WORK } from '../common/background-work';
import { Types, type Connection, type Model } from 'mongoose';
import {
  collatedFields,
  defaultValues,
  deriveValues,
  formatSequence,
  isEmptyValue,
  messages,
  parisYear,
  refusedInitialState,
  refusedTransition,
  resources,
  secretKind,
  seriesKey,
  SINGLETON_ID,
  SORT_KEYS,
  sortKeysOf,
  isFieldVisible,
  validateField,
  validateValues,
  writableValues,
  type CounterDef,
  type FieldDef,
  type FieldErrors,
  type Mode,
  type ResourceDef,
  type Values,
} from '@hexagone/schemas';
import { config } from '../config';
import { hashSecret } from '../auth/password';
import { currentRequestSignal } from '../common/request-signal';
import { BusyException } from '../common/busy';
import type { CrudContext, ResourceHooks } from './crud-hooks';
import { ERRORS } from '../common/errors';
import type { ListQuery } from './list-query';
import { buildMongoFilter, buildMongoSort } from './mongo-filter';
import { buildSchema, previewField, secretFields } from './model-factory';
import { isObjectId } from './object-id';
import { loadSecretsKey, SecretBox } from './secret-box';
import { SequenceAllocator, SequenceExhaustedError } from './sequences';
import { KeptLists } from './kept-lists';
import { KeptRecords } from './kept-records';
import { QueryGate } from './query-gate';
import { queryIndexes, SERVICE_INDEXES } from './query-indexes';
import { Recounts } from './recounts';
import { matcher, SearchCorpus, type Corpus } from './search-corpus';
import { watchWrites } from './write-watch';
import { acquireLock, LockBusyError } from '../database/system-lock';

type Doc = Values & { _id: unknown };

export interface ListResult {
  data: Values[];
  total: number;
}

type HookName = keyof ResourceHooks;

const searchableFields = (resource: ResourceDef) => resource.fields.filter((field) => field.searchable).map((field) => field.name);

/** How long a write waits for a record another request is changing, and when a dead holder's lock expires. */
const RECORD_LOCK_WAIT_MS = 5_000;
const RECORD_LOCK_STALE_MS = 10_000;
/** The time limit of a list's preload after start (a request's is LIST_MAX_TIME_MS). */
const PRELOAD_MAX_TIME_MS = 5 * 60_000;

@Injectable()
export class CrudService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly models = new Map<string, Model<Doc>>();
  private readonly hooks = new Map<string, ResourceHooks[]>();
  /** Every resource served, so that references and counters between them are followed. */
  private readonly registered: ResourceDef[] = [];
  /** Set at start: the embedded default creates no query indexes (FerretDB uses none but `_id`'s). */
  private onMongoDb = false;
  private secretBox?: SecretBox;
  readonly sequences: SequenceAllocator;
  /** About 80 MB at most: twenty lists of 100 000 ids, or one of a million. */
  private readonly keptLists = new KeptLists({ maxIds: 1_000_000 });
  private readonly gate = new QueryGate({ running: config.listConcurrency, waiting: config.listQueue, retryAfterSeconds: 5 });
  private readonly recounts = new Recounts();
  /** Reads of the database that requests share (a list's ids, a search corpus), by what they read. */
  private readonly scans = new Map<string, { result: Promise<unknown>; waiting: number; controller: AbortController }>();
  /** About 20 MB at most (records of about 1 kB). */
  private readonly keptRecords = new KeptRecords(20_000);
  /** About 60 MB at most: the searchable texts of 300 000 records. */
  private readonly searchCorpus = new SearchCorpus({ maxRecords: 300_000, maxStale: 500 });
  /**
   * Lists and records are kept only while every write is seen (sole writer, on a connection
   * that reports its commands): a service built on another connection reads the database.
   */
  private keeping = false;
  private closing = false;
  /** The sort-key backfills, run one after another; each collection's until it is done. */
  private backfilled: Promise<void> = Promise.resolve();
  private readonly backfills = new Map<string, Promise<void>>();
  private backfillStarted = false;
  private preloaded: () => void = () => undefined;
  /** Resolved once the lists are preloaded after start (see onApplicationBootstrap). */
  private readonly preloadDone = new Promise<void>((resolve) => (this.preloaded = resolve));

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Optional() @Inject(BACKGROUND_WORK) private readonly background: boolean = true,
  ) {
    this.sequences = new SequenceAllocator(connection);
  }

  async onModuleInit(): Promise<void> {
    this.keeping = config.soleWriter && watchWrites(this.connection.getClient(), this.keptLists, this.keptRecords, this.searchCorpus);
    this.onMongoDb = !(await this.isFerretDb());
    for (const resource of resources) await this.register(resource);
    if (this.onMongoDb) for (const [name, indexes] of Object.entries(SERVICE_INDEXES)) await this.connection.collection(name).createIndexes([...indexes]);
    await this.sequences.ensureIndex();
  }

  /**
   * Serves a resource: builds its model, its declared indexes and, on MongoDB, the indexes its
   * list queries need; completes the French sort keys of older records.
   */
  async register(resource: ResourceDef): Promise<void> {
    const model = this.connection.model<Doc>(resource.name, buildSchema(resource));
    this.models.set(resource.name, model);
    this.registered.push(resource);
    await model.init();
    const indexes = queryIndexes(resource, resources);
    if (this.onMongoDb && indexes.length) await model.collection.createIndexes(indexes);
    if (!collatedFields(resource).length) return;
    // Completing older records' sort keys is background work, one collection after another:
    // at 100 000 records it would hold the start for minutes. A list sorted on such a key
    // waits for it (see list); without background work (the seed) they are completed here.
    // As sole writer, after the lists' preload: both scan whole collections, and the preload
    // is what makes the first opening of a large list fast.
    if (this.keeping && this.background && !this.backfillStarted) this.backfilled = this.backfilled.then(() => this.preloadDone);
    this.backfillStarted = true;
    const backfill = (this.backfilled = this.backfilled.then(() => this.backfillSortKeys(resource)));
    this.backfills.set(resource.name, backfill);
    void backfill.finally(() => this.backfills.get(resource.name) === backfill && this.backfills.delete(resource.name));
    if (!this.background) await backfill;
  }

  /** A closing application (the seed when it is done) stops preloading lists. */
  onModuleDestroy(): void {
    this.closing = true;
  }

  /**
   * As sole writer, reads the default list of every collection once after start, one at a
   * time, so that the first opening of a large list (the activity log) is already kept:
   * inserts and edits then keep it current without another scan. Then their searchable texts,
   * so that a first search does not scan either.
   */
  onApplicationBootstrap(): void {
    if (!this.keeping || !this.background) return;
    void (async () => {
      for (const resource of resources) {
        if (this.closing) break;
        const [model, filter, sort] = [this.model(resource.name), buildMongoFilter(resource, { filters: {} }), buildMongoSort(resource, resource.list.sort)];
        // No client waits on a preload: it may take longer than a request's time limit (a
        // log of 100 000 entries on a busy machine), one collection at a time.
        await this.orderedIds(model, filter, sort, undefined, PRELOAD_MAX_TIME_MS).catch(
          (error: unknown) => this.closing || new Logger('CrudService').warn(`${resource.name} : liste non préchargée (${String(error)})`),
        );
      }
      // The sort-key backfills wait for the lists only.
      this.preloaded();
      for (const resource of resources) {
        const searched = searchableFields(resource);
        if (this.closing) break;
        if (!searched.length) continue;
        await this.corpusOf(this.model(resource.name), searched, undefined, PRELOAD_MAX_TIME_MS).catch(
          (error: unknown) => this.closing || new Logger('CrudService').warn(`${resource.name} : recherche non préchargée (${String(error)})`),
        );
      }
    })().finally(() => this.preloaded());
  }

  /** The embedded default answers buildInfo with its own version beside MongoDB's. */
  private async isFerretDb(): Promise<boolean> {
    const info = await this.connection.db!.admin().command({ buildInfo: 1 });
    return 'ferretdbVersion' in info;
  }

  /**
   * Records written before their field sorted the French way get their key once, after
   * start: one scan finds them, then one write by id each (the embedded database answers a
   * batch of them, bulkWrite, in a time that grows faster than its size). Each write holds only while
   * the sorted values are still those read, so a record renamed meanwhile keeps its new key.
   * Never fails the start: a failure is logged and the lists sort as they can.
   */
  private async backfillSortKeys(resource: ResourceDef): Promise<void> {
    const collated = collatedFields(resource);
    const model = this.model(resource.name);
    const missing = { $or: collated.map((name) => ({ [`${SORT_KEYS}.${name}`]: { $exists: false }, [name]: { $exists: true } })) };
    try {
      const docs = await model.collection.find(missing, { projection: Object.fromEntries(collated.map((name) => [name, 1])) }).toArray();
      for (const doc of docs) {
        if (this.closing) return;
        const keys = sortKeysOf(collated, doc as Values);
        const $set = Object.fromEntries(Object.entries(keys).map(([name, key]) => [`${SORT_KEYS}.${name}`, key]));
        const unchanged = Object.fromEntries(collated.map((name) => [name, doc[name] ?? null]));
        if (Object.keys($set).length) await model.collection.updateOne({ _id: doc._id, ...unchanged }, { $set });
      }
    } catch (error) {
      if (!this.closing) new Logger('CrudService').error(`${resource.name} : clés de tri des anciens enregistrements non complétées (${String(error)})`);
    }
  }

  private get secrets(): SecretBox {
    this.secretBox ??= new SecretBox(loadSecretsKey(config.secretsKey, config.dataDir));
    return this.secretBox;
  }

  /** The plain text of an encrypted secret, for the domain code that uses it (an SMTP password). */
  reveal(sealed: unknown): string | undefined {
    return typeof sealed === 'string' && SecretBox.isSealed(sealed) ? this.secrets.open(sealed) : undefined;
  }

  /** Adds a domain module's hooks around the writes of a resource. */
  on(resourceName: string, hooks: ResourceHooks): void {
    this.hooks.set(resourceName, [...(this.hooks.get(resourceName) ?? []), hooks]);
  }

  private async run<K extends HookName>(resource: ResourceDef, name: K, ...args: Parameters<NonNullable<ResourceHooks[K]>>) {
    for (const hooks of this.hooks.get(resource.name) ?? []) {
      const hook = hooks[name] as ((...a: unknown[]) => unknown) | undefined;
      if (hook) await hook.apply(hooks, args);
    }
  }

  model(name: string): Model<Doc> {
    const model = this.models.get(name);
    if (!model) throw new Error(`Unknown resource ${name}`);
    return model;
  }

  /**
   * A page and its total. As sole writer (the embedded default) one scan gives the ordered
   * ids of every matching record, kept until the next write, and the page's records are
   * read by id from an index; otherwise (MongoDB, several processes) the page and its count
   * are asked of the database, which answers both from indexes. Either way the query is
   * bounded in time, stopped when the client leaves, and waits its turn in the gate.
   */
  async list(resource: ResourceDef, query: ListQuery): Promise<ListResult> {
    const model = this.model(resource.name);
    const filter = buildMongoFilter(resource, query);
    const sort = buildMongoSort(resource, query.sort);
    const signal = currentRequestSignal();
    // Sorted on a French key that older records may still lack: after their backfill, or a
    // 503 with Retry-After when it is not done within a list's time limit.
    const backfill = collatedFields(resource).includes(query.sort.field) ? this.backfills.get(resource.name) : undefined;
    if (backfill) await waitFor(backfill, config.listMaxTimeMs, signal);
    if (!this.keeping) {
      return this.gate.run(async () => {
        const [docs, total] = await overTimeAsBusy(Promise.all([
          model.find(filter).sort(sort).skip(query.skip).limit(query.limit).maxTimeMS(config.listMaxTimeMs).exec(),
          Object.keys(filter).length
            ? model.countDocuments(filter).maxTimeMS(config.listMaxTimeMs).exec()
            : model.estimatedDocumentCount().exec(),
        ]));
        return { data: docs.map((doc) => doc.toJSON()), total };
      }, signal);
    }
    const searched = searchableFields(resource);
    let ids: unknown[];
    if (query.q && searched.length) {
      // A search: the list without it, in its order, kept to the records whose texts match.
      const [listed, corpus] = await Promise.all([
        this.orderedIds(model, buildMongoFilter(resource, { ...query, q: undefined }), sort, signal),
        this.corpusOf(model, searched, signal),
      ]);
      const matches = matcher(query.q);
      ids = listed.filter((id) => {
        const texts = corpus.texts.get(String(id));
        return texts !== undefined && matches(texts);
      });
    } else {
      ids = await this.orderedIds(model, filter, sort, signal);
    }
    const page = await Promise.all(ids.slice(query.skip, query.skip + query.limit).map((id) => this.findById(resource, String(id))));
    // A record deleted since the ids were read is left out rather than shown empty.
    return { data: page.filter((doc) => doc !== null).map((doc) => doc.toJSON()), total: ids.length };
  }

  /** The ids matching `filter` in `sort` order: kept from an earlier page, or one scan. */
  private async orderedIds(model: Model<Doc>, filter: Record<string, unknown>, sort: Record<string, 1 | -1>, signal?: AbortSignal, maxTimeMS = config.listMaxTimeMs) {
    const collection = model.collection.collectionName;
    const shape = JSON.stringify([filter, sort]);
    const kept = this.keptLists.get(collection, shape);
    if (kept) return kept.ids;
    return this.sharedScan(`${collection}\u0000${shape}`, (scanSignal) => this.scanIds(model, filter, sort, shape, maxTimeMS, scanSignal), signal);
  }

  /**
   * Requests for something being read (a list's ids, a search corpus) wait for that one read
   * instead of starting their own; it is stopped when the last of them has gone.
   */
  private async sharedScan<T>(key: string, start: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    let scan = this.scans.get(key);
    if (!scan) {
      const controller = new AbortController();
      const result = start(controller.signal).finally(() => this.scans.delete(key));
      scan = { result, waiting: 0, controller };
      this.scans.set(key, scan);
    }
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

  /**
   * The searchable texts of every record of `model`'s collection (search-corpus.ts): kept, or
   * read in one scan of those fields; records written since they were read are read again by id.
   */
  private async corpusOf(model: Model<Doc>, fields: string[], signal?: AbortSignal, maxTimeMS = config.listMaxTimeMs): Promise<Corpus> {
    const collection = model.collection.collectionName;
    const projection = Object.fromEntries(fields.map((field) => [field, 1]));
    const corpus =
      this.searchCorpus.get(collection, fields) ??
      (await this.sharedScan(
        `${collection}\u0000search`,
        (scanSignal) =>
          this.gate.run(async () => {
            const reading = this.searchCorpus.beginReading(collection);
            const documents = await overTimeAsBusy(
              model.collection.find({}, { projection, maxTimeMS, batchSize: 10_000, signal: scanSignal }).toArray(),
            );
            // Not kept (a write during the read could not be replayed): this request's own copy.
            return this.searchCorpus.keep(collection, fields, documents, reading) ?? SearchCorpus.of(fields, documents);
          }, scanSignal),
        signal,
      ));
    if (corpus.stale.size) {
      const taken = [...corpus.stale];
      const documents = await Promise.all(taken.map(([, { id }]) => model.collection.findOne({ _id: id as Types.ObjectId }, { projection })));
      this.searchCorpus.refreshed(collection, corpus, taken, documents.filter((document) => document !== null));
    }
    return corpus;
  }

  private scanIds(model: Model<Doc>, filter: Record<string, unknown>, sort: Record<string, 1 | -1>, shape: string, maxTimeMS: number, signal?: AbortSignal) {
    const collection = model.collection.collectionName;
    return this.gate.run(async () => {
      const generation = this.keptLists.generation(collection);
      const conditions = model.find(filter).cast(model);
      // A whole-collection list in one field's order also reads that field, to place inserts.
      const [field, ...rest] = Object.keys(sort);
      const ordered = !Object.keys(filter).length && (rest.length === 0 || rest.join() === '_id') && !field.includes('.');
      // The projection names every sort key's top-level field: the embedded database then
      // sorts these small projections instead of whole documents (embedded-db/_ferretdb).
      const sortFields = Object.fromEntries(Object.keys(sort).map((key) => [key.split('.')[0], 1]));
      const rows = await overTimeAsBusy(model.collection
        .find(conditions, {
          projection: { _id: 1, ...sortFields },
          sort,
          maxTimeMS,
          batchSize: 10_000,
          signal,
        })
        .toArray());
      const ids = rows.map((row) => row._id);
      const order = ordered ? { field, direction: sort[field], keys: rows.map((row) => row[field]) } : undefined;
      this.keptLists.keep(collection, shape, ids, generation, order);
      return ids;
    }, signal);
  }

  async findOne(resource: ResourceDef, id: string): Promise<Values> {
    return (await this.load(resource, id)).toJSON();
  }

  /** `fixedId` is the id a singleton's one document is created under. */
  async create(resource: ResourceDef, body: Values, ctx: CrudContext = {}, fixedId?: string): Promise<Values> {
    const candidate = deriveValues(resource, { ...defaultValues(resource), ...body });
    this.assertValid(resource, candidate, 'create');
    const refusal = refusedInitialState(resource.states, candidate);
    if (refusal) throw new ConflictException(refusal);
    const plain = assertHiddenValid(resource, writableValues(resource, body, 'create'), candidate);
    await this.run(resource, 'checkValues', plain, ctx);
    // A dry run (an import's) stops once every check, the domain hooks' included, has passed.
    if (ctx.dryRun) {
      const checked = lowercaseEmails(resource, plain);
      computedValues(resource, checked);
      await this.run(resource, 'beforeCreate', checked, ctx);
      await this.assertUnique(resource, checked);
      return { ...candidate, ...checked };
    }
    const values = await this.prepare(resource, plain);
    await this.run(resource, 'beforeCreate', values, ctx);
    await this.assertUnique(resource, values);
    Object.assign(values, await this.countersFor(resource, values));
    Object.assign(values, computedValues(resource, values));
    Object.assign(values, await this.numbersFor(resource, values));
    if (fixedId) values._id = fixedId;
    const created = await this.model(resource.name)
      .create(values)
      .catch((error: unknown) => this.rethrowDuplicate(resource, error));
    await this.refreshCountersOf(resource, [created.toObject()]);
    const record = created.toJSON() as Values;
    await this.run(resource, 'afterCreate', record, ctx);
    // A preview secret (an API key) is shown in full once, in the answer to its creation.
    for (const field of resource.fields) if (secretKind(field) === 'preview' && typeof plain[field.name] === 'string') record[field.name] = plain[field.name];
    return record;
  }

  /**
   * `server` holds values the server itself sets (an action's new state, a payment date):
   * written even where no request may write, and still held to the state machine.
   */
  async update(resource: ResourceDef, id: string, body: Values, ctx: CrudContext = {}, server: Values = {}): Promise<Values> {
    const existing = await this.load(resource, id);
    const before = existing.toObject() as Values;
    this.assertAllowed(resource, 'update', before);
    const kept = keepUnchangedSecrets(resource, body);
    this.assertValid(resource, { ...before, ...kept, ...server }, 'edit');
    const plain = assertHiddenValid(resource, writableValues(resource, kept, 'edit'), { ...before, ...kept, ...server });
    await this.run(resource, 'checkValues', plain, ctx, before);
    const values = { ...(await this.prepare(resource, plain)), ...server };
    const refusal = refusedTransition(resource.states, before, values);
    if (refusal) throw new ConflictException(refusal);
    await this.run(resource, 'beforeUpdate', values, before, ctx);
    // An unchanged value cannot become a duplicate (and the unique index stays the last word).
    await this.assertUnique(resource, changedValues(values, before), id);
    if (ctx.dryRun) return { ...before, ...values };
    Object.assign(values, computedValues(resource, { ...before, ...values }));
    // A state change holds the record's lock from the check of its current state to its
    // write (FerretDB's conditional updates race): of two moderators acting at once, the
    // second finds the record moved and gets the same 409 as a forbidden transition.
    const state = resource.states?.field;
    const guarded = Boolean(state && state in values && values[state] !== before[state]);
    await this.withRecordLock(resource, guarded ? id : undefined, async () => {
      if (guarded && state) {
        const now = await this.model(resource.name).findById(existing._id).lean<Values>().exec();
        if (!now || now[state] !== before[state]) throw new ConflictException((now && refusedTransition(resource.states, now, values)) ?? ERRORS.conflict);
      }
      await this.model(resource.name)
        .updateOne({ _id: existing._id }, { $set: values })
        .exec()
        .catch((error: unknown) => this.rethrowDuplicate(resource, error));
      // A number is given once, only after the state change it depends on has won (a refused
      // concurrent finalisation leaves no gap), and only to a record still without one.
      const numbers = await this.numbersFor(resource, { ...before, ...values });
      for (const [name, number] of Object.entries(numbers)) {
        await this.model(resource.name).updateOne({ _id: existing._id, [name]: { $in: [null] } }, { $set: { [name]: number } }).exec();
      }
    });
    const updated = await this.load(resource, id);
    await this.refreshCountersOf(resource, [before, updated.toObject()], { update: true });
    const record = updated.toJSON();
    await this.run(resource, 'afterUpdate', existing.toJSON(), record, ctx);
    return record;
  }

  /**
   * Runs `work` holding the lock of one record, shared by every server process: the one way
   * to check a record and write it with no other writer in between on FerretDB (whose
   * conditional updates race). Without an id, runs it as is. A record held too long: 409.
   */
  async withRecordLock<T>(resource: ResourceDef, id: string | undefined, work: () => Promise<T>): Promise<T> {
    if (id === undefined) return work();
    const release = await acquireLock(this.connection, `record:${resource.name}:${id}`, { waitMs: RECORD_LOCK_WAIT_MS, staleMs: RECORD_LOCK_STALE_MS }).catch(
      (error: unknown) => {
        throw error instanceof LockBusyError ? new ConflictException(ERRORS.conflict) : error;
      },
    );
    try {
      return await work();
    } finally {
      await release();
    }
  }

  async remove(resource: ResourceDef, id: string, ctx: CrudContext = {}): Promise<Values> {
    const existing = await this.load(resource, id);
    const before = existing.toObject() as Values;
    this.assertAllowed(resource, 'delete', before);
    await this.assertNotReferenced(resource, [before]);
    await this.run(resource, 'beforeDelete', existing.toJSON(), ctx);
    await this.model(resource.name).deleteOne({ _id: existing._id }).exec();
    await this.refreshCountersOf(resource, [before]);
    await this.followDeletion(resource, [before]);
    const record = existing.toJSON();
    await this.run(resource, 'afterDelete', record, ctx);
    return record;
  }

  /** The figures of the resource's stats strip over the records matching the list's filters. */
  async stats(resource: ResourceDef, query: Pick<ListQuery, 'q' | 'filters'>): Promise<Record<string, number>> {
    const model = this.model(resource.name);
    const filter = buildMongoFilter(resource, query);
    const where = (extra?: Values) => {
      const parts = [filter, extra ?? {}].filter((part) => Object.keys(part).length);
      return parts.length > 1 ? { $and: parts } : (parts[0] ?? {});
    };
    const sumOf = async (field: string) => {
      // FerretDB's $group knows $sum: enough for totals; averages are divided here.
      const [row] = await model.aggregate<{ total: number }>([
        { $match: where() },
        { $group: { _id: null, total: { $sum: `$${field}` } } },
      ]);
      return row?.total ?? 0;
    };
    const result: Record<string, number> = {};
    for (const stat of resource.stats) {
      if (stat.kind === 'count') {
        result[stat.key] = await model.countDocuments(where(stat.where as Values | undefined)).exec();
        continue;
      }
      let total = 0;
      for (const field of stat.fields ?? []) total += await sumOf(field);
      if (stat.kind === 'sum') result[stat.key] = total;
      else {
        const count = await model.countDocuments(where()).exec();
        result[stat.key] = count ? total / count : 0;
      }
    }
    return result;
  }

  /**
   * Recounts every counter that records of `changed` feed, for the parents these records
   * point at. Counted, never incremented: `$inc` loses updates on the embedded database.
   * The counters of one parent record are set in one update: FerretDB rewrites the whole
   * document on every update, so two updates of different fields of one record at once lose
   * one of them. Recounts of one record are merged and run one at a time (Recounts), so
   * concurrent writes end with the exact figures; when other processes may write too, the
   * counts are checked again after they are set, until they hold.
   */
  async refreshCountersOf(changed: ResourceDef, records: Values[], options: { update?: boolean } = {}): Promise<void> {
    const work: Promise<void>[] = [];
    for (const parent of this.registered) {
      // A parent's counters fed by `changed` are recounted and written together, in one write:
      // FerretDB rewrites the whole document, so two writes of different counters at once lose one.
      const counters = parent.counters.filter((counter) => counter.of === changed.name);
      const affected = counters.filter((counter) => {
        // `records` are the before and after of one update: a record that kept its key and the
        // fields of the counter's condition moved no count.
        const watched = [counter.foreignField, ...Object.keys(counter.where ?? {})];
        return !(options.update && watched.every((name) => sameValue(records[0]?.[name], records[1]?.[name])));
      });
      if (!affected.length) continue;
      const groups = new Map<string, CounterDef[]>();
      for (const counter of counters) {
        const local = counter.localField ?? '_id';
        groups.set(local, [...(groups.get(local) ?? []), counter]);
      }
      for (const [local, group] of groups) {
        if (!group.some((counter) => affected.includes(counter))) continue;
        const keys = new Set(group.flatMap((counter) => records.map((r) => r[counter.foreignField])).filter((k) => k !== undefined && k !== null));
        for (const key of keys) {
          const countAll = async () => {
            const counts: Values = {};
            for (const counter of group) {
              counts[counter.field] = await this.model(changed.name).countDocuments({ ...whereOf(counter.where), [counter.foreignField]: key }).exec();
            }
            return counts;
          };
          const recount = async () => {
            for (let attempt = 0, counts = await countAll(); ; attempt++) {
              await this.model(parent.name)
                // A recount is not an edit of the parent: its updated_at stays.
                .updateMany({ [local]: key }, { $set: counts }, { timestamps: false })
                .exec();
              if (config.soleWriter || attempt >= 3) return;
              const again = await countAll();
              if (group.every((counter) => again[counter.field] === counts[counter.field])) return;
              counts = again;
            }
          };
          work.push(this.recounts.request(`${parent.name}<${changed.name}.${local}:${String(key)}`, recount));
        }
      }
    }
    await Promise.all(work);
  }

  /**
   * A new record's own counters start true, even when records pointing at it already exist
   * (users of a role created afterwards). Nothing can point at an id not yet given.
   */
  private async countersFor(resource: ResourceDef, values: Values): Promise<Values> {
    const counts: Values = {};
    for (const counter of resource.counters) {
      const key = values[counter.localField ?? '_id'];
      if (key === undefined) continue;
      counts[counter.field] = await this.model(counter.of).countDocuments({ ...whereOf(counter.where), [counter.foreignField]: key }).exec();
    }
    return counts;
  }

  /** The record with this id, or null (an id that cannot exist is just not found). */
  async findById(resource: ResourceDef, id: unknown) {
    if (!isObjectId(id)) return null;
    const model = this.model(resource.name);
    if (!this.keeping) return model.findById(id).exec();
    const collection = model.collection.collectionName;
    const key = id.toLowerCase();
    const kept = this.keptRecords.get(collection, key);
    if (kept) return model.hydrate(kept);
    const generation = this.keptRecords.generation(collection);
    const raw = await model.collection.findOne({ _id: new Types.ObjectId(key) });
    if (!raw) return null;
    this.keptRecords.keep(collection, key, raw, generation);
    return model.hydrate(raw);
  }

  private async load(resource: ResourceDef, id: string) {
    const doc = await this.findById(resource, id);
    if (!doc) throw new NotFoundException(ERRORS.notFound);
    return doc;
  }

  private assertAllowed(resource: ResourceDef, operation: 'update' | 'delete', record: Values): void {
    const rule = resource.refuse.find((r) => r.on === operation && r.when(record));
    if (rule) throw new ConflictException(rule.message);
  }

  private assertValid(resource: ResourceDef, values: Values, mode: Mode): void {
    const errors = validateValues(resource, values, { mode, side: 'server' });
    if (Object.keys(errors).length) throw invalid(errors);
  }

  /** E-mails are compared lowercase; secrets are hashed or encrypted before they are stored. */
  private async prepare(resource: ResourceDef, values: Values): Promise<Values> {
    const prepared = lowercaseEmails(resource, values);
    for (const field of resource.fields) {
      const value = prepared[field.name];
      if (typeof value !== 'string') continue;
      const kind = secretKind(field);
      if (kind === 'hashed') prepared[field.name] = await hashSecret(value);
      if (kind === 'encrypted') prepared[field.name] = this.secrets.seal(value);
      if (kind === 'preview') {
        prepared[field.name] = await hashSecret(value);
        prepared[previewField(field)] = value.slice(0, field.previewLength ?? PREVIEW_LENGTH);
      }
    }
    return prepared;
  }

  /** The numbers of the sequence fields due now: the record meets its rule and has none yet. */
  private async numbersFor(resource: ResourceDef, record: Values): Promise<Values> {
    const numbers: Values = {};
    for (const field of resource.fields) {
      const sequence = field.sequence;
      if (field.type !== 'sequence' || !sequence || !isEmptyValue(record[field.name])) continue;
      if (sequence.when && !sequence.when(record)) continue;
      const year = parisYear(new Date());
      try {
        numbers[field.name] = formatSequence(sequence, await this.sequences.next(seriesKey(sequence, year)), year);
      } catch (error) {
        if (error instanceof SequenceExhaustedError) throw new ServiceUnavailableException(ERRORS.busy);
        throw error;
      }
    }
    return numbers;
  }

  /** Records of other resources that point at these records: refused, emptied or deleted as declared. */
  private dependents(resource: ResourceDef, records: Values[]) {
    const links: { child: ResourceDef; field: FieldDef; keys: string[] }[] = [];
    for (const child of this.registered) {
      for (const field of child.fields) {
        const reference = field.reference;
        if (field.type !== 'reference' || reference?.resource !== resource.name || !reference.onDelete) continue;
        const keys = records.map((r) => r[reference.valueField ?? '_id']).filter((k) => !isEmptyValue(k)).map(String);
        if (keys.length) links.push({ child, field, keys });
      }
    }
    return links;
  }

  private async assertNotReferenced(resource: ResourceDef, records: Values[]): Promise<void> {
    for (const { child, field, keys } of this.dependents(resource, records)) {
      if (field.reference?.onDelete !== 'refuse') continue;
      if (await this.model(child.name).exists({ [field.name]: { $in: keys } }).exec()) {
        throw new ConflictException(field.reference.onDeleteMessage ?? ERRORS.referenced(child.label));
      }
    }
  }

  /**
   * After a deletion: references declared 'setNull' are emptied, records declared 'cascade'
   * are deleted in turn (with their own dependents and counters). Their hooks do not run:
   * a cascade is part of the parent's deletion, logged with it.
   */
  private async followDeletion(resource: ResourceDef, records: Values[]): Promise<void> {
    for (const { child, field, keys } of this.dependents(resource, records)) {
      const filter = { [field.name]: { $in: keys } };
      if (field.reference?.onDelete === 'setNull') {
        await this.model(child.name).updateMany(filter, { $set: { [field.name]: null } }).exec();
      }
      if (field.reference?.onDelete === 'cascade') {
        const doomed = (await this.model(child.name).find(filter).lean().exec()) as Values[];
        if (!doomed.length) continue;
        await this.assertNotReferenced(child, doomed);
        await this.model(child.name).deleteMany({ _id: { $in: doomed.map((d) => d._id) } }).exec();
        await this.refreshCountersOf(child, doomed);
        await this.followDeletion(child, doomed);
      }
    }
  }

  /** The one document of a singleton resource, with the declared defaults until it is first written. */
  async readSingleton(resource: ResourceDef): Promise<Values> {
    const doc = await this.model(resource.name).findById(SINGLETON_ID).exec();
    if (doc) return doc.toJSON();
    const record: Values = { ...defaultValues(resource), _id: SINGLETON_ID, id: SINGLETON_ID };
    for (const name of secretFields(resource)) delete record[name];
    return record;
  }

  /** Writes a singleton: its first write creates it under the fixed id, later ones update it. */
  async writeSingleton(resource: ResourceDef, body: Values, ctx: CrudContext = {}): Promise<Values> {
    if (await this.findById(resource, SINGLETON_ID)) return this.update(resource, SINGLETON_ID, body, ctx);
    try {
      return await this.create(resource, body, ctx, SINGLETON_ID);
    } catch (error) {
      // Another first write won the race: this one becomes an update of it.
      if (error instanceof BadRequestException && (await this.findById(resource, SINGLETON_ID))) {
        return this.update(resource, SINGLETON_ID, body, ctx);
      }
      throw error;
    }
  }

  private async assertUnique(resource: ResourceDef, values: Values, exceptId?: string): Promise<void> {
    const errors: FieldErrors = {};
    for (const field of resource.fields) {
      const value = values[field.name];
      if (!field.unique || value === undefined || value === null || value === '') continue;
      const filter: Record<string, unknown> = { [field.name]: value };
      if (exceptId) filter._id = { $ne: exceptId };
      if (await this.model(resource.name).exists(filter).exec()) errors[field.name] = messages.unique;
    }
    if (Object.keys(errors).length) throw invalid(errors);
  }

  /** The unique index is the last word when two writes race past assertUnique. */
  private rethrowDuplicate(resource: ResourceDef, error: unknown): never {
    const duplicate = error as { code?: number; keyPattern?: Record<string, unknown>; message?: string };
    if (duplicate.code === 11000) {
      const field =
        Object.keys(duplicate.keyPattern ?? {})[0] ??
        resource.fields.find((f) => f.unique && duplicate.message?.includes(f.name))?.name;
      throw invalid(field ? { [field]: messages.unique } : {}, field ? undefined : messages.unique);
    }
    throw error;
  }
}

const PREVIEW_LENGTH = 10;

const TOO_LONG = 'La liste a demandé trop de temps\u00a0: précisez la recherche ou les filtres, ou réessayez dans quelques instants.';

/** A list query stopped by its time limit (maxTimeMS) is a 503 the client may retry, not a server error. */
async function overTimeAsBusy<T>(query: Promise<T>): Promise<T> {
  try {
    return await query;
  } catch (error) {
    const { code, codeName } = error as { code?: unknown; codeName?: unknown };
    if (code === 50 || codeName === 'MaxTimeMSExpired') throw new ServiceUnavailableException({ message: TOO_LONG });
    throw error;
  }
}

/** Waits for `work` at most `ms` (then 503, retry in 30 s), or until the client leaves. */
async function waitFor(work: Promise<void>, ms: number, signal?: AbortSignal): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let abandon: (() => void) | undefined;
  try {
    await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new BusyException(30)), ms);
        abandon = () => reject(signal?.reason);
        signal?.addEventListener('abort', abandon, { once: true });
      }),
    ]);
  } finally {
    clearTimeout(timer);
    if (abandon) signal?.removeEventListener('abort', abandon);
  }
}

/** The count of a counter declaring a condition ('active subscriptions'): a list means any of its values. */
function whereOf(where: CounterWhere | undefined): Values {
  const filter: Values = {};
  for (const [name, value] of Object.entries(where ?? {})) filter[name] = Array.isArray(value) ? { $in: value } : value;
  return filter;
}
type CounterWhere = ResourceDef['counters'][number]['where'];

/**
 * The server's computed fields (totals from items), from the record as it will be stored. A
 * total beyond what a number holds (amounts near 1e308) is refused, as the database would.
 */
function computedValues(resource: ResourceDef, record: Values): Values {
  const values: Values = {};
  const errors: FieldErrors = {};
  for (const field of resource.fields) {
    if (!field.compute) continue;
    values[field.name] = field.compute(record);
    if (typeof values[field.name] === 'number' && !Number.isFinite(values[field.name])) errors[field.name] = `${field.label} : montant trop grand`;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return values;
}

/** E-mails are stored and compared trimmed and lowercase. */
export function lowercaseEmails(resource: ResourceDef, values: Values): Values {
  const result = { ...values };
  for (const field of resource.fields) {
    const value = result[field.name];
    if (field.type === 'email' && typeof value === 'string') result[field.name] = value.trim().toLowerCase();
  }
  return result;
}

/** An encrypted secret left empty on an update keeps its stored value ('inchangé si vide'). */
function keepUnchangedSecrets(resource: ResourceDef, body: Values): Values {
  const kept = { ...body };
  for (const field of resource.fields) {
    if (secretKind(field) === 'encrypted' && isEmptyValue(kept[field.name])) delete kept[field.name];
  }
  return kept;
}

/** The values of `values` that differ from the stored record's. */
function changedValues(values: Values, before: Values): Values {
  return Object.fromEntries(Object.entries(values).filter(([name, value]) => !sameValue(value, before[name])));
}

const sameValue = (a: unknown, b: unknown) => a === b || (a != null && b != null && String(a) === String(b));

export function invalid(errors: FieldErrors, message: string = ERRORS.invalidForm): BadRequestException {
  return new BadRequestException({ message, errors });
}

/**
 * A field its `visibleWhen` hides is not validated with the form (it is not shown there), but a
 * value sent for it (not an empty one) is still held to its rules: an invalid one is refused (400) rather than
 * written (allowed_ips of a maintenance left off, sent as [[null, null]], made the database
 * refuse the write with a 500).
 */
function assertHiddenValid(resource: ResourceDef, values: Values, record: Values): Values {
  const errors: FieldErrors = {};
  for (const field of resource.fields) {
    if (!field.visibleWhen || isEmptyValue(values[field.name]) || isFieldVisible(field, record)) continue;
    const error = validateField(field, values[field.name], record);
    if (error) errors[field.name] = error;
  }
  if (Object.keys(errors).length) throw invalid(errors);
  return values;
}
