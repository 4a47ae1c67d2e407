/**
 * Generic storage for every registered resource: list, read, create, update, delete, with
 * the registry's validation, refusal rules, unique values, secrets and counters. The one
 * service other modules inject; each concern lives in its own file (models, lists and the
 * sole writer's accelerations, writes, stats, counters, numbering, reference cascades,
 * singletons, uniqueness). Domain behaviour that the registry cannot declare lives in its own
 * module, not here.
 */
import { Inject, Injectable, Optional, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Document } from 'mongodb';
import type { Connection, HydratedDocument, Model } from 'mongoose';
import { collatedFields, resources, SINGLETON_ID, type OwnerScope, type ResourceDef, type Values } from '@hexagone/schemas';
import { BACKGROUND_WORK } from '../common/background-work';
import { config } from '../config';
import { Counters } from './counters';
import type { CrudContext, ResourceHooks } from './crud-hooks';
import { hookMismatches, type RegisteredHooks } from './declared-hooks';
import { CrudLists } from './crud-lists';
import { CrudModels, type Doc, type ListResult, type Selection } from './crud-models';
import { resourceStats } from './crud-stats';
import { CrudWrites } from './crud-writes';
import type { ListQuery } from './list-query';
import { isObjectId } from './object-id';
import { QueryGate } from './query-gate';
import { ReferenceCascades } from './reference-cascades';
import { loadSecretsKey, SecretBox } from './secret-box';
import { SequenceAllocator } from './sequences';
import { readSingleton, writeSingleton } from './singletons';
import { NO_ACCELERATIONS, soleWriterAccelerations, type SoleWriterAccelerations } from './sole-writer';
import { SortKeyBackfills } from './sort-key-backfills';
import { TrailIntents } from './trail-intents';

export type { ListResult } from './crud-models';
export { invalid, lowercaseEmails } from './write-values';

