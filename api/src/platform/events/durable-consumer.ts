/**
 * A durable consumer of the event log (webhooks, audit alerts): a named reader that keeps its
 * position in the database, so it resumes where it stopped after a restart, on whichever
 * process runs it. Delivery is at least once: the position moves past an event only after
 * its handler has returned, so an event whose handling was cut short by a crash is handled
 * again after the start (a handler must bear seeing an event twice).
 *
 * The position is written once per pass, at its end (or before an event whose handler threw),
 * not once per event: on the embedded database, which applies writes one at a time, each
 * would delay the requests' own. A process that dies in the middle of a pass hands all of the
 * pass's events over again.
 *
 * Of several processes, one at a time runs a consumer: the one holding its lease for the
 * current epoch of LEASE_MS. The lease of an epoch is a document whose `_id` is
 * `{consumer}@{epoch}`, so taking it is one insert under a unique key, atomic on MongoDB and
 * on the embedded database alike. The holder of an epoch takes the next one as soon as it
 * starts; another process only tries HANDOVER_MS later, and the holder starts no handler in
 * the last HANDOVER_MS of its epoch, so two processes run a consumer at once only when a
 * handler outlasts that margin.
 */
import { Logger } from '@nestjs/common';
import type { mongo } from 'mongoose';
import { requestsQuiet } from '../../common/requests-in-flight';
import { isDuplicateKey } from '../../database/numbered-insert';
import { loggedEvent, type EventLog, type LoggedEvent } from './event-log';
import { matchesPattern } from './event-pattern';

export const CONSUMERS_COLLECTION = 'platform_event_consumers';
export const LEASES_COLLECTION = 'platform_event_leases';

export const LEASE_MS = 15_000;
const HANDOVER_MS = 1_500;
/** Leases of older epochs than this many are removed by the next holder. */
const LEASES_KEPT = 6;
const BATCH = 100;

export interface DurableConsumerDefinition {
  /** Unique and stable: the database keeps the consumer's position under it. */
  name: string;
  /** The event names or patterns it handles (`payment.succeeded`, `users.*`, `**`). */
  events: readonly string[];
  /**
   * Handles one event. A throw leaves the position before the event, which is tried again at
   * the next pass (about every second): a handler that must not hold back the events after
   * it records its own failure and returns.
   */
  handle: (event: LoggedEvent) => Promise<void>;
}

export interface ConsumerDocument {
  _id: string;
  /** The last position handled. */
  position: number;
  declared_at: Date;
  /** When a process last held the consumer: one unseen for long no longer holds the log back. */
  seen_at: Date;
}

interface LeaseDocument {
  _id: string;
  consumer: string;
  epoch: number;
  owner: string;
  at: Date;
}

export class DurableConsumer {
  private heldEpoch = -1;
  /** An epoch another process holds: not asked again. */
  private lostEpoch = -1;
  /** The position this process last committed (-1 before its first pass). */
  private handledTo = -1;
  private running?: Promise<void>;
  private again = false;
  /** A pass is asked for once requests are quiet (wakeWhenQuiet). */
  private waiting = false;
  private stopped = false;

  constructor(
    private readonly db: mongo.Db,
    private readonly log: EventLog,
    readonly definition: DurableConsumerDefinition,
    /** Names this process in the leases. */
    private readonly owner: string,
    private readonly now: () => number = Date.now,
    private readonly logger: Pick<Logger, 'error'> = new Logger('Événements'),
  ) {}

  private get consumers() {
    return this.db.collection<ConsumerDocument>(CONSUMERS_COLLECTION);
  }

  private get leases() {
    return this.db.collection<LeaseDocument>(LEASES_COLLECTION);
  }

  /** Whether the log holds a position this process has not seen the consumer pass. */
  isBehind(newest: number): boolean {
    return this.handledTo < newest;
  }

  wants(name: string): boolean {
    return this.definition.events.some((pattern) => matchesPattern(pattern, name));
  }

  /** The first time a consumer is ever declared, it starts at the log's end: nothing before is owed. */
  async register(): Promise<void> {
    const at = new Date(this.now());
    const position = await this.log.last();
    await this.consumers.insertOne({ _id: this.definition.name, position, declared_at: at, seen_at: at }).catch((error: unknown) => {
      if (!isDuplicateKey(error)) throw error;
    });
  }

