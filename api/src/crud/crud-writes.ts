/**
 * Creates, updates and deletes of registered resources: the registry's validation, state
 * machine and refusal rules, secrets, unique values, computed fields, numbers, counters and
 * reference cascades, with the domain modules' hooks around them.
 */
import { ConflictException, NotFoundException } from '@nestjs/common';
import { mongo, type Connection, type HydratedDocument } from 'mongoose';
import {
  defaultValues,
  deriveValues,
  ownedBody,
  refusedInitialState,
  refusedTransition,
  secretKind,
  validateValues,
  writableValues,
  type Mode,
  type OwnerScope,
  type ResourceDef,
  type Values,
} from '@hexagone/schemas';
import { plannedAuthor, runWithTrails } from '../activity/activity-scope';
import { hashSecret, hashToken } from '../auth/password';
import { ERRORS } from '../common/errors';
import { acquireLock, LockBusyError } from '../database/system-lock';
import type { Counters } from './counters';
import { ownerIn, takeCheckedState, type CrudContext, type ResourceHooks } from './crud-hooks';
import type { CrudModels, Doc } from './crud-models';
import { previewField } from './model-factory';
import { numbersFor } from './numbering';
import type { CascadeWriter, ReferenceCascades } from './reference-cascades';
import type { SecretBox } from './secret-box';
import type { SequenceAllocator } from './sequences';
import { TRAIL_MARKER, TrailIntents, type TrailAction } from './trail-intents';
import { assertUnique, rethrowDuplicate } from './uniqueness';
import { assertHiddenValid, changedValues, computedValues, invalid, keepUnchangedSecrets, lowercaseEmails, withoutEncryptedSecrets } from './write-values';

type HookName = Exclude<keyof ResourceHooks, 'shown'>;
type Hydrated = HydratedDocument<Doc>;

/** How long a write waits for a record another request is changing, and when a dead holder's lock expires. */
const RECORD_LOCK_WAIT_MS = 5_000;
const RECORD_LOCK_STALE_MS = 10_000;

const PREVIEW_LENGTH = 10;

export interface WriteDependencies {
  connection: Connection;
  models: CrudModels;
  counters: Counters;
  cascades: ReferenceCascades;
  sequences: SequenceAllocator;
  trails: TrailIntents;
  secrets: () => SecretBox;
  /** The record with this id, or null (or when it is not `owner`'s). */
  findById: (resource: ResourceDef, id: string, owner?: OwnerScope) => Promise<Hydrated | null>;
}

export class CrudWrites {
  private readonly hooks = new Map<string, ResourceHooks[]>();
  /** The platform's hooks (log, events, files, settings' cache): the only ones a reference cascade's writes run. */
  private readonly platformHooks = new WeakSet<ResourceHooks>();

  constructor(private readonly deps: WriteDependencies) {}

  /** Adds a domain module's hooks around the writes of a resource. */
  on(resourceName: string, hooks: ResourceHooks): void {
    this.hooks.set(resourceName, [...(this.hooks.get(resourceName) ?? []), hooks]);
  }

  /** Adds a platform service's hooks, which also run for the records a reference cascade changes. */
  onPlatform(resourceName: string, hooks: ResourceHooks): void {
    this.platformHooks.add(hooks);
    this.on(resourceName, hooks);
  }

  /** The record as the `shown` hooks of its resource answer it. */
  async shown(resource: ResourceDef, record: Values): Promise<Values> {
    let shown = record;
    for (const hooks of this.hooks.get(resource.name) ?? []) if (hooks.shown) shown = await hooks.shown(shown);
    return shown;
  }

  /**
   * `fixedId` is the id a singleton's one document is created under. An owner-caller's record
   * is theirs, whatever the body says.
   */
  create(resource: ResourceDef, sent: Values, ctx: CrudContext = {}, fixedId?: string): Promise<Values> {
    return this.withTrails(() => this.createNow(resource, sent, ctx, fixedId));
  }

