import { describe, expect, it } from 'vitest';
import { clockDeadline, clockTime, responseTimeBadge, slaBadge, slaDueAt, ticketSla } from './support-sla';

const HOUR = 3_600_000;
/** Paris is UTC+1 in November 2026: Friday the 20th, Monday the 23rd. */
const paris = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);

describe('clockTime', () => {
  it('counts every hour around the clock', () => {
    expect(clockTime('continuous', paris('2026-11-20', '17:00').getTime(), paris('2026-11-23', '10:00').getTime())).toBe(65 * HOUR);
  });

  it('counts only the open hours, Monday to Friday 09:00-18:00 in Paris', () => {
    // Friday 17:00-18:00, then Monday 09:00-10:00: the night and the weekend do not count.
    expect(clockTime('business', paris('2026-11-20', '17:00').getTime(), paris('2026-11-23', '10:00').getTime())).toBe(2 * HOUR);
    expect(clockTime('business', paris('2026-11-21', '10:00').getTime(), paris('2026-11-22', '16:00').getTime())).toBe(0);
    expect(clockTime('business', paris('2026-11-23', '07:00').getTime(), paris('2026-11-23', '20:00').getTime())).toBe(9 * HOUR);
  });

  it('follows Paris across a change of time (29 March 2026)', () => {
    // Friday 27 March 17:00 (UTC+1) to Monday 30 March 10:00 (UTC+2): still two open hours.
    expect(clockTime('business', Date.parse('2026-03-27T17:00:00+01:00'), Date.parse('2026-03-30T10:00:00+02:00'))).toBe(2 * HOUR);
  });
});

describe('clockDeadline', () => {
  it('adds hours around the clock for an urgent ticket', () => {
    expect(clockDeadline('continuous', paris('2026-11-21', '02:00').getTime(), HOUR)).toBe(paris('2026-11-21', '03:00').getTime());
  });

  it('runs through the open hours only, over the weekend', () => {
    // Friday 16:00 plus 4 open hours: 2 on Friday, then Monday 09:00-11:00.
    expect(clockDeadline('business', paris('2026-11-20', '16:00').getTime(), 4 * HOUR)).toBe(paris('2026-11-23', '11:00').getTime());
    // Saturday night plus 1 h: Monday 10:00.
    expect(clockDeadline('business', paris('2026-11-21', '23:00').getTime(), HOUR)).toBe(paris('2026-11-23', '10:00').getTime());
    expect(clockDeadline('business', paris('2026-11-23', '09:30').getTime(), 8 * HOUR)).toBe(paris('2026-11-23', '17:30').getTime());
  });

  it('is the inverse of clockTime', () => {
    const from = paris('2026-11-19', '15:20').getTime();
    const due = clockDeadline('business', from, 40 * HOUR);
    expect(clockTime('business', from, due)).toBe(40 * HOUR);
  });
});

describe('slaDueAt', () => {
  it('tells when a running target falls due, and nothing when paused, answered or missed', () => {
    const ticket = { priority: 'high', status: 'open', created_at: paris('2026-11-20', '16:00') };
    const now = paris('2026-11-20', '17:00');
    const sla = ticketSla(ticket, now);
    // 4 open hours, 1 spent: 3 left, Friday 17:00-18:00 then Monday 09:00-11:00.
    expect(slaDueAt(ticket, sla.firstResponse, sla.paused, now)).toEqual(paris('2026-11-23', '11:00'));
    expect(slaDueAt(ticket, sla.firstResponse, true, now)).toBeUndefined();
    const answered = ticketSla({ ...ticket, first_response_at: now }, now);
    expect(slaDueAt(ticket, answered.firstResponse, false, now)).toBeUndefined();
    const late = paris('2026-11-23', '12:00');
    expect(slaDueAt(ticket, ticketSla(ticket, late).firstResponse, false, late)).toBeUndefined();
  });
});

