/**
 * Writes the activity log (spec 2 §2.5). The CRUD hooks of every registered collection
 * report their writes to the current request's scope, so a collection added to the
 * registry is logged without any code here; the log never records its own collection.
 */
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { BACKGROUND_WORK } from '../common/background-work';
import { getResource, resources, settingsLogs, userActivity, users, type User, type Values } from '@hexagone/schemas';
import { NO_REQUEST, type RequestFacts } from '../audit/audit-entry';
import { AuditRecorder, type AuditedActivity } from '../audit/audit-recorder';
import { CrudService } from '../crud/crud.service';
import { isActivityAction, labelOf, legacyActor, observedWrite, type ObservedWrite } from './activity-entry';
import { observeWrite, reportSystemWork, scopeTrails, type ActivityScope, type RequestTrail } from './activity-scope';
import { backfillOnce, pacedBatches } from '../database/paced-reads';
import { isObjectId } from '../crud/object-id';
import { isDuplicateKey } from '../database/numbered-insert';

/** Whether every document an insert refused was already stored under its `_id`. */
const onlyDuplicates = (error: unknown): boolean => {
  const refused = (error as { writeErrors?: unknown[] }).writeErrors;
  return Array.isArray(refused) ? refused.length > 0 && refused.every(isDuplicateKey) : isDuplicateKey(error);
};