  private async createNow(resource: ResourceDef, sent: Values, given: CrudContext, fixedId?: string): Promise<Values> {
    // This write's own context, the same object from its first hook to its last (a hook may key what it holds by it: last-admin.ts), with its trail once planned.
    const ctx: CrudContext = { ...given };
    const body = ownedBody(sent, 'create', ownerIn(ctx, resource));
    const candidate = deriveValues(resource, { ...defaultValues(resource), ...body });
    this.assertValid(resource, candidate, 'create');
    const refusal = refusedInitialState(resource.states, candidate);
    if (refusal) throw new ConflictException(refusal);
    const plain = assertHiddenValid(resource, writableValues(resource, body, 'create'), candidate);
    await this.run(resource, 'checkValues', plain, ctx);
    const model = this.deps.models.model(resource.name);
    // A dry run (an import's) stops once every check, the domain hooks' included, has passed.
    if (ctx.dryRun) {
      const checked = lowercaseEmails(resource, plain);
      computedValues(resource, checked);
      await this.run(resource, 'beforeCreate', checked, ctx);
      await assertUnique(model, resource, checked);
      return { ...candidate, ...checked };
    }
    const values = await this.prepare(resource, plain);
    await this.run(resource, 'beforeCreate', values, ctx);
    await assertUnique(model, resource, values);
    Object.assign(values, await this.deps.counters.initial(resource, values));
    Object.assign(values, computedValues(resource, values));
    Object.assign(values, await numbersFor(this.deps.sequences, resource, values));
    values._id = fixedId ?? new mongo.ObjectId().toHexString();
    const trail = await this.planTrail(resource, 'create', String(values._id), ctx, { values });
    const created = await model.create({ ...values, [TRAIL_MARKER]: [trail] }).catch((error: unknown) => rethrowDuplicate(resource, error));
    await this.deps.counters.refresh(resource, [created.toObject()]);
    const record = created.toJSON() as Values;
    ctx.trail = trail;
    await this.run(resource, 'afterCreate', record, ctx);
    // A preview secret (an API key) is shown in full once, in the answer to its creation.
    for (const field of resource.fields) if (secretKind(field) === 'preview' && typeof plain[field.name] === 'string') record[field.name] = plain[field.name];
    return record;
  }

  /**
   * `server` holds values the server itself sets (an action's new state, a payment date):
   * written even where no request may write, and still held to the state machine. An
   * owner-caller changes only their own record, and never its owner.
   */
  update(resource: ResourceDef, id: string, sent: Values, ctx: CrudContext = {}, server: Values = {}): Promise<Values> {
    return this.withTrails(() => this.updateNow(resource, id, sent, ctx, server));
  }

  private async updateNow(resource: ResourceDef, id: string, sent: Values, given: CrudContext, server: Values): Promise<Values> {
    const ctx: CrudContext = { ...given };
    const owner = ownerIn(ctx, resource);
    const body = ownedBody(sent, 'update', owner);
    const existing = await this.load(resource, id, owner);
    const before = existing.toObject() as Values;
    this.assertAllowed(resource, 'update', before);
    const kept = keepUnchangedSecrets(resource, body);
    // A stored encrypted secret is its sealed form, not what the form's rules read: one not sent is unchanged, not checked again.
    this.assertValid(resource, { ...withoutEncryptedSecrets(resource, before), ...kept, ...server }, 'edit');
    const plain = assertHiddenValid(resource, writableValues(resource, kept, 'edit'), { ...before, ...kept, ...server });
    await this.run(resource, 'checkValues', plain, ctx, before);
    const values = { ...(await this.prepare(resource, plain)), ...server };
    const refusal = refusedTransition(resource.states, before, values);
    if (refusal) throw new ConflictException(refusal);
    await this.run(resource, 'beforeUpdate', values, before, ctx);
    const model = this.deps.models.model(resource.name);
    // An unchanged value cannot become a duplicate (and the unique index stays the last word).
    await assertUnique(model, resource, changedValues(values, before), id);
    if (ctx.dryRun) return { ...before, ...values };
    Object.assign(values, computedValues(resource, { ...before, ...values }));
    // A state change is one conditional update: it applies only to a record still in the state
    // it was checked in (atomic on MongoDB and on our FerretDB build, whose writes run one at a
    // time; stock FerretDB's raced). Of two moderators acting at once, the second finds the
    // record moved and gets the same 409 as a forbidden transition. A lock document in front
    // of it let a holder slower than the lock's expiry (a loaded PostgreSQL) be overtaken, and
    // an overdue invoice was moved twice.
    const state = resource.states?.field;
    const checked = state && state in values ? takeCheckedState(ctx, resource, String(existing._id)) : undefined;
    const onlyFrom = ctx.onlyFrom ?? (checked === undefined ? undefined : [checked]);
    if (state && onlyFrom && !onlyFrom.includes(String(before[state]))) throw new ConflictException(ERRORS.conflict);
    const guarded = Boolean(state && ((state in values && values[state] !== before[state]) || onlyFrom));
    const unmoved = guarded && state ? { [state]: before[state] ?? { $in: [null] } } : {};
    const trail = await this.planTrail(resource, 'update', String(existing._id), ctx, { before, values });
    // The update answers the record it wrote (one round trip less than writing, then reading).
    let written: Hydrated | null = await model
      .findOneAndUpdate({ _id: existing._id, ...unmoved }, { $set: values, $push: { [TRAIL_MARKER]: trail } }, { new: true })
      .exec()
      .catch((error: unknown) => rethrowDuplicate(resource, error));
    if (!written && guarded && state) {
      const now = await model.findById(existing._id).lean<Values>().exec();
      if (now) throw new ConflictException(refusedTransition(resource.states, now, values) ?? ERRORS.conflict);
    }
    // A number is given once, only after the state change it depends on has won (a refused
    // concurrent finalisation leaves no gap), and only to a record still without one.
    const numbers = written ? await numbersFor(this.deps.sequences, resource, { ...before, ...values }) : {};
    for (const [name, number] of Object.entries(numbers)) {
      await model.updateOne({ _id: existing._id, [name]: { $in: [null] } }, { $set: { [name]: number } }).exec();
      written = null;
    }
    // Read again when a number was written after it, or when the record went meanwhile (404).
    const updated = written ?? (await this.load(resource, id));
    await this.deps.counters.refresh(resource, [before, updated.toObject()], { update: true });
    const record = updated.toJSON();
    ctx.trail = trail;
    await this.run(resource, 'afterUpdate', existing.toJSON(), record, ctx);
    return record;
  }

