/**
 * A period of the analytics screen as the days (or, for 24h, the hours) it covers, and the
 * period of the same length just before it, for the growth figures.
 */
import { BadRequestException } from '@nestjs/common';
import { ANALYTICS_PERIOD_MESSAGE, ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, parisDayKey, parisInstant, type AnalyticsPeriod } from '@hexagone/schemas';
import { daysBetween, shiftDay } from './analytics-store';

const HOUR_MS = 3_600_000;

export type PeriodSpan =
  /** The last 24 hours, rolling. */
  | { kind: 'hours'; start: Date; end: Date }
  /** Whole Paris days, the last one today. */
  | { kind: 'days'; days: string[]; start: Date; end: Date };

export interface ResolvedPeriod {
  current: PeriodSpan;
  previous: PeriodSpan;
}

export function parsePeriod(value: unknown): AnalyticsPeriod {
  if (value === undefined || value === '') return DEFAULT_ANALYTICS_PERIOD;
  const found = ANALYTICS_PERIODS.find((period) => period.value === value);
  if (!found) throw new BadRequestException({ message: ANALYTICS_PERIOD_MESSAGE, errors: { period: ANALYTICS_PERIOD_MESSAGE } });
  return found.value;
}

/** The instant a Paris calendar day ('YYYY-MM-DD') begins. */
export const midnight = (day: string): Date => parisInstant(`${day}T00:00`)!;

function daySpan(first: string, last: string, now: Date): PeriodSpan {
  const end = last === parisDayKey(now) ? now : midnight(shiftDay(last, 1));
  return { kind: 'days', days: daysBetween(first, last), start: midnight(first), end };
}

export function resolvePeriod(period: AnalyticsPeriod, now: Date): ResolvedPeriod {
  if (period === '24h') {
    const start = new Date(now.getTime() - 24 * HOUR_MS);
    return { current: { kind: 'hours', start, end: now }, previous: { kind: 'hours', start: new Date(start.getTime() - 24 * HOUR_MS), end: start } };
  }
  const count = ANALYTICS_PERIODS.find((p) => p.value === period)!.days;
  const today = parisDayKey(now);
  const first = shiftDay(today, -(count - 1));
  return {
    current: daySpan(first, today, now),
    previous: daySpan(shiftDay(first, -count), shiftDay(first, -1), now),
  };
}