  /** Handles what is new now, or right after the pass under way; resolves when done. */
  wake(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.pass();
        } while (this.again && !this.stopped);
      } catch (error) {
        this.logger.error(`Consommateur ${this.definition.name} : ${(error as Error).message}`);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /**
   * Handles what is new once the requests of this process are quiet (requests-in-flight.ts),
   * within a second: after a write, its consumers' reads and position write do not delay the
   * next request's writes. Wakes asked for during the wait make one pass. What must be
   * handled before going on (a test, a shutdown) calls `wake` instead.
   */
  wakeWhenQuiet(): void {
    if (this.waiting || this.stopped) return;
    this.waiting = true;
    void requestsQuiet().then(() => {
      this.waiting = false;
      if (!this.stopped) void this.wake();
    });
  }

  /** Lets the pass under way finish, then gives the lease up so a restarted process takes it at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
    if (this.heldEpoch >= 0) await this.leases.deleteOne({ _id: leaseId(this.definition.name, this.heldEpoch), owner: this.owner }).catch(() => undefined);
    this.heldEpoch = -1;
  }

  private async pass(): Promise<void> {
    const heldBefore = this.heldEpoch;
    const epoch = await this.lease();
    if (epoch === undefined) return;
    // Held without a break since this process's last commit: no other process ran the
    // consumer meanwhile, so the stored position is the one committed here.
    const continuous = this.handledTo >= 0 && (heldBefore === epoch || heldBefore === epoch - 1);
    const start = continuous ? this.handledTo : (await this.consumers.findOne({ _id: this.definition.name }))?.position;
    if (start === undefined) return;
    let position = start;
    // The position stored by this pass: a commit that would store it again is not sent (a pass that found nothing new writes nothing).
    let stored = start;
    const commit = async () => {
      if (position === stored) {
        this.handledTo = position;
        return;
      }
      await this.commit(position);
      stored = position;
    };
    while (this.holds(epoch)) {
      const entries = await this.log.after(position, BATCH);
      for (const entry of entries) {
        if (!this.holds(epoch)) break;
        if (this.wants(entry.name)) {
          try {
            await this.definition.handle(loggedEvent(entry));
          } catch (error) {
            this.logger.error(`Consommateur ${this.definition.name}, événement ${entry._id} (${entry.name}) : ${(error as Error).message}`);
            await commit();
            return;
          }
        }
        position = entry._id;
      }
      // Once per batch read: a pass reads one, but after a backlog.
      await commit();
      if (entries.length < BATCH) return;
    }
  }

  /** Moves the position forward only (a late writer never takes it back). */
  private async commit(position: number): Promise<void> {
    this.handledTo = position;
    await this.consumers.updateOne({ _id: this.definition.name, position: { $lt: position } }, { $set: { position, seen_at: new Date(this.now()) } });
  }

  private holds(epoch: number): boolean {
    return !this.stopped && this.now() < (epoch + 1) * LEASE_MS - HANDOVER_MS;
  }

  /** The epoch whose lease this process holds now, if it holds it. */
  private async lease(): Promise<number | undefined> {
    if (this.stopped) return undefined;
    const now = this.now();
    const epoch = Math.floor(now / LEASE_MS);
    if (epoch === this.heldEpoch) return epoch;
    if (epoch === this.lostEpoch) return undefined;
    // The holder of the epoch before keeps its turn; the others wait for it to show.
    if (this.heldEpoch !== epoch - 1 && now - epoch * LEASE_MS < HANDOVER_MS) return undefined;
    const name = this.definition.name;
    const taken = await this.leases.insertOne({ _id: leaseId(name, epoch), consumer: name, epoch, owner: this.owner, at: new Date(now) }).then(
      () => true,
      (error: unknown) => {
        if (isDuplicateKey(error)) return false;
        throw error;
      },
    );
    const mine = taken || (await this.leases.findOne({ _id: leaseId(name, epoch) }))?.owner === this.owner;
    if (!mine) {
      this.lostEpoch = epoch;
      return undefined;
    }
    this.heldEpoch = epoch;
    await this.consumers.updateOne({ _id: name }, { $set: { seen_at: new Date(now) } });
    await this.leases.deleteMany({ consumer: name, epoch: { $lt: epoch - LEASES_KEPT } });
    return epoch;
  }
}

const leaseId = (consumer: string, epoch: number) => `${consumer}@${epoch}`;

/**
 * The position every consumer seen since a moment has handled (Infinity when none): the log
 * below it is no longer owed to anyone.
 */
export async function handledByAll(db: mongo.Db, seenSince: Date): Promise<number> {
  const consumers = await db.collection<ConsumerDocument>(CONSUMERS_COLLECTION).find({ seen_at: { $gte: seenSince } }).toArray();
  return consumers.length ? Math.min(...consumers.map((consumer) => consumer.position)) : Infinity;
}