  remove(resource: ResourceDef, id: string, ctx: CrudContext = {}): Promise<Values> {
    return this.withTrails(() => this.removeNow(resource, id, ctx));
  }

  private async removeNow(resource: ResourceDef, id: string, given: CrudContext): Promise<Values> {
    const ctx: CrudContext = { ...given };
    const existing = await this.load(resource, id, ownerIn(ctx, resource));
    const before = existing.toObject() as Values;
    this.assertAllowed(resource, 'delete', before);
    await this.deps.cascades.assertNotReferenced(resource, [before]);
    await this.run(resource, 'beforeDelete', existing.toJSON(), ctx);
    ctx.trail = (await this.deleteWithTrail(resource, before, ctx)).trail;
    await this.deps.counters.refresh(resource, [before]);
    await this.deps.cascades.followDeletion(resource, [before], this.cascadeWriter(ctx));
    const record = existing.toJSON();
    await this.run(resource, 'afterDelete', record, ctx);
    return record;
  }

  /** Deletes a record with its trail planned first; whether it was still there. */
  private async deleteWithTrail(resource: ResourceDef, before: Values, ctx: CrudContext): Promise<{ trail: string; deleted: boolean }> {
    const trail = await this.planTrail(resource, 'delete', String(before._id), ctx, { before });
    // The record's markers are the proof that the changes not closed yet happened (trail-intents.ts):
    // that proof moves into their intents before the record goes, and again for a marker added
    // meanwhile (a write of another process between the read and the deletion).
    const marked = (before[TRAIL_MARKER] as string[] | undefined) ?? [];
    await this.deps.trails.happened(marked);
    const deleted = await this.deps.models.model(resource.name).findOneAndDelete({ _id: before._id }).lean<Values>().exec();
    await this.deps.trails.happened(((deleted?.[TRAIL_MARKER] as string[] | undefined) ?? []).filter((id) => !marked.includes(id)));
    return { trail, deleted: deleted !== null };
  }

