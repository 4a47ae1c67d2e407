/**
 * The `analytics.rollups` job, every hour at :05 Paris time: rolls up each finished day of
 * the retention window that is not yet (a missed night is caught up, the first run fills the
 * history), deletes the salts of past days and the raw events older than 25 months.
 */
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { parisDayKey, parisInstant, RAW_EVENTS_KEEP_MONTHS } from '@hexagone/schemas';
import { JobsService } from '../platform/jobs/jobs.service';
import { daysBetween, shiftDay } from './analytics-store';
import { MeasurementService } from './measurement.service';

export const ROLLUPS_JOB = 'analytics.rollups';

/** The first day of the retention window: the same day, 25 months back. */
export function retentionStart(now: Date): string {
  const [year, month, day] = parisDayKey(now).split('-').map(Number);
  const back = new Date(Date.UTC(year, month - 1 - RAW_EVENTS_KEEP_MONTHS, day));
  return back.toISOString().slice(0, 10);
}

@Injectable()
export class RollupsService implements OnModuleInit {
  constructor(
    private readonly measurement: MeasurementService,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.declare({ name: ROLLUPS_JOB, cron: '5 * * * *', timeZone: 'Europe/Paris', handler: async () => {
      await this.run(new Date());
    } });
  }

  /** Resolves to the days rolled up and the raw hours purged. */
  async run(now: Date): Promise<{ rolledUp: number; purged: number }> {
    const first = retentionStart(now);
    const today = parisDayKey(now);
    await this.measurement.salts.destroyBefore(today);
    const rolledUp = await this.measurement.store.rollUp(daysBetween(first, shiftDay(today, -1)), now);
    const purged = await this.measurement.store.purgeBefore(parisInstant(`${first}T00:00`)!);
    return { rolledUp, purged };
  }
}
