/**
 * The audit log's only writer. Each entry takes the next sequence number and the hash of the
 * one before it (audit-chain.ts). Two server processes may append at once: the sequence has a
 * unique index, so of two entries claiming the same number only the first insert lands and the
 * other takes the newest one's next. The chain's head (last sequence and hash) is kept beside
 * the log so that appending reads one document by id, and by this process after its own append,
 * so that the next one reads nothing. It is only a shortcut and a mark for the verification:
 * it is moved once requests are quiet (requestsQuiet), one write for a burst of entries instead
 * of one write per entry before each answer; an entry that landed without moving the head (a
 * crash in between, another process's append) is found by the refused claim and the head moved
 * on to the newest entry.
 *
 * Every entry is then published on the event bus (`audit.entry`): the live stream and the
 * alert rules read it there, from whichever process wrote it.
 */
import { Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { mongo, type Connection } from 'mongoose';
import {
  auditSettings,
  FAILED_LOGINS_ALERT_WINDOW_MINUTES,
  settingsLogs,
  settingsSecurity,
  severityKept,
  type AuditSeverity,
  type Values,
} from '@hexagone/schemas';
import { KeyedQueue } from '../common/keyed-queue';
import { requestsQuiet } from '../common/requests-in-flight';
import { CrudService } from '../crud/crud.service';
import { EventBus } from '../platform/events/event-bus';
import { SettingsService } from '../settings/settings.service';
import { config } from '../config';
import { loadSecretsKey } from '../crud/secret-box';
import {
  CHAIN_KEYED_ACTION,
  CHAIN_ORIGIN,
  chainKeys,
  ChainVerifier,
  checkpointSignature,
  entryHash,
  plainEntryHash,
  type ChainCheckpoint,
  type ChainReport,
  type ChainStart,
} from './audit-chain';
import type { AuditContent } from './audit-entry';

export const AUDIT_CHAIN_COLLECTION = 'audit_chain';
export const AUDIT_ENTRY_EVENT = 'audit.entry';
const HEAD_ID = 'head';
const CHECKPOINT_ID = 'checkpoint';
const MAX_CLAIMS = 50;

/** An entry to append; a record's write names it by its trail's id (crud/trail-intents.ts), which a recovery looks for. */
export type AuditWrite = AuditContent & { _id?: string };
export type AuditEntry = AuditWrite & { sequence: number; previous_hash: string; hash: string };

interface ChainDocument {
  _id: string;
  sequence: number;
  hash: string;
  at?: Date;
}

const isDuplicate = (error: unknown): boolean => (error as { code?: number }).code === 11000;

/** What the verification found, and each checkpoint an operator brought. */
export interface CheckpointCheck {
  sequence: number;
  valid: boolean;
  /** Why not: a signature this installation did not make, an entry changed since, or one removed by the retention (not a fault). */
  reason?: 'signature' | 'changed' | 'retention';
}

@Injectable()
export class AuditLogService implements BeforeApplicationShutdown, OnApplicationBootstrap {
  private readonly logger = new Logger("Journal d'audit");
  /** Appends of this process one after the other: they would only contend with each other. */
  private readonly appends = new KeyedQueue();
  private headReady?: Promise<void>;
  /**
   * The head after this process's last append: the next one claims from it without reading the
   * head again. Another process may have appended since: the sequence's unique index then
   * refuses the claim, and the loop reads the head (appendOne).
   */
  private lastHead?: ChainStart;
  /** The head this process wrote last and has not yet stored, and the write storing it. */
  private unstoredHead?: ChainStart;
  private headWrite?: Promise<void>;
  /** The events of this process's entries not yet in the durable log (appendOne). */
  private readonly publishing = new Set<Promise<unknown>>();
  private stopping = false;
  /** Kept outside the database (audit-chain.ts): the chain's key and the checkpoints'. */
  private readonly keys = chainKeys(loadSecretsKey(config.secretsKey, config.dataDir));

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly crud: CrudService,
    private readonly events: EventBus,
    private readonly settingsInForce: SettingsService,
  ) {}

  private get entries() {
    return this.connection.db!.collection<Values>(settingsLogs.name);
  }

  private get chain() {
    return this.connection.db!.collection<ChainDocument>(AUDIT_CHAIN_COLLECTION);
  }

  /**
   * Appends entries in order; those below the log level are not kept. A failure is logged, never
   * thrown (undefined then): the request it describes goes on. The level is taken at once; the entries are
   * appended once this process's earlier appends are done, each published as its head moves.
   */
  async write(contents: AuditWrite[]): Promise<AuditEntry[] | undefined> {
    if (!contents.length) return [];
    // The level in force as the settings service keeps it (another process's change within seconds): no read before each entry.
    const settingsRead = this.settingsInForce.audit().catch(() => undefined);
    const run = this.appends.run(AUDIT_CHAIN_COLLECTION, async () => {
      const [settings] = await Promise.all([settingsRead, this.lastHead ? undefined : this.ensureHead()]);
      const level = (settings?.log_level as AuditSeverity | undefined) ?? 'info';
      const written: AuditEntry[] = [];
      for (const content of contents.filter((c) => severityKept(c.severity, level))) written.push(await this.appendOne(content));
      return written;
    });
    try {
      return await run;
    } catch (error) {
      this.logger.error(`entrée non écrite : ${(error as Error).message}`);
      return undefined;
    }
  }

  settings(): Promise<Values> {
    return this.crud.readSingleton(auditSettings);
  }

  private async appendOne(content: AuditWrite): Promise<AuditEntry> {
    for (let claim = 0; claim < MAX_CLAIMS; claim++) {
      const head = (claim === 0 && this.lastHead) || (await this.readChain(HEAD_ID));
      this.lastHead = undefined;
      const entry: AuditEntry = { ...content, sequence: head.sequence + 1, previous_hash: head.hash, hash: '' };
      entry.hash = entryHash(entry, this.keys.entries);
      try {
        const { _id, ...stored } = entry;
        const { insertedId } = await this.entries.insertOne(_id ? { ...stored, _id: new mongo.ObjectId(_id) } : stored);
        entry._id = String(insertedId);
      } catch (error) {
        if (!isDuplicate(error)) throw error;
        // A write's entry is appended once: a recovery may have written it already.
        if (content._id && (await this.entries.countDocuments({ _id: new mongo.ObjectId(content._id) }, { limit: 1 }))) return entry;
        await this.catchUp(head);
        continue;
      }
      // The entry is stored. Its event reaches this process's listeners (the live stream) now; its
      // append to the durable log (never rejected), which the other processes and the alert rules
      // read, goes on after the answer: one command fewer before it, on a database that writes one
      // command at a time. A crash before that append loses this event only, as a crash right
      // after the insert always did: the entry is in the chain. The head is stored later.
      const published: Promise<unknown> = this.events.publish(AUDIT_ENTRY_EVENT, publicEntry(entry)).finally(() => this.publishing.delete(published));
      this.publishing.add(published);
      this.lastHead = { sequence: entry.sequence, hash: entry.hash };
      this.storeHead(this.lastHead);
      return entry;
    }
    throw new Error('séquence du journal introuvable');
  }

  /** Another process holds the next number, or the stored head was left behind: the head moves on to the newest entry. */
  private async catchUp(head: ChainStart): Promise<void> {
    const [newest] = await this.entries.find({ sequence: { $gt: head.sequence } }, { projection: { sequence: 1, hash: 1 } }).sort({ sequence: -1 }).limit(1).toArray();
    if (newest) await this.moveHead({ sequence: Number(newest.sequence), hash: String(newest.hash) });
  }

  /** Only forward: a head left behind moves on, one moved further by another process stays. */
  private async moveHead(to: ChainStart): Promise<void> {
    await this.chain.updateOne({ _id: HEAD_ID, sequence: { $lt: to.sequence } }, { $set: { sequence: to.sequence, hash: to.hash, at: new Date() } });
  }

  /** Stores this head once requests are quiet; the heads of entries appended meanwhile are stored in the same write. */
  private storeHead(head: ChainStart): void {
    this.unstoredHead = head;
    this.headWrite ??= (async () => {
      try {
        while (this.unstoredHead) {
          if (!this.stopping) await requestsQuiet();
          const next = this.unstoredHead;
          this.unstoredHead = undefined;
          await this.moveHead(next).catch((error: unknown) => this.logger.error(`tête de la chaîne non enregistrée : ${(error as Error).message}`));
        }
      } finally {
        this.headWrite = undefined;
      }
    })();
  }

  /** A stopping server stores the head and the entries' events it has not stored yet. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopping = true;
    await Promise.all([this.headWrite, ...this.publishing]);
  }

  private ensureHead(): Promise<void> {
    this.headReady ??= this.chain
      .updateOne({ _id: HEAD_ID }, { $setOnInsert: { sequence: CHAIN_ORIGIN.sequence, hash: CHAIN_ORIGIN.hash } }, { upsert: true })
      .then(
        () => undefined,
        (error: unknown) => {
          if (!isDuplicate(error)) {
            this.headReady = undefined;
            throw error;
          }
        },
      );
    return this.headReady;
  }

  private async readChain(id: string): Promise<ChainStart> {
    const doc = await this.chain.findOne({ _id: id });
    return doc ? { sequence: doc.sequence, hash: doc.hash } : CHAIN_ORIGIN;
  }

  /** Where verification starts: after the last entry the retention removed. */
  checkpoint(): Promise<ChainStart> {
    return this.readChain(CHECKPOINT_ID);
  }

  /** Records that entries up to this one are removed on purpose (written before they go); it only ever moves forward. */
  async moveCheckpoint(to: ChainStart): Promise<void> {
    await this.chain
      .updateOne({ _id: CHECKPOINT_ID, sequence: { $lt: to.sequence } }, { $set: { sequence: to.sequence, hash: to.hash, at: new Date() } }, { upsert: true })
      .catch((error: unknown) => {
        // The checkpoint is already further on (another run moved it): nothing to record.
        if (!isDuplicate(error)) throw error;
      });
  }

  /** Reads the chain from its checkpoint in sequence order and reports its first broken link. */
  async verify(): Promise<ChainReport> {
    const [start, head] = await Promise.all([this.checkpoint(), this.readChain(HEAD_ID)]);
    const verifier = new ChainVerifier(start, this.keys.entries);
    const cursor = this.entries.find({ sequence: { $gt: start.sequence } }).sort({ sequence: 1 }).batchSize(1_000);
    try {
      for await (const entry of cursor) if (!verifier.next(entry)) break;
    } finally {
      await cursor.close();
    }
    // This process's own last entry counts even before its head is stored.
    return verifier.report(Math.max(head.sequence, this.lastHead?.sequence ?? 0));
  }

  /**
   * A log whose newest entry has a plain hash (written before the key): a keyed entry seals it,
   * once, at the start of the first server with the key (another server doing the same at once
   * only adds a second, harmless entry).
   */
  async onApplicationBootstrap(): Promise<void> {
    const [newest] = await this.entries.find({}).sort({ sequence: -1 }).limit(1).toArray().catch(() => []);
    if (!newest || entryHash(newest, this.keys.entries) === newest.hash || plainEntryHash(newest) !== newest.hash) return;
    await this.write([
      {
        timestamp: new Date(),
        user: null,
        user_name: null,
        user_email: null,
        action: CHAIN_KEYED_ACTION,
        resource_type: settingsLogs.name,
        resource_id: null,
        severity: 'warning',
        ip_address: null,
        user_agent: null,
        http_method: null,
        request_url: null,
        details: { sealed_until: Number(newest.sequence) },
        error: null,
      },
    ]);
  }

  /** The newest entry as a checkpoint, signed by this installation: to keep outside it. */
  async signedCheckpoint(): Promise<ChainCheckpoint | undefined> {
    const [newest] = await this.entries.find({}, { projection: { sequence: 1, hash: 1, timestamp: 1 } }).sort({ sequence: -1 }).limit(1).toArray();
    if (!newest) return undefined;
    const point = { sequence: Number(newest.sequence), hash: String(newest.hash), timestamp: new Date(newest.timestamp as Date).toISOString(), signed_at: new Date().toISOString() };
    return { ...point, signature: checkpointSignature(point, this.keys.checkpoints) };
  }

  /** Each checkpoint against the log as it is: signed here, and its entry still the same (or removed by the retention). */
  async checkCheckpoints(points: readonly ChainCheckpoint[]): Promise<CheckpointCheck[]> {
    const start = await this.checkpoint();
    return Promise.all(
      points.map(async (point): Promise<CheckpointCheck> => {
        const sequence = Number(point.sequence);
        if (checkpointSignature(point, this.keys.checkpoints) !== point.signature) return { sequence, valid: false, reason: 'signature' };
        if (sequence <= start.sequence) return { sequence, valid: true, reason: 'retention' };
        const entry = await this.entries.findOne({ sequence }, { projection: { hash: 1 } });
        return entry?.hash === point.hash ? { sequence, valid: true } : { sequence, valid: false, reason: 'changed' };
      }),
    );
  }

  /** Whether this failed login makes as many on the account within the window as the security settings allow. */
  async failedLoginsReachLimit(user: string, now: Date): Promise<number | undefined> {
    const security = await this.crud.readSingleton(settingsSecurity);
    const limit = Number(security.max_login_attempts);
    const since = new Date(now.getTime() - FAILED_LOGINS_ALERT_WINDOW_MINUTES * 60_000);
    const failures = await this.entries.countDocuments({ action: 'user.login', user, error: { $ne: null }, timestamp: { $gte: since } });
    return failures === limit ? failures : undefined;
  }
}

/** An entry as the screen and the stream show it (its storage id as `id`). */
export function publicEntry(entry: AuditEntry | Values): Values {
  const { _id, ...rest } = entry as Values;
  return { ...rest, _id: _id === undefined ? undefined : String(_id), id: _id === undefined ? undefined : String(_id) };
}
