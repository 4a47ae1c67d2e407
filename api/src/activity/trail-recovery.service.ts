/**
 * Completes the trails a crash left half-written (crud/trail-intents.ts): at start-up, before
 * the first request, then every SWEEP_EVERY_MS. An intent is taken by one conditional update
 * (its `claimed_at`), so that of several processes only one completes it; one whose taker died
 * is free again after CLAIM_MS. The record's marker (or, for a deletion, the record's absence)
 * says whether the change happened: if not, the intent is dropped; if so, each part of its
 * trail not found under its id is written, as the request or the job would have written it,
 * and the intent is closed. As sole writer every intent not in flight here is a dead process's
 * and is taken at once; with several processes, only once TRAIL_GRACE_MS old.
 */
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { mongo, type Connection } from 'mongoose';
import { getResource, settingsLogs, userActivity, type Values } from '@hexagone/schemas';
import { BACKGROUND_WORK } from '../common/background-work';
import { config } from '../config';
import { CrudService } from '../crud/crud.service';
import { TRAIL_MARKER, type TrailIntent } from '../crud/trail-intents';
import { AuditRecorder } from '../audit/audit-recorder';
import { EventBus } from '../platform/events/event-bus';
import { EVENTS_COLLECTION } from '../platform/events/event-log';
import { recordEvent, recordEventName, type RecordChange } from '../platform/events/record-event';
import { observedWrite } from './activity-entry';
import { ActivityService } from './activity.service';

const SWEEP_EVERY_MS = 10_000;
const CLAIM_MS = 60_000;
const BATCH = 100;
const CHANGE: Readonly<Record<TrailIntent['action'], RecordChange>> = { create: 'created', update: 'updated', delete: 'deleted' };

@Injectable()
export class TrailRecovery implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Traces des écritures');
  private timer?: NodeJS.Timeout;
  private sweeping?: Promise<unknown>;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly crud: CrudService,
    private readonly activity: ActivityService,
    private readonly audit: AuditRecorder,
    private readonly events: EventBus,
    @Inject(BACKGROUND_WORK) private readonly background: boolean,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.background) return;
    const completed = await this.sweep().catch((error: unknown) => {
      this.logger.error(`reprise des traces : ${(error as Error).message}`);
      return 0;
    });
    const s = completed > 1 ? 's' : '';
    if (completed) this.logger.warn(`${completed} écriture${s} interrompue${s} par un arrêt brutal : trace${s} complétée${s}`);
    this.timer = setInterval(() => {
      this.sweeping ??= this.sweep()
        .catch((error: unknown) => this.logger.warn(`reprise des traces : ${(error as Error).message}`))
        .finally(() => (this.sweeping = undefined));
    }, SWEEP_EVERY_MS);
  }

  /** The closes under way are finished before the database connection closes. */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.sweeping;
    await this.crud.trails.flush();
  }

  /** Takes and completes the intents left; how many changes got their trail completed. */
  async sweep(): Promise<number> {
    const graceMs = config.soleWriter ? 0 : config.trailGraceMs;
    let completed = 0;
    for (;;) {
      const now = Date.now();
      const free = { at: { $lte: new Date(now - graceMs) }, $or: [{ claimed_at: { $exists: false } }, { claimed_at: { $lt: new Date(now - CLAIM_MS) } }] };
      const due = (await this.crud.trails.intents.find(free).limit(BATCH).toArray()).filter((intent) => !this.crud.trails.isOpenHere(intent._id));
      if (!due.length) return completed;
      for (const intent of due) {
        const claimed = await this.crud.trails.intents.updateOne({ _id: intent._id, ...free }, { $set: { claimed_at: new Date() } });
        if (claimed.modifiedCount === 1 && (await this.complete(intent))) completed += 1;
      }
    }
  }

  /** Writes what the trail of a change that happened lacks, then closes it; true when the change happened. */
  private async complete(intent: TrailIntent): Promise<boolean> {
    const resource = getResource(intent.collection);
    const model = resource && this.crud.model(resource.name);
    const stored = model ? await model.findById(intent.record_id).exec() : null;
    const marks = (stored?.get(TRAIL_MARKER) as string[] | undefined) ?? [];
    const happened = intent.action === 'delete' ? !stored : marks.includes(intent._id) || intent.happened === true;
    if (!resource || !model || !happened) {
      await this.crud.trails.forget([{ id: intent._id, ...intent }]);
      return false;
    }
    const asAnswered = (values: Values | undefined) => (values ? (model.hydrate(values).toJSON() as Values) : undefined);
    const before = asAnswered(intent.before);
    // A created record as stored; else from the intent alone (the record may be gone since: deleted by another process before this recovery).
    const after = intent.action === 'delete' ? undefined : intent.action === 'create' && stored ? (stored.toJSON() as Values) : asAnswered(intent.action === 'create' ? intent.values : { ...intent.before, ...intent.values });
    const write = observedWrite(resource, intent.action, { before, after }, intent._id);
    const [activityDone, auditDone, eventDone] = await Promise.all([
      this.exists(userActivity.name, { _id: new mongo.ObjectId(intent._id) }),
      this.exists(settingsLogs.name, { _id: new mongo.ObjectId(intent._id) }),
      this.exists(EVENTS_COLLECTION, { trail: intent._id }),
    ]);
    const observed = this.activity.isCollection(resource.name);
    const author = intent.author;
    let written = true;
    if (observed && 'request' in author && !(activityDone && auditDone)) {
      written = await this.activity.record([this.activity.entryOf(write, author.request)], author.request.facts, { activity: !activityDone, audit: !auditDone });
    }
    if (observed && 'job' in author && !auditDone) written = (await this.audit.fromJob(author.job, [write])) && written;
    if (!eventDone) {
      const change = CHANGE[intent.action];
      const event = recordEvent(resource, change, (intent.action === 'delete' ? before : after)!, intent.actor, intent.action === 'update' ? before : undefined);
      written = (await this.events.publish(recordEventName(resource.name, change), event, intent._id)) && written;
    }
    // A part not written: the claim runs out and a later sweep tries again.
    if (written) await this.crud.trails.forget([{ id: intent._id, ...intent }]);
    return true;
  }

  private async exists(collection: string, filter: mongo.Filter<mongo.Document>): Promise<boolean> {
    return (await this.connection.db!.collection(collection).countDocuments(filter, { limit: 1 })) > 0;
  }
}
