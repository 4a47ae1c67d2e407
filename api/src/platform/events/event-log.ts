/**
 * The durable event log every server process shares: each published event (record events
 * `{collection}.{change}`, named events such as `payment.succeeded`) is a document whose `_id`
 * is its position. Positions are gapless and given by a unique-key insert
 * (database/numbered-insert.ts), never by `$inc`: a position is only ever written once the
 * one before it is stored, so a reader that has seen position n and reads "after n" misses
 * nothing. Trimming never removes the newest entry, so positions never start again.
 */
import { Logger } from '@nestjs/common';
import type { mongo } from 'mongoose';
import { KeyedQueue } from '../../common/keyed-queue';
import { insertNumbered } from '../../database/numbered-insert';

export const EVENTS_COLLECTION = 'platform_events';

export interface EventEntry {
  _id: number;
  name: string;
  /** The payload as JSON text: any key is allowed, and every reader decodes the same object. */
  data: string;
  /** The process that published it (it has already reached that process's own bus). */
  origin: string;
  at: Date;
  /** The record's write this event tells (crud/trail-intents.ts). */
  trail?: string;
}

/** An event as listeners and consumers receive it. */
export interface LoggedEvent<T = unknown> {
  position: number;
  name: string;
  payload: T;
  at: Date;
}

export const loggedEvent = (entry: EventEntry): LoggedEvent => ({
  position: entry._id,
  name: entry.name,
  payload: JSON.parse(entry.data) as unknown,
  at: entry.at,
});

export class EventLog {
  /** The highest position this process knows is stored: the first number it tries next. */
  private known = 0;
  private trailIndex?: Promise<void>;

  constructor(private readonly db: mongo.Db) {}

  private get entries() {
    return this.db.collection<EventEntry>(EVENTS_COLLECTION);
  }

  /** The newest position this process has appended or read. */
  get newestKnown(): number {
    return this.known;
  }

  /** The newest position (0 for an empty log). */
  async last(): Promise<number> {
    const [top] = await this.entries.find({}, { projection: { _id: 1 } }).sort({ _id: -1 }).limit(1).toArray();
    this.saw(top?._id ?? 0);
    return top?._id ?? 0;
  }

  /** This process's appends, one after the other: side by side they would only claim the same position. */
  private readonly appends = new KeyedQueue();

  /** Appends an event after this process's earlier ones; resolves to its position once it is stored. */
  append(name: string, data: string, origin: string, trail?: string): Promise<number> {
    return this.appends.run(EVENTS_COLLECTION, () => this.appendNow(name, data, origin, trail));
  }

  /**
   * A write's event is stored once, whoever writes it (the request, or a recovery that found it
   * missing): a unique index on `trail`, sparse (the other events have none; FerretDB ignores
   * the option, and neither SQLite nor PostgreSQL counts a missing key as a duplicate).
   */
  private ensureTrailIndex(): Promise<void> {
    this.trailIndex ??= this.entries
      .createIndex({ trail: 1 }, { unique: true, sparse: true, name: 'trail_unique' })
      .then(
        () => undefined,
        // Events stored twice before the index (an older version's recovery): tried again at the next start, once the trim removed them.
        (error: unknown) => new Logger('Événements').warn(`index unique des traces non créé : ${(error as Error).message}`),
      );
    return this.trailIndex;
  }

  private async appendNow(name: string, data: string, origin: string, trail?: string): Promise<number> {
    if (trail) await this.ensureTrailIndex();
    const position = await insertNumbered({
      series: EVENTS_COLLECTION,
      last: () => this.last(),
      hint: this.known ? this.known + 1 : undefined,
      insert: (number) => this.entries.insertOne({ _id: number, name, data, origin, at: new Date(), ...(trail ? { trail } : {}) }),
      stored: trail ? async () => (await this.entries.findOne({ trail }, { projection: { _id: 1 } }))?._id : undefined,
    });
    this.saw(position);
    return position;
  }

  /** The entries after a position, oldest first. */
  async after(position: number, limit: number): Promise<EventEntry[]> {
    const entries = await this.entries.find({ _id: { $gt: position } }).sort({ _id: 1 }).limit(limit).toArray();
    if (entries.length) this.saw(entries[entries.length - 1]._id);
    return entries;
  }

  /** Removes the entries below a position written before a moment, always keeping the newest and those of trails still open (a recovery looks for them). */
  async trim(below: number, before: Date, openTrails: string[] = []): Promise<number> {
    const newest = await this.last();
    const kept = openTrails.length ? { trail: { $nin: openTrails } } : {};
    const { deletedCount } = await this.entries.deleteMany({ _id: { $lt: Math.min(below, newest) }, at: { $lt: before }, ...kept });
    return deletedCount;
  }

  private saw(position: number): void {
    if (position > this.known) this.known = position;
  }
}