@Injectable()
export class CrudService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  readonly sequences: SequenceAllocator;
  /** The planned trails of this process's writes (trail-intents.ts). */
  readonly trails: TrailIntents;
  private readonly models: CrudModels;
  private readonly gate = new QueryGate({ running: config.listConcurrency, waiting: config.listQueue, retryAfterSeconds: 5 });
  /** Set at start: on only while this process sees every write (sole-writer.ts). */
  private accelerations: SoleWriterAccelerations = NO_ACCELERATIONS;
  private readonly backfills = new SortKeyBackfills(() => this.closing);
  private readonly lists: CrudLists;
  private readonly writes: CrudWrites;
  private readonly counters: Counters;
  private secretBox?: SecretBox;
  private closing = false;
  private preloaded: () => void = () => undefined;
  /** The domain rules registered with `on`, checked against the registry at start-up. */
  private readonly registeredHooks: RegisteredHooks[] = [];
  /** Resolved once the lists are preloaded after start (see onApplicationBootstrap). */
  private readonly preloadDone = new Promise<void>((resolve) => (this.preloaded = resolve));

  constructor(
    @InjectConnection() private readonly connection: Connection,
    @Optional() @Inject(BACKGROUND_WORK) private readonly background: boolean = true,
  ) {
    this.sequences = new SequenceAllocator(connection);
    this.trails = new TrailIntents(connection);
    this.models = new CrudModels(connection);
    this.lists = new CrudLists(this.models, this.backfills, () => this.accelerations, this.gate);
    this.counters = new Counters(this.models);
    this.writes = new CrudWrites({
      connection,
      models: this.models,
      counters: this.counters,
      cascades: new ReferenceCascades(this.models, this.counters),
      sequences: this.sequences,
      trails: this.trails,
      secrets: () => this.secrets,
      findById: (resource, id, owner) => this.findById(resource, id, owner),
    });
  }

  async onModuleInit(): Promise<void> {
    this.accelerations = soleWriterAccelerations(this.connection.getClient(), this.gate);
    await this.models.start();
    for (const resource of resources) await this.register(resource);
    await this.models.createServiceIndexes();
    await this.sequences.ensureIndex();
  }

  /**
   * Serves a resource: builds its model, its declared indexes and, on MongoDB, the indexes its
   * list queries need; completes the French sort keys of older records.
   */
  async register(resource: ResourceDef): Promise<void> {
    const model = await this.models.register(resource);
    if (!collatedFields(resource).length) return;
    // Without background work (the seed) the sort keys are completed here; as sole writer,
    // after the lists' preload (see SortKeyBackfills).
    const backfill = this.backfills.schedule(resource, model, this.accelerations.on && this.background ? this.preloadDone : undefined);
    if (!this.background) await backfill;
  }

  /** A closing application (the seed when it is done) stops preloading lists. */
  onModuleDestroy(): void {
    this.closing = true;
  }

  /**
   * As sole writer, reads the default list of every collection once after start, then their
   * searchable texts, so that the first opening of a large list or a first search is fast.
   */
  onApplicationBootstrap(): void {
    // Every module has registered its hooks by now (onModuleInit): they must be those the registry names.
    const problems = hookMismatches(resources, this.registeredHooks);
    if (problems.length) throw new Error(`Hooks du registre mal reliés :\n${problems.join('\n')}`);
    if (!this.accelerations.on || !this.background) return;
    void this.accelerations.preload(resources, (name) => this.model(name), () => this.closing, () => this.preloaded());
  }

  private get secrets(): SecretBox {
    this.secretBox ??= new SecretBox(loadSecretsKey(config.secretsKey, config.dataDir));
    return this.secretBox;
  }

  /** The plain text of an encrypted secret, for the domain code that uses it (an SMTP password). */
  reveal(sealed: unknown): string | undefined {
    return typeof sealed === 'string' && SecretBox.isSealed(sealed) ? this.secrets.open(sealed) : undefined;
  }

  /**
   * Adds a domain module's rules around the writes of a resource, under the name its registry
   * entry lists in `hooks` (the file that registers them: 'support/tickets.service').
   */
  on(resourceName: string, rule: string, hooks: ResourceHooks): void {
    this.registeredHooks.push({ resource: resourceName, rule });
    this.writes.on(resourceName, hooks);
  }

  /**
   * Adds a platform service's hooks (the activity log, the record events, private files, the
   * settings' cache): they follow from the resource's kind or fields, not from rules of its
   * own, so its registry entry does not name them.
   */
  onPlatform(resourceName: string, hooks: ResourceHooks): void {
    this.writes.onPlatform(resourceName, hooks);
  }

  model(name: string): Model<Doc> {
    return this.models.model(name);
  }

  /** A page and its total (crud-lists.ts). */
  list(resource: ResourceDef, query: ListQuery): Promise<ListResult> {
    return this.lists.list(resource, query);
  }

  /**
   * The record with this id, or null (an id that cannot exist is just not found); with `owner`,
   * only if it is theirs, the owner being part of the query (never a kept record).
   */
  findById(resource: ResourceDef, id: unknown, owner?: OwnerScope): Promise<HydratedDocument<Doc> | null> {
    if (!isObjectId(id)) return Promise.resolve(null);
    const model = this.model(resource.name);
    if (owner) return model.findOne({ _id: id, [owner.field]: owner.id }).exec();
    return this.accelerations.record(model, id) ?? model.findById(id).exec();
  }

  /**
   * The raw documents of `name` matching `filter`, for rules that change rarely and are read
   * often (a consumer's, at every event): as sole writer, kept until this process sees a write
   * to the collection; with several processes, asked of the database every time.
   */
  findKept(name: string, filter: Record<string, unknown>): Promise<Document[]> {
    const model = this.model(name);
    return this.accelerations.found(model, filter) ?? model.collection.find(filter).toArray();
  }

  /** The record with this id (404 otherwise, or when it is not `owner`'s). */
  async findOne(resource: ResourceDef, id: string, owner?: OwnerScope): Promise<Values> {
    return (await this.writes.load(resource, id, owner)).toJSON();
  }

  /** `fixedId` is the id a singleton's one document is created under. */
  create(resource: ResourceDef, body: Values, ctx: CrudContext = {}, fixedId?: string): Promise<Values> {
    return this.writes.create(resource, body, ctx, fixedId);
  }

  /**
   * `server` holds values the server itself sets (an action's new state, a payment date):
   * written even where no request may write, and still held to the state machine.
   */
  update(resource: ResourceDef, id: string, body: Values, ctx: CrudContext = {}, server: Values = {}): Promise<Values> {
    return this.writes.update(resource, id, body, ctx, server);
  }

  /**
   * Runs `work` holding the lock of one record, shared by every server process: the one way
   * to check a record and write it with no other writer in between on FerretDB (whose
   * conditional updates race). Without an id, runs it as is. A record held too long: 409.
   */
  withRecordLock<T>(resource: ResourceDef, id: string | undefined, work: () => Promise<T>): Promise<T> {
    return this.writes.withRecordLock(resource, id, work);
  }

  remove(resource: ResourceDef, id: string, ctx: CrudContext = {}): Promise<Values> {
    return this.writes.remove(resource, id, ctx);
  }

  /** The figures of the resource's stats strip over the records matching the list's filters. */
  stats(resource: ResourceDef, query: Selection): Promise<Record<string, number>> {
    return resourceStats(this.model(resource.name), resource, query);
  }

  /** Recounts every counter that records of `changed` feed (counters.ts). */
  refreshCountersOf(changed: ResourceDef, records: Values[], options: { update?: boolean } = {}): Promise<void> {
    return this.counters.refresh(changed, records, options);
  }

  /** The one document of a singleton resource, with the declared defaults until it is first written. */
  readSingleton(resource: ResourceDef): Promise<Values> {
    return readSingleton((id) => this.findById(resource, id), resource);
  }

  /** A singleton as its routes answer it (`shown` hooks: values kept as "not set" shown as those in force). */
  shown(resource: ResourceDef, record: Values): Promise<Values> {
    return this.writes.shown(resource, record);
  }

  /** Writes a singleton: its first write creates it under the fixed id, later ones update it. */
  writeSingleton(resource: ResourceDef, body: Values, ctx: CrudContext = {}): Promise<Values> {
    return writeSingleton(this.writes, async () => Boolean(await this.findById(resource, SINGLETON_ID)), resource, body, ctx);
  }
}
