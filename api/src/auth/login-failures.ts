/**
 * The login throttle's counts in the database (collection `auth_login_failures`), shared by
 * every server process: a failure is one atomic increment of its document, a wait is only
 * ever lengthened by a conditional update, and counts forgotten for an hour are removed by a
 * job that runs once across processes.
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { JobsService } from '../platform/jobs/jobs.service';
import { FORGET_AFTER_MS, type FailureCount, type FailureStore } from './login-throttle';

export const LOGIN_FAILURES_COLLECTION = 'auth_login_failures';

interface StoredFailures {
  _id: string;
  count: number;
  until: number;
  last: number;
}

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

@Injectable()
export class LoginFailures implements FailureStore, OnModuleInit {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly jobs: JobsService,
  ) {}

  private get failures() {
    return this.connection.db!.collection<StoredFailures>(LOGIN_FAILURES_COLLECTION);
  }

  onModuleInit(): void {
    this.jobs.declare({
      name: 'login-failures.forget',
      everyMs: 10 * 60_000,
      handler: async () => {
        const now = Date.now();
        await this.failures.deleteMany({ last: { $lt: now - FORGET_AFTER_MS }, until: { $lte: now } });
      },
    });
  }

  async read(keys: readonly string[], now: number): Promise<Map<string, FailureCount>> {
    const stored = await this.failures.find({ _id: { $in: [...keys] } }).toArray();
    return new Map(stored.filter((entry) => !forgotten(entry, now)).map((entry) => [entry._id, { count: entry.count, until: entry.until }]));
  }

  async bump(key: string, now: number): Promise<number> {
    // A count forgotten (an hour without failure, no wait left) starts again.
    await this.failures.deleteOne({ _id: key, last: { $lt: now - FORGET_AFTER_MS }, until: { $lte: now } });
    for (let attempt = 0; ; attempt++) {
      try {
        const entry = await this.failures.findOneAndUpdate(
          { _id: key },
          { $inc: { count: 1 }, $set: { last: now }, $setOnInsert: { until: 0 } },
          { upsert: true, returnDocument: 'after' },
        );
        return entry?.count ?? 1;
      } catch (error) {
        // Two first failures at once: one inserted, the other increments it.
        if (!isDuplicate(error) || attempt > 0) throw error;
      }
    }
  }

  async holdUntil(key: string, until: number): Promise<void> {
    await this.failures.updateOne({ _id: key, until: { $lt: until } }, { $set: { until } });
  }

  async clear(key: string): Promise<void> {
    await this.failures.deleteOne({ _id: key });
  }
}

const forgotten = (entry: StoredFailures, now: number) => now - entry.last > FORGET_AFTER_MS && now >= entry.until;
