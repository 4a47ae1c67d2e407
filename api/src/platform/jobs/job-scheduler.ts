/**
 * Runs declared jobs under a lock kept in the database. The lock of one due moment (slot) is
 * a run document whose `_id` is `{job}@{slot}`: inserting it is a single atomic write on
 * MongoDB and on the embedded database alike (a unique key, not a read-then-update, which
 * stock FerretDB did not make atomic), so of several processes only the first insert wins and
 * runs the handler. The job's own document records its last slot, from which a restarted
 * server catches up a moment it missed.
 */
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { mongo } from 'mongoose';
import { assertValidSchedule, describeSchedule, lastDue, nextDue } from './job-schedule';
import type { JobDefinition } from './job-definition';

export const JOBS_COLLECTION = 'platform_jobs';
export const JOB_RUNS_COLLECTION = 'platform_job_runs';

/** How many past slots of a job keep their run document (the lock of a slot must outlive it). */
const RUNS_KEPT = 100;
/** Node's timers overflow past about 24.8 days: a farther slot is reached in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface JobDocument {
  _id: string;
  schedule: string;
  since: Date;
  last_slot?: Date;
  last_status?: 'succeeded' | 'failed';
  last_error?: string;
  last_finished_at?: Date;
}

export interface JobRunDocument {
  _id: string;
  job: string;
  slot: Date;
  owner: string;
  started_at: Date;
  finished_at?: Date;
  status: 'running' | 'succeeded' | 'failed';
  error?: string;
}

export interface Timers {
  set(name: string, delayMs: number, fire: () => void): void;
  clear(name: string): void;
}

export const plainTimers = (): Timers => {
  const handles = new Map<string, NodeJS.Timeout>();
  return {
    set: (name, delayMs, fire) => handles.set(name, setTimeout(fire, delayMs)),
    clear: (name) => {
      clearTimeout(handles.get(name));
      handles.delete(name);
    },
  };
};

export interface SchedulerOptions {
  db: mongo.Db;
  timers?: Timers;
  now?: () => Date;
  /** Names this process in the run documents. */
  owner?: string;
  logger?: Pick<Logger, 'error' | 'warn'>;
}

export class JobScheduler {
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly running = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers: Timers;
  private readonly now: () => Date;
  private readonly owner: string;
  private readonly logger: Pick<Logger, 'error' | 'warn'>;
  private started = false;
  private stopped = false;

  constructor(private readonly options: SchedulerOptions) {
    this.timers = options.timers ?? plainTimers();
    this.now = options.now ?? (() => new Date());
    this.owner = options.owner ?? randomUUID();
    this.logger = options.logger ?? new Logger('Jobs');
  }

  private get jobDocs() {
    return this.options.db.collection<JobDocument>(JOBS_COLLECTION);
  }

  private get runDocs() {
    return this.options.db.collection<JobRunDocument>(JOB_RUNS_COLLECTION);
  }

  declare(job: JobDefinition): void {
    if (this.jobs.has(job.name)) throw new Error(`Job ${job.name} declared twice`);
    assertValidSchedule(job.name, job);
    this.jobs.set(job.name, job);
    if (this.started) void this.begin(job);
  }

  /** Catches up what was missed, then waits for each job's next slot. */
  async start(): Promise<void> {
    this.started = true;
    await Promise.all([...this.jobs.values()].map((job) => this.begin(job)));
  }

  /** No new run starts; runs under way are awaited. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const name of this.jobs.keys()) this.timers.clear(timerName(name));
    await Promise.allSettled([...this.inFlight]);
  }

  /** Runs one slot now, if no process has claimed it yet. Resolves to whether this process ran it. */
  async runSlot(job: JobDefinition, slot: Date): Promise<boolean> {
    if (this.stopped || this.running.has(job.name)) return false;
    this.running.add(job.name);
    const run = this.claimAndRun(job, slot);
    const tracked = run.then(() => undefined);
    this.inFlight.add(tracked);
    try {
      return await run;
    } finally {
      this.inFlight.delete(tracked);
      this.running.delete(job.name);
    }
  }

  private async begin(job: JobDefinition): Promise<void> {
    const now = this.now();
    // The first process to know a job records since when it exists: nothing before is owed.
    await this.jobDocs.updateOne(
      { _id: job.name },
      { $setOnInsert: { since: now }, $set: { schedule: describeSchedule(job) } },
      { upsert: true },
    ).catch((error: unknown) => {
      if ((error as { code?: number }).code !== 11000) throw error;
    });
    const record = await this.jobDocs.findOne({ _id: job.name });
    const lastRecorded = record?.last_slot ?? record?.since ?? now;
    const due = lastDue(job, now);
    if (due > lastRecorded) await this.runSlot(job, due);
    this.plan(job);
  }

  private plan(job: JobDefinition): void {
    if (this.stopped) return;
    const now = this.now();
    const slot = nextDue(job, now);
    const delay = slot.getTime() - now.getTime();
    this.timers.set(timerName(job.name), Math.min(delay, MAX_TIMER_MS), () => {
      if (delay > MAX_TIMER_MS) return this.plan(job);
      void this.runSlot(job, slot).finally(() => this.plan(job));
    });
  }

  private async claimAndRun(job: JobDefinition, slot: Date): Promise<boolean> {
    const claimed = await this.runDocs
      .insertOne({ _id: runId(job.name, slot), job: job.name, slot, owner: this.owner, started_at: this.now(), status: 'running' })
      .then(
        () => true,
        (error: unknown) => {
          if ((error as { code?: number }).code === 11000) return false;
          throw error;
        },
      )
      .catch((error: unknown) => {
        this.logger.error(`Tâche ${job.name} : verrou impossible à prendre (${(error as Error).message})`);
        return false;
      });
    if (!claimed) return false;

    let error: string | undefined;
    try {
      await job.handler(slot);
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
      this.logger.error(`Tâche ${job.name} (${slot.toISOString()}) en échec : ${error}`);
    }
    const finished = { finished_at: this.now(), status: error ? ('failed' as const) : ('succeeded' as const), ...(error ? { error } : {}) };
    await this.runDocs.updateOne({ _id: runId(job.name, slot) }, { $set: finished }).catch(() => undefined);
    await this.jobDocs
      .updateOne(
        { _id: job.name, $or: [{ last_slot: { $exists: false } }, { last_slot: { $lt: slot } }] },
        { $set: { last_slot: slot, last_status: finished.status, last_error: error ?? '', last_finished_at: finished.finished_at } },
      )
      .catch(() => undefined);
    await this.purge(job, slot);
    return true;
  }

  private async purge(job: JobDefinition, slot: Date): Promise<void> {
    const period = nextDue(job, slot).getTime() - slot.getTime();
    const before = new Date(slot.getTime() - period * RUNS_KEPT);
    await this.runDocs.deleteMany({ job: job.name, slot: { $lt: before } }).catch(() => undefined);
  }
}

const timerName = (job: string) => `job:${job}`;
const runId = (job: string, slot: Date) => `${job}@${slot.toISOString()}`;
