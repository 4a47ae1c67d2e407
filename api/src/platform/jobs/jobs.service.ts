/**
 * The API domain modules use to declare a job, in their `onModuleInit`:
 *
 *   jobs.declare({ name: 'cleanup', cron: '0 3 * * *', timeZone: 'Europe/Paris', handler: () => this.cleanup() });
 *   jobs.declare({ name: 'webhooks.retry', everyMs: 60_000, handler: () => this.retry() });
 *
 * Jobs start once the application has started (so every module has declared its own) and
 * stop before the database connection closes. The timers live in @nestjs/schedule's registry.
 */
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { BACKGROUND_WORK } from '../../common/background-work';
import { InjectConnection } from '@nestjs/mongoose';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { Connection } from 'mongoose';
import type { JobDefinition } from './job-definition';
import { JobScheduler, type Timers } from './job-scheduler';
import { runAsSystem } from '../../activity/activity-scope';

@Injectable()
export class JobsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly scheduler: JobScheduler;

  constructor(
    @InjectConnection() connection: Connection,
    registry: SchedulerRegistry,
    @Inject(BACKGROUND_WORK) private readonly background: boolean,
  ) {
    this.scheduler = new JobScheduler({ db: connection.db!, timers: registryTimers(registry) });
  }

  /** Each run acts as the system: the records it writes, and its failure, reach the activity and audit logs. */
  declare(job: JobDefinition): void {
    this.scheduler.declare({ ...job, handler: (slot) => runAsSystem(job.name, () => job.handler(slot)) });
  }

  onApplicationBootstrap(): void {
    if (!this.background) return;
    // Catching up may take a while: the server answers requests meanwhile.
    this.scheduler.start().catch((error: unknown) => new Logger('Jobs').error(`Tâches planifiées : ${(error as Error).message}`));
  }

  /** Before the database connection closes, so a run under way can record its end. */
  beforeApplicationShutdown(): Promise<void> {
    return this.scheduler.stop();
  }
}

function registryTimers(registry: SchedulerRegistry): Timers {
  return {
    set: (name, delayMs, fire) => {
      if (registry.doesExist('timeout', name)) registry.deleteTimeout(name);
      registry.addTimeout(name, setTimeout(() => {
        registry.deleteTimeout(name);
        fire();
      }, delayMs));
    },
    clear: (name) => {
      if (registry.doesExist('timeout', name)) registry.deleteTimeout(name);
    },
  };
}