@Injectable()
export class ActivityService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Activité');

  constructor(
    private readonly crud: CrudService,
    private readonly audit: AuditRecorder,
    @Inject(BACKGROUND_WORK) private readonly background: boolean,
  ) {}

  onModuleInit(): void {
    reportSystemWork(async (job, writes, error, trails) => {
      const logged = await this.audit.fromJob(job, writes, error);
      this.crud.trails.end(logged ? trails : { ...trails, finished: [] });
    });
    for (const resource of resources) {
      if (!this.isCollection(resource.name)) continue;
      this.crud.onPlatform(resource.name, {
        afterCreate: (after, ctx) => observeWrite(observedWrite(resource, 'create', { after }, ctx.trail)),
        afterUpdate: (before, after, ctx) => observeWrite(observedWrite(resource, 'update', { before, after }, ctx.trail)),
        afterDelete: (before, ctx) => observeWrite(observedWrite(resource, 'delete', { before }, ctx.trail)),
      });
    }
  }

  /** Set when the application closes: a backfill cut short then is not an error (it resumes at the next start). */
  private closing = false;

  onModuleDestroy(): void {
    this.closing = true;
  }

  onApplicationBootstrap(): void {
    if (this.background) void this.backfillActors();
  }

  /** The logs themselves are not logged. */
  isCollection(name: string): boolean {
    return name !== userActivity.name && name !== settingsLogs.name && getResource(name) !== undefined;
  }

  resourceType(collection: string | null): string | null {
    return (collection && getResource(collection)?.singular) || null;
  }

  /** How a person names a record of a registered collection, when it still exists. */
  async labelOf(collection: string, id: string): Promise<string | undefined> {
    const resource = getResource(collection);
    const record = resource ? await this.crud.findById(resource, id) : null;
    return record ? labelOf(record.toJSON()) : undefined;
  }

  /** The account of an e-mail, to attribute a login attempt or a registration. */
  async accountByEmail(email: string | undefined): Promise<{ id: string; name?: unknown; email?: unknown } | null> {
    if (!email) return null;
    const found = await this.crud.model(users.name).findOne({ email }, { _id: 1, name: 1, email: 1 }).lean<Pick<User, '_id' | 'name' | 'email'>>().exec();
    return found ? { ...found, id: String(found._id) } : null;
  }

  /**
   * Entries written before the actor was kept get one, once: the account when it still
   * exists, else 'Utilisateur supprimé', a visitor or the system. Runs in the background at
   * start-up and never fails the start: the log is read a batch at a time, requests going
   * first between two (paced-reads.ts: once per database, marked when done), and the entries
   * found are written one by one, by id.
   */
  async backfillActors(): Promise<void> {
    const log = this.crud.model(userActivity.name);
    const people = this.crud.model(users.name);
    try {
      await backfillOnce(log.db.db!, 'user_activity:actors', '1', async () => {
        for await (const batch of pacedBatches(log.collection, { user_id: 1, details: 1, actor_kind: 1 })) {
          if (this.closing) return 'cut short';
          const page = batch.filter((entry) => entry.actor_kind === undefined);
          if (!page.length) continue;
          const ids = [...new Set(page.map((e): unknown => e.user_id).filter(isObjectId))];
          const accounts = ids.length ? await people.find({ _id: { $in: ids } }, { name: 1, email: 1 }).lean<Values[]>().exec() : [];
          const byId = new Map(accounts.map((a) => [String(a._id), a]));
          for (const entry of page) {
            const account = typeof entry.user_id === 'string' ? byId.get(entry.user_id) : undefined;
            await log.updateOne({ _id: entry._id, actor_kind: { $exists: false } }, { $set: legacyActor(entry, account) }).exec();
          }
        }
        return this.closing ? 'cut short' : 'done';
      });
    } catch (error) {
      if (!this.closing) this.logger.error(`auteurs des anciennes entrées non complétés : ${(error as Error).message}`);
    }
  }

  /**
   * Writes the entries to the activity log (its own actions: not a logout), and every one to
   * the audit log with the values an update changed and the request's own facts. A failure to log never fails the request it describes:
   * false then (the trails of its writes stay open for the recovery). `parts` leaves out a log the entries are already in.
   */
  async record(entries: AuditedActivity[], facts: RequestFacts = NO_REQUEST, parts = { activity: true, audit: true }): Promise<boolean> {
    if (!entries.length) return true;
    const kept = parts.activity ? entries.filter((entry) => isActivityAction(entry.action)) : [];
    const failed = (log: string) => (error: unknown) => {
      this.logger.error(`journal ${log} non écrit : ${(error as Error).message}`);
      return false;
    };
    // The two logs are independent: written side by side, both before the answer leaves.
    const written = await Promise.all([
      // An entry is keyed by its write's trail: one the recovery (or the request, for a recovery) already wrote is kept as is.
      kept.length
        ? this.crud
            .model(userActivity.name)
            .insertMany(
              kept.map(({ changes: _changes, ...entry }) => entry),
              { ordered: false },
            )
            .then(
              () => true,
              (error: unknown) => onlyDuplicates(error) || failed("d'activité")(error),
            )
        : true,
      parts.audit ? this.audit.fromActivity(entries, facts).then(() => true, failed("d'audit")) : true,
    ]);
    return written.every(Boolean);
  }

  /**
   * The request is answered: the trails of its writes are closed, or left to the recovery when a
   * part is missing (`failed`). A request that failed after writing (`status`: its answer) has
   * no entries yet: the recovery writes them with that status, not the success they were planned as.
   */
  async endTrails(scope: ActivityScope, failed: boolean, status?: number): Promise<void> {
    const trails = scopeTrails(scope, failed);
    if (status !== undefined) {
      await this.crud.trails.answered(trails.all, status).catch((error: unknown) => this.logger.warn(`statut des traces non noté : ${(error as Error).message}`));
    }
    this.crud.trails.end(trails);
  }

  /** The activity entry of a write of a request (the request's part planned before the write: activity-scope.ts). */
  entryOf(write: ObservedWrite, request: RequestTrail): AuditedActivity {
    return {
      ...request.common,
      collection: write.collection,
      resource_type: write.resourceType ?? this.resourceType(write.collection),
      ...(write.trail ? { _id: write.trail } : {}),
      action: write.action,
      resource_id: write.id,
      action_type: write.operation ?? request.operation ?? write.action,
      details: { ...request.about, ...(write.label ? { label: write.label } : {}), ...(write.fields.length ? { fields: write.fields } : {}) },
      ...(write.changes && Object.keys(write.changes).length ? { changes: write.changes } : {}),
    };
  }
}