describe('ticketSla', () => {
  it('measures an urgent ticket around the clock and reports its breach', () => {
    const ticket = { priority: 'urgent', status: 'open', created_at: paris('2026-11-21', '02:00') };
    const sla = ticketSla(ticket, paris('2026-11-21', '04:30'));
    expect(sla.firstResponse).toMatchObject({ targetMs: HOUR, elapsedMs: 2.5 * HOUR, remainingMs: -1.5 * HOUR, breached: true, done: false });
    expect(slaBadge(ticket, paris('2026-11-21', '04:30'))).toEqual({ label: 'Dépassé de 1 h 30 (réponse)', tone: 'error' });
  });

  it('measures a high ticket in business hours: the weekend does not count', () => {
    const ticket = { priority: 'high', status: 'open', created_at: paris('2026-11-20', '17:00') };
    const sla = ticketSla(ticket, paris('2026-11-23', '10:00'));
    expect(sla.firstResponse).toMatchObject({ targetMs: 4 * HOUR, elapsedMs: 2 * HOUR, breached: false });
    expect(slaBadge(ticket, paris('2026-11-23', '10:00'))).toEqual({ label: '2 h 00 restantes (réponse)', tone: 'info' });
  });

  it('stops the clock while the ticket waits for its customer, past and present waits alike', () => {
    const answered = {
      priority: 'medium',
      status: 'pending',
      created_at: paris('2026-11-23', '09:00'),
      first_response_at: paris('2026-11-23', '10:00'),
      sla_pauses: [{ from: paris('2026-11-23', '10:00'), to: paris('2026-11-23', '15:00') }],
      sla_paused_since: paris('2026-11-23', '16:00'),
    };
    const sla = ticketSla(answered, paris('2026-11-24', '12:00'));
    // 9:00-10:00 and 15:00-16:00 ran; the waits (10:00-15:00, then 16:00 onwards) did not.
    expect(sla.resolution).toMatchObject({ targetMs: 40 * HOUR, elapsedMs: 2 * HOUR, done: false, breached: false });
    expect(sla.firstResponse).toMatchObject({ elapsedMs: HOUR, done: true, breached: false });
    expect(sla.paused).toBe(true);
    expect(slaBadge(answered, paris('2026-11-24', '12:00'))).toEqual({ label: 'En pause, 38 h 00 restantes (résolution)', tone: 'default' });

    // Back open on Tuesday at 12:00: the clock runs again from there.
    const reopened = {
      ...answered,
      status: 'open',
      sla_paused_since: null,
      sla_pauses: [...answered.sla_pauses, { from: answered.sla_paused_since, to: paris('2026-11-24', '12:00') }],
    };
    expect(ticketSla(reopened, paris('2026-11-24', '14:00')).resolution.elapsedMs).toBe(4 * HOUR);
  });

  it('settles with the ticket: met or missed', () => {
    const settled = {
      priority: 'low',
      status: 'resolved',
      created_at: paris('2026-11-23', '09:00'),
      first_response_at: paris('2026-11-23', '11:00'),
      resolved_at: paris('2026-11-23', '12:00'),
    };
    expect(slaBadge(settled, paris('2026-12-20', '12:00'))).toEqual({ label: 'Objectifs respectés', tone: 'success' });
    const late = { ...settled, priority: 'urgent', first_response_at: paris('2026-11-23', '11:00') };
    expect(slaBadge(late, paris('2026-12-20', '12:00'))).toEqual({ label: 'Objectif dépassé', tone: 'error' });
  });
});

describe('responseTimeBadge', () => {
  it('shows the wait before the first answer, else the hours waited so far', () => {
    const created = paris('2026-11-23', '09:00');
    expect(responseTimeBadge({ created_at: created, first_response_at: paris('2026-11-23', '11:15') })).toEqual({ label: '2 h 15', tone: 'default' });
    expect(responseTimeBadge({ created_at: created }, paris('2026-11-23', '14:40'))).toEqual({ label: 'En attente depuis 5 h', tone: 'warning' });
  });
});
