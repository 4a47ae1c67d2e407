/**
 * A record's change and its trail (activity entry, audit entry, event) are one, whatever kills
 * the process: before a record is written, its planned trail is stored as an intent (one
 * insert), and the record's own write carries the intent's id in its `_trails` marker (one
 * document write, atomic on every database). Each part of the trail is written under the
 * intent's id (the activity and audit entries' `_id`, the event's `trail`), so that what a
 * crash left half-done is found and completed exactly once (trail-recovery.service.ts): the
 * marker says whether the change happened (a deletion: the record is gone). Once every part
 * is written, the intent is closed: the marker is pulled and the intent removed, in the
 * background when requests are quiet (a crash before that only leaves work the recovery
 * finds already done). No transaction: FerretDB v1 has none, and this works the same on it
 * and on MongoDB.
 */
import { Logger } from '@nestjs/common';
import { mongo, type Connection } from 'mongoose';
import type { Values } from '@hexagone/schemas';
import { requestsQuiet } from '../common/requests-in-flight';
import type { ScopeTrails, WriteAuthor } from '../activity/activity-scope';

export const TRAIL_INTENTS_COLLECTION = 'trail_intents';
/** The field of a record listing the trails of its changes not yet closed. */
export const TRAIL_MARKER = '_trails';

export type TrailAction = 'create' | 'update' | 'delete';

export interface TrailIntent {
  /** The trail's id: also the `_id` of its activity and audit entries. */
  _id: string;
  collection: string;
  record_id: string;
  action: TrailAction;
  /** The record as stored before an update or a deletion. */
  before?: Values;
  /** What a create or an update writes. */
  values?: Values;
  /** Who acted, as the event names them. */
  actor?: { id: string; name: string };
  author: WriteAuthor;
  at: Date;
  /** Set by the recovery that took it (a conditional update: one taker). */
  claimed_at?: Date;
  /**
   * Set when the record's deletion removed the marker that said the change happened: the
   * recovery writes the trail of a change to a record gone since, from the intent alone.
   */
  happened?: boolean;
}

interface MarkedRecord {
  _id: mongo.ObjectId;
  [TRAIL_MARKER]?: string[];
}

/**
 * How long finished trails wait to be closed together: under a stream of writes, one pass closes
 * a second's worth (one deleteMany) instead of every write's close contending with the next write.
 */
const CLOSE_AFTER_MS = 1_000;

export class TrailIntents {
  private readonly logger = new Logger('Traces des écritures');
  /** Planned by this process and not closed yet: its own writes in flight, never taken by its recovery. */
  private readonly open = new Map<string, Pick<TrailIntent, 'collection' | 'record_id'>>();
  private readonly closing = new Set<string>();
  private closeTimer?: NodeJS.Timeout;
  private closer?: Promise<void>;
  /** The server stops: what finishes from now on is left to the next start's recovery (the connection is closing). */
  private stopped = false;

  constructor(private readonly connection: Connection) {}

  get intents() {
    return this.connection.db!.collection<TrailIntent>(TRAIL_INTENTS_COLLECTION);
  }

  /** A new trail id, for a record's write about to be made. */
  static newId(): string {
    return new mongo.ObjectId().toHexString();
  }

  /** Stores the planned trail: from now on, the change it describes gets its trail or never happened. */
  async plan(intent: TrailIntent): Promise<void> {
    this.open.set(intent._id, { collection: intent.collection, record_id: intent.record_id });
    try {
      await this.intents.insertOne(intent);
    } catch (error) {
      this.open.delete(intent._id);
      throw error;
    }
  }

  /** Whether this process planned the trail and has not closed it (its write may still be going on). */
  isOpenHere(id: string): boolean {
    return this.open.has(id);
  }

  /**
   * The writes of a request or a job are done: the trails every part of which is written are
   * closed (once requests are quiet, one pass for a burst); the others are no longer in flight
   * here, their intents left to the recovery.
   */
  end({ all, finished }: ScopeTrails): void {
    const done = new Set(finished);
    for (const id of all) if (this.stopped || !done.has(id)) this.open.delete(id);
    for (const id of finished) if (this.open.has(id)) this.closing.add(id);
    if (this.closing.size && !this.closer) this.closeTimer ??= setTimeout(() => this.startClosing(), CLOSE_AFTER_MS).unref();
  }

  /** A stopping server closes what is finished, before its connection closes (the rest is found done by the next start's recovery). */
  async flush(): Promise<void> {
    this.stopped = true;
    if (this.closeTimer) this.startClosing();
    await this.closer;
  }

  private startClosing(): void {
    clearTimeout(this.closeTimer);
    this.closeTimer = undefined;
    this.closer ??= this.closeQueued().finally(() => {
      this.closer = undefined;
      if (this.closing.size && !this.stopped) this.closeTimer ??= setTimeout(() => this.startClosing(), CLOSE_AFTER_MS).unref();
    });
  }

  /**
   * The trails of a request that failed after writing stay open for the recovery: their
   * entries, planned as a success, carry the answer actually sent.
   */
  async answered(ids: string[], status: number): Promise<void> {
    if (!ids.length) return;
    await this.intents.updateMany({ _id: { $in: ids }, 'author.request': { $exists: true } }, { $set: { 'author.request.common.status_code': status } });
  }

  /** A record is deleted: the changes its markers say happened keep that fact in their intents. */
  async happened(ids: string[]): Promise<void> {
    if (ids.length) await this.intents.updateMany({ _id: { $in: ids } }, { $set: { happened: true } });
  }

  private async closeQueued(): Promise<void> {
    while (this.closing.size) {
      if (!this.stopped) await requestsQuiet();
      const ids = [...this.closing];
      this.closing.clear();
      const writes = ids.flatMap((id) => {
        const write = this.open.get(id);
        this.open.delete(id);
        return write ? [{ id, ...write }] : [];
      });
      await this.forget(writes).catch((error: unknown) => this.logger.warn(`traces non refermées : ${(error as Error).message}`));
    }
  }

  /**
   * The markers first (one write per collection: a record keeps no marker of another's trail,
   * so pulling all of them from each record is exact, and one command instead of one per record
   * spares the single writer of the embedded database most of the close), then the intents
   * (one write for all): an intent left without its marker reads as a change that never
   * happened, and its trail is complete anyway.
   */
  async forget(writes: Array<{ id: string } & Pick<TrailIntent, 'collection' | 'record_id'>>): Promise<void> {
    const byCollection = new Map<string, { records: Set<string>; ids: string[] }>();
    for (const { id, collection, record_id } of writes) {
      const marked = byCollection.get(collection) ?? { records: new Set(), ids: [] };
      marked.records.add(record_id);
      marked.ids.push(id);
      byCollection.set(collection, marked);
    }
    for (const [collection, { records, ids }] of byCollection) {
      const selected = [...records].map((id) => new mongo.ObjectId(id));
      await this.connection.db!.collection<MarkedRecord>(collection).updateMany({ _id: selected.length === 1 ? selected[0] : { $in: selected } }, { $pullAll: { _trails: ids } });
    }
    if (writes.length) await this.intents.deleteMany({ _id: { $in: writes.map((write) => write.id) } });
  }

}

/** The ids of the intents still stored: the event log keeps their events. */
export async function pendingTrails(db: mongo.Db): Promise<string[]> {
  return (await db.collection<TrailIntent>(TRAIL_INTENTS_COLLECTION).find({}, { projection: { _id: 1 } }).toArray()).map((intent) => intent._id);
}