  /**
   * The writes of a reference cascade, made for the deletion `ctx` describes: one trail per
   * record changed (its activity and audit entries, its event), so that the log names each
   * comment deleted with its post and each category emptied of its parent, and a crash during
   * the cascade leaves every change it made with its trail. Only the platform's hooks run.
   * A change that did not happen (the record moved meanwhile) leaves an intent without marker,
   * closed as never happened.
   */
  private cascadeWriter(ctx: CrudContext): CascadeWriter {
    const answered = (resource: ResourceDef, record: Values) => this.deps.models.model(resource.name).hydrate(record).toJSON() as Values;
    return {
      empty: async (resource, record, field, keys) => {
        const values = { [field]: null };
        const trail = await this.planTrail(resource, 'update', String(record._id), ctx, { before: record, values });
        const written = await this.deps.models
          .model(resource.name)
          .findOneAndUpdate({ _id: record._id, [field]: { $in: keys } }, { $set: values, $push: { [TRAIL_MARKER]: trail } }, { new: true })
          .exec();
        if (written) await this.runPlatform(resource, 'afterUpdate', answered(resource, record), written.toJSON(), { ...ctx, trail });
        return written !== null;
      },
      remove: async (resource, record) => {
        const { trail, deleted } = await this.deleteWithTrail(resource, record, ctx);
        if (deleted) await this.runPlatform(resource, 'afterDelete', answered(resource, record), { ...ctx, trail });
        return deleted;
      },
    };
  }

  /** Writes outside a request and a job get a scope of their own, which closes their trails (trail-intents.ts). */
  private withTrails<T>(work: () => Promise<T>): Promise<T> {
    return runWithTrails(work, (trails) => this.deps.trails.end(trails));
  }

  /** Stores the trail a write is about to have, before the write: its id goes into the record's marker and the trail's parts. */
  private async planTrail(resource: ResourceDef, action: TrailAction, recordId: string, ctx: CrudContext, change: { before?: Values; values?: Values } = {}): Promise<string> {
    const trail = TrailIntents.newId();
    const { [TRAIL_MARKER]: _marker, ...before } = change.before ?? {};
    await this.deps.trails.plan({
      _id: trail,
      collection: resource.name,
      record_id: recordId,
      action,
      ...(change.before ? { before } : {}),
      ...(change.values ? { values: change.values } : {}),
      ...(ctx.user ? { actor: { id: ctx.user.id, name: ctx.user.name } } : {}),
      author: plannedAuthor(trail),
      at: new Date(),
    });
    return trail;
  }

  /**
   * Runs `work` holding the lock of one record, shared by every server process: for work that
   * reads a record, computes from it and writes it back (a count plus one, a sum left to
   * refund), which one conditional update cannot say. Without an id, runs it as is. A record
   * held too long: 409.
   */
  async withRecordLock<T>(resource: ResourceDef, id: string | undefined, work: () => Promise<T>): Promise<T> {
    if (id === undefined) return work();
    const release = await acquireLock(this.deps.connection, `record:${resource.name}:${id}`, { waitMs: RECORD_LOCK_WAIT_MS, staleMs: RECORD_LOCK_STALE_MS }).catch(
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

  /** The record with this id: 404 when there is none, or it is not `owner`'s. */
  async load(resource: ResourceDef, id: string, owner?: OwnerScope): Promise<Hydrated> {
    const doc = await this.deps.findById(resource, id, owner);
    if (!doc) throw new NotFoundException(ERRORS.notFound);
    return doc;
  }

  private async run<K extends HookName>(resource: ResourceDef, name: K, ...args: Parameters<NonNullable<ResourceHooks[K]>>) {
    await this.runEach(this.hooks.get(resource.name) ?? [], name, args);
  }

  /** The platform's hooks only: those of a reference cascade's writes. */
  private async runPlatform<K extends HookName>(resource: ResourceDef, name: K, ...args: Parameters<NonNullable<ResourceHooks[K]>>) {
    await this.runEach((this.hooks.get(resource.name) ?? []).filter((hooks) => this.platformHooks.has(hooks)), name, args);
  }

  private async runEach<K extends HookName>(all: ResourceHooks[], name: K, args: unknown[]) {
    for (const hooks of all) {
      const hook = hooks[name] as ((...a: unknown[]) => unknown) | undefined;
      if (hook) await hook.apply(hooks, args);
    }
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
      if (kind === 'encrypted') prepared[field.name] = this.deps.secrets().seal(value);
      if (kind === 'preview') {
        prepared[field.name] = hashToken(value);
        prepared[previewField(field)] = value.slice(0, field.previewLength ?? PREVIEW_LENGTH);
      }
    }
    return prepared;
  }
}
