import { describe, expect, it } from 'vitest';
import { assertValidSchedule, lastDue, nextDue } from './job-schedule';

const cleanup = { cron: '0 3 * * *', timeZone: 'Europe/Paris' };

describe('job schedule', () => {
  it('reads a cron expression in Paris time, across the change to summer time', () => {
    // 03:00 in Paris is 02:00 UTC in winter and 01:00 UTC in summer (from 29 March 2026).
    expect(lastDue(cleanup, new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-28T02:00:00.000Z');
    expect(nextDue(cleanup, new Date('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(nextDue(cleanup, new Date('2026-11-24T10:00:00Z')).toISOString()).toBe('2026-11-25T02:00:00.000Z');
  });

  it('counts the due moment itself as due', () => {
    const at = new Date('2026-11-24T02:00:00Z');
    expect(lastDue(cleanup, at).toISOString()).toBe(at.toISOString());
    expect(nextDue(cleanup, at).toISOString()).toBe('2026-11-25T02:00:00.000Z');
  });

  it('cuts an interval into slots every process computes alike', () => {
    const schedule = { everyMs: 60_000 };
    expect(lastDue(schedule, new Date('2026-11-24T10:00:59.999Z')).toISOString()).toBe('2026-11-24T10:00:00.000Z');
    expect(nextDue(schedule, new Date('2026-11-24T10:00:00.000Z')).toISOString()).toBe('2026-11-24T10:01:00.000Z');
  });

  it('refuses a schedule that cannot run', () => {
    expect(() => assertValidSchedule('x', { cron: 'tous les jours' })).toThrow();
    expect(() => assertValidSchedule('x', { everyMs: 0 })).toThrow();
    expect(() => assertValidSchedule('x', cleanup)).not.toThrow();
  });
});
