/**
 * Dunning: the reminders an unpaid invoice gets once past its due date, on the days after it
 * the site settings list (`dunning_days`, "1, 15, 30": the day after, then 15 and 30 days late).
 */
export const DEFAULT_DUNNING_DAYS = '1, 15, 30';
export const DUNNING_DAYS_PATTERN = /^\s*\d{1,3}(\s*,\s*\d{1,3})*\s*$/;

/** The schedule as increasing distinct days; empty or unreadable: no automatic reminder. */
export function dunningDays(setting: unknown): number[] {
  const text = typeof setting === 'string' ? setting : '';
  if (!DUNNING_DAYS_PATTERN.test(text)) return [];
  return [...new Set(text.split(',').map((day) => Number(day.trim())))].filter((day) => day > 0).sort((a, b) => a - b);
}

/**
 * The level of reminders an invoice `daysLate` days late should have reached: how many days of
 * the schedule are past. One reminder per run at most, so that a missed day is not a burst.
 */
export const dueDunningLevel = (days: readonly number[], daysLate: number): number => days.filter((day) => day <= daysLate).length;
