/**
 * The deliveries of webhooks (`webhook_deliveries`, dated by `created_at`): one document per
 * message to one endpoint, with each attempt (when, status code, duration, start of the
 * answer) and the moment of the next one. Kept in the database, they are retried after a
 * restart. An attempt is claimed by a unique-key insert (`webhook_delivery_claims`), so of
 * several server processes one only makes it.
 */
import { randomUUID } from 'node:crypto';
import { WEBHOOK_RETRY_DELAYS_MS } from '@hexagone/schemas';
import type { mongo } from 'mongoose';
import { isDuplicateKey } from '../database/numbered-insert';
import type { WebhookAttempt } from './signed-webhook';

export const DELIVERIES_COLLECTION = 'webhook_deliveries';
export const CLAIMS_COLLECTION = 'webhook_delivery_claims';

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

export interface DeliveryDocument {
  _id: string;
  webhook_id: string;
  /** The Standard Webhooks message id: the same on every attempt and on a replay. */
  message_id: string;
  event: string;
  /** When the event happened. */
  occurred_at: Date;
  data: unknown;
  created_at: Date;
  status: DeliveryStatus;
  next_at: Date | null;
  attempts: WebhookAttempt[];
}

/** A claim older than this was left by a process that stopped mid-attempt: the attempt is made again. */
const STALE_CLAIM_MS = 2 * 60_000;
const CLAIMS_KEPT_MS = 24 * 3_600_000;
/** Retries are spread by up to this share of their delay, so that endpoints coming back are not hit all at once. */
const JITTER = 0.2;

/** When the attempt after `made` failed attempts is due, or null when none is left. */
export function nextAttemptAt(made: number, now: Date, random = Math.random): Date | null {
  if (made >= WEBHOOK_RETRY_DELAYS_MS.length) return null;
  const delay = WEBHOOK_RETRY_DELAYS_MS[made];
  return new Date(now.getTime() + delay + Math.round(delay * JITTER * random()));
}

export interface NewDelivery {
  webhook_id: string;
  message_id: string;
  event: string;
  occurred_at: Date;
  data: unknown;
}

export class WebhookDeliveries {
  constructor(private readonly db: mongo.Db) {}

  private get deliveries() {
    return this.db.collection<DeliveryDocument>(DELIVERIES_COLLECTION);
  }

  private get claims() {
    return this.db.collection<{ _id: string; at: Date }>(CLAIMS_COLLECTION);
  }

  /** Queues a message for its first attempt, now; `id` makes a second queuing of one event a no-op. */
  async enqueue(delivery: NewDelivery, id: string = randomUUID()): Promise<DeliveryDocument> {
    const now = new Date();
    const document: DeliveryDocument = { _id: id, ...delivery, created_at: now, status: 'pending', next_at: now, attempts: [] };
    try {
      await this.deliveries.insertOne(document);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
    }
    return document;
  }

  due(now: Date, limit: number): Promise<DeliveryDocument[]> {
    return this.deliveries.find({ status: 'pending', next_at: { $lte: now } }).sort({ next_at: 1 }).limit(limit).toArray();
  }

  /** Whether this process makes the delivery's next attempt (no other one claimed it). */
  async claim(delivery: DeliveryDocument, now: Date): Promise<boolean> {
    const id = `${delivery._id}#${delivery.attempts.length + 1}`;
    await this.claims.deleteOne({ _id: id, at: { $lt: new Date(now.getTime() - STALE_CLAIM_MS) } });
    try {
      await this.claims.insertOne({ _id: id, at: now });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /** Records an attempt: done when it succeeded or `final`, else due again after its delay. */
  async recordAttempt(delivery: DeliveryDocument, attempt: WebhookAttempt, final: boolean): Promise<DeliveryStatus> {
    const made = delivery.attempts.length + 1;
    const next = attempt.ok || final ? null : nextAttemptAt(made, attempt.at);
    const status: DeliveryStatus = attempt.ok ? 'succeeded' : next ? 'pending' : 'failed';
    await this.deliveries.updateOne({ _id: delivery._id }, { $push: { attempts: attempt }, $set: { status, next_at: next } });
    return status;
  }

  /** Claims outlive their attempt a day (a process that read the delivery late finds its attempt taken). */
  async purgeClaims(now: Date): Promise<void> {
    await this.claims.deleteMany({ at: { $lt: new Date(now.getTime() - CLAIMS_KEPT_MS) } });
  }

  /** Ends every waiting delivery of an endpoint that is switched off or gone. */
  async abandon(webhookId: string): Promise<void> {
    await this.deliveries.updateMany({ webhook_id: webhookId, status: 'pending' }, { $set: { status: 'failed', next_at: null } });
  }

  list(webhookId: string, limit: number): Promise<DeliveryDocument[]> {
    return this.deliveries.find({ webhook_id: webhookId }).sort({ created_at: -1 }).limit(limit).toArray();
  }

  find(webhookId: string, id: string): Promise<DeliveryDocument | null> {
    return this.deliveries.findOne({ _id: id, webhook_id: webhookId });
  }

  async forget(webhookId: string): Promise<void> {
    await this.deliveries.deleteMany({ webhook_id: webhookId });
  }
}
