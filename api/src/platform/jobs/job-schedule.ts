/**
 * When a job is due: a cron expression read in a time zone (cleanup at 03:00 Europe/Paris)
 * or a fixed interval. Each due moment is a "slot": the key under which one run is claimed.
 */
import { CronExpressionParser } from 'cron-parser';

export type JobSchedule = { cron: string; timeZone?: string } | { everyMs: number };

export const DEFAULT_TIME_ZONE = 'Europe/Paris';

function cronAt(schedule: { cron: string; timeZone?: string }, from: Date) {
  return CronExpressionParser.parse(schedule.cron, { currentDate: from, tz: schedule.timeZone ?? DEFAULT_TIME_ZONE });
}

/** The last moment the job was due, at or before `now`. */
export function lastDue(schedule: JobSchedule, now: Date): Date {
  if ('everyMs' in schedule) return new Date(Math.floor(now.getTime() / schedule.everyMs) * schedule.everyMs);
  // prev() is strictly before its date: one millisecond later includes `now` itself.
  return cronAt(schedule, new Date(now.getTime() + 1)).prev().toDate();
}

/** The next moment the job is due, strictly after `now`. */
export function nextDue(schedule: JobSchedule, now: Date): Date {
  if ('everyMs' in schedule) return new Date((Math.floor(now.getTime() / schedule.everyMs) + 1) * schedule.everyMs);
  return cronAt(schedule, now).next().toDate();
}

/** Refuses a schedule that could never run, when it is declared rather than when it is due. */
export function assertValidSchedule(name: string, schedule: JobSchedule): void {
  if ('everyMs' in schedule) {
    if (!Number.isFinite(schedule.everyMs) || schedule.everyMs < 100) throw new Error(`Job ${name}: interval too short`);
    return;
  }
  cronAt(schedule, new Date());
}

export const describeSchedule = (schedule: JobSchedule): string =>
  'everyMs' in schedule ? `every ${schedule.everyMs} ms` : `${schedule.cron} (${schedule.timeZone ?? DEFAULT_TIME_ZONE})`;
