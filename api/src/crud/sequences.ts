/**
 * Gapless sequence numbers that are never given twice (database/numbered-insert.ts): each
 * number given is a document of its own, and a unique index on (series, number) lets exactly
 * one of two racing writers have it; the other tries the next number. Numbers are never
 * deleted, so a number once given (an invoice deleted since) is never given again.
 */
import type { Connection } from 'mongoose';
import type { Collection } from 'mongodb';
import { insertNumbered, NumberingExhaustedError } from '../database/numbered-insert';

export const SEQUENCES_COLLECTION = 'sequence_numbers';

interface Allocation {
  series: string;
  number: number;
  at: Date;
}

export { NumberingExhaustedError as SequenceExhaustedError };

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
    return insertNumbered({
      series,
      last: () => this.last(series),
      insert: (number) => this.collection().insertOne({ series, number, at: new Date() }),
    });
  }
}
