/**
 * The event bus every server process shares. `publish` hands an event to this process's own
 * listeners at once (EventEmitter2: live streams) and appends it to the durable log
 * (event-log.ts); each process follows the log and feeds the events of the other processes
 * to its own listeners, so a stream shows every write whichever process served it, and each
 * event reaches a process's listeners exactly once. Durable consumers (`consume`) read the
 * log at their own position (durable-consumer.ts), and a job trims what every one has passed.
 *
 * A new entry, or the tick, wakes the consumers once this process's requests are quiet
 * (DurableConsumer.wakeWhenQuiet): their work after a write yields to the next request's.
 *
 * The log is followed by polling every FOLLOW_EVERY_MS, only when other processes may write
 * (SOLE_WRITER off): a sole writer has published every entry itself.
 */
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectConnection } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import { BACKGROUND_WORK } from '../../common/background-work';
import { config } from '../../config';
import { JobsService } from '../jobs/jobs.service';
import { DurableConsumer, handledByAll, type DurableConsumerDefinition } from './durable-consumer';
import { EventLog, type EventEntry } from './event-log';
import { pendingTrails } from '../../crud/trail-intents';

const FOLLOW_EVERY_MS = 150;
const FOLLOW_BATCH = 500;
/** Each consumer looks at the log and its lease this often, even when nothing woke it (see tick). */
const CONSUMER_TICK_MS = 1_000;
/** An entry every consumer has passed stays this long still (a process that fell behind catches up). */
export const EVENT_RETENTION_MS = 60 * 60_000;
/** A consumer no process has run for this long (its code removed) no longer holds the log back. */
export const CONSUMER_FORGOTTEN_MS = 30 * 24 * 60 * 60_000;

@Injectable()
export class EventBus implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown {
  /** Names this process in the entries it appends and the leases it takes. */
  readonly origin = randomUUID();
  private readonly log: EventLog;
  private readonly consumers = new Map<string, DurableConsumer>();
  private readonly logger = new Logger('Événements');
  private cursor = 0;
  private started = false;
  private stopped = false;
  private followTimer?: NodeJS.Timeout;
  private tickTimer?: NodeJS.Timeout;
  private following?: Promise<void>;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly bus: EventEmitter2,
    private readonly jobs: JobsService,
    @Inject(BACKGROUND_WORK) private readonly background: boolean,
  ) {
    this.log = new EventLog(connection.db!);
  }

  onModuleInit(): void {
    this.jobs.declare({ name: 'events.trim', everyMs: 10 * 60_000, handler: () => this.trim() });
  }

  /**
   * Publishes an event: this process's listeners have it when this returns, the log once the
   * promise resolves (it never rejects: an append that fails is logged, and false). The payload is stored
   * as JSON: it must carry no secret. `trail`: the record's write it tells (crud/trail-intents.ts).
   */
  async publish(name: string, payload: unknown, trail?: string): Promise<boolean> {
    const data = JSON.stringify(payload ?? null);
    this.bus.emit(name, JSON.parse(data));
    try {
      await this.log.append(name, data, this.origin, trail);
    } catch (error) {
      this.logger.error(`Événement ${name} non journalisé : ${(error as Error).message}`);
      return false;
    }
    this.wakeConsumers(name);
    return true;
  }

  /**
   * Declares a durable consumer, in a module's `onModuleInit` (see DurableConsumerDefinition):
   * it runs on one process at a time from the server's start, at least once per event.
   */
  consume(definition: DurableConsumerDefinition): void {
    if (this.consumers.has(definition.name)) throw new Error(`Consumer ${definition.name} declared twice`);
    const consumer = new DurableConsumer(this.connection.db!, this.log, definition, this.origin);
    this.consumers.set(definition.name, consumer);
    if (this.started) void this.begin(consumer);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (!this.background) return;
    this.started = true;
    this.cursor = await this.log.last();
    await Promise.all([...this.consumers.values()].map((consumer) => this.begin(consumer)));
    this.tickTimer = setInterval(() => this.tick(), CONSUMER_TICK_MS);
    if (!config.soleWriter) this.followTimer = setTimeout(() => this.follow(), FOLLOW_EVERY_MS);
  }

  /** Before the database connection closes: consumers finish their pass and give their lease up. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.followTimer);
    clearInterval(this.tickTimer);
    await this.following;
    await Promise.all([...this.consumers.values()].map((consumer) => consumer.stop()));
  }

  /**
   * With other processes, each consumer keeps its lease and looks at the log; as sole writer
   * every new entry woke it already, so only one left behind (a failed event) is looked at again.
   */
  private tick(): void {
    for (const consumer of this.consumers.values()) if (!config.soleWriter || consumer.isBehind(this.log.newestKnown)) consumer.wakeWhenQuiet();
  }

  private async begin(consumer: DurableConsumer): Promise<void> {
    await consumer.register().catch((error: unknown) => this.logger.error(`Consommateur ${consumer.definition.name} : ${(error as Error).message}`));
    void consumer.wake();
  }

  private follow(): void {
    this.following = this.readNew()
      .catch((error: unknown) => this.logger.warn(`Suivi du journal des événements : ${(error as Error).message}`))
      .finally(() => {
        if (!this.stopped) this.followTimer = setTimeout(() => this.follow(), FOLLOW_EVERY_MS);
      });
  }

  /** The entries of the other processes since the last look, to this process's listeners. */
  private async readNew(): Promise<void> {
    let entries: EventEntry[];
    do {
      entries = await this.log.after(this.cursor, FOLLOW_BATCH);
      for (const entry of entries) {
        this.cursor = entry._id;
        if (entry.origin === this.origin) continue;
        this.bus.emit(entry.name, JSON.parse(entry.data));
        this.wakeConsumers(entry.name);
      }
    } while (entries.length === FOLLOW_BATCH && !this.stopped);
  }

  private wakeConsumers(name: string): void {
    if (!this.started) return;
    for (const consumer of this.consumers.values()) if (consumer.wants(name)) consumer.wakeWhenQuiet();
  }

  private async trim(): Promise<void> {
    const now = Date.now();
    const handled = await handledByAll(this.connection.db!, new Date(now - CONSUMER_FORGOTTEN_MS));
    await this.log.trim(handled + 1, new Date(now - EVENT_RETENTION_MS), await pendingTrails(this.connection.db!));
  }
}
