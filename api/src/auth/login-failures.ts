/**
 * The login throttle's failures in the database (collection `auth_login_failures`), shared by
 * every server process: each failure is a document of its own (an insert is never lost to a
 * concurrent one, where an increment can be on the embedded database), counted by key and
 * time from an index; those past the throttle's memory are removed by a job that runs once
 * across processes.
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { JobsService } from '../platform/jobs/jobs.service';
import { FORGET_AFTER_MS, type FailureCount, type FailureStore } from './login-throttle';

export const LOGIN_FAILURES_COLLECTION = 'auth_login_failures';

interface StoredFailure {
  key: string;
  /** When it failed, ms since the epoch. */
  at: number;
}

@Injectable()
export class LoginFailures implements FailureStore, OnModuleInit {
  private indexReady?: Promise<unknown>;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly jobs: JobsService,
  ) {}

  private get failures() {
    return this.connection.db!.collection<StoredFailure>(LOGIN_FAILURES_COLLECTION);
  }

  onModuleInit(): void {
    this.jobs.declare({
      name: 'login-failures.forget',
      everyMs: 10 * 60_000,
      handler: async () => {
        await this.failures.deleteMany({ at: { $lt: Date.now() - FORGET_AFTER_MS } });
      },
    });
  }

  private ensureIndex(): Promise<unknown> {
    this.indexReady ??= this.failures.createIndex({ key: 1, at: -1 }, { name: 'key_at' }).catch((error: unknown) => {
      this.indexReady = undefined;
      throw error;
    });
    return this.indexReady;
  }

  async read(keys: readonly string[], since: number): Promise<Map<string, FailureCount>> {
    await this.ensureIndex();
    const counts = new Map<string, FailureCount>();
    await Promise.all(
      keys.map(async (key) => {
        const filter = { key, at: { $gte: since } };
        const [count, last] = await Promise.all([this.failures.countDocuments(filter), this.failures.find(filter).sort({ at: -1 }).limit(1).next()]);
        if (count && last) counts.set(key, { count, last: last.at });
      }),
    );
    return counts;
  }

  async add(keys: readonly string[], at: number): Promise<void> {
    await this.ensureIndex();
    await this.failures.insertMany(keys.map((key) => ({ key, at })));
  }

  async clear(key: string): Promise<void> {
    await this.failures.deleteMany({ key });
  }
}
