import type { JobSchedule } from './job-schedule';

/**
 * A job a domain module declares (`JobsService.declare`): cleanup at 03:00 Europe/Paris,
 * webhook retries every minute, scheduled reports. Each due moment runs once across every
 * server process sharing the database, and a moment missed while no server ran is caught up
 * once at the next start.
 */
export type JobDefinition = JobSchedule & {
  /** Unique and stable: the database keeps the runs under it. */
  name: string;
  /** `slot` is the due moment this run stands for (not the clock at which it started). */
  handler: (slot: Date) => Promise<void>;
};
