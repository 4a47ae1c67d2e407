/**
 * Gapless sequence numbers that are never given twice, without relying on `$inc` (which the
 * embedded database has been seen to lose under concurrency): each number given is a
 * document of its own, and a unique index on (series, number) lets exactly one of two racing
 * writers have it; the other tries the next number. Numbers are never deleted, so a number
 * once given (an invoice deleted since) is never given again.
 */
import type { Connection } from 'mongoose';
import type { Collection } from 'mongodb';

export const SEQUENCES_COLLECTION = 'sequence_numbers';

interface Allocation {
  series: string;
  number: number;
  at: Date;
}

const DUPLICATE_KEY = 11000;
/** Enough for hundreds of writers at once; beyond it the caller answers 503 rather than spin. */
const MAX_ATTEMPTS = 500;

export class SequenceExhaustedError extends Error {}

export class SequenceAllocator {
  private indexReady?: Promise<unknown>;

  constructor(private readonly connection: Connection) {}

  private collection(): Collection<Allocation> {
    const db = this.connection.db;
    if (!db) throw new Error('database not connected');
    return db.collection<Allocation>(SEQUENCES_COLLECTION);
  }

  /** The unique index is the whole guarantee: it must exist before the first number is given. */
  ensureIndex(): Promise<unknown> {
    this.indexReady ??= this.collection()
      .createIndex({ series: 1, number: 1 }, { unique: true, name: 'series_number_unique' })
      .catch((error: unknown) => {
        this.indexReady = undefined;
        throw error;
      });
    return this.indexReady;
  }

  /** The last number given in a series (0 when none). */
  async last(series: string): Promise<number> {
    const [top] = await this.collection().find({ series }).sort({ number: -1 }).limit(1).toArray();
    return top?.number ?? 0;
  }

  /** Takes the next free number of the series: every number below it is taken. */
  async next(series: string): Promise<number> {
    await this.ensureIndex();
    let candidate = (await this.last(series)) + 1;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      try {
        await this.collection().insertOne({ series, number: candidate, at: new Date() });
        return candidate;
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      }
      // Someone else has it: read where the series is now, after a short random wait so that
      // a crowd of writers does not keep colliding on the same number.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(attempt, 20)));
      candidate = Math.max(candidate + 1, (await this.last(series)) + 1);
    }
    throw new SequenceExhaustedError(`series ${series}: no number after ${MAX_ATTEMPTS} attempts`);
  }
}
