/**
 * Service levels of the support tickets: the targets per priority (spec 1 §9 sells a first
 * response within 4 h on Professional and 1 h for a critical incident on Enterprise), the
 * clock each one runs on, and the pure measure of a ticket against them. A ticket waiting for
 * the customer (`pending`) stops the clock: its pauses are kept on the ticket by the API.
 */
import type { Values } from './fields';
import { parisDayKey, parisInstant } from './dates';

/** Business hours count only the open hours of the support desk; continuous counts every hour. */
export type SlaClock = 'business' | 'continuous';

export interface SlaTarget {
  firstResponseHours: number;
  resolutionHours: number;
  clock: SlaClock;
}

/** The one place of the targets: an urgent ticket is an incident, its clock never stops at night. */
export const SLA_TARGETS: Readonly<Record<string, SlaTarget>> = {
  urgent: { firstResponseHours: 1, resolutionHours: 8, clock: 'continuous' },
  high: { firstResponseHours: 4, resolutionHours: 24, clock: 'business' },
  medium: { firstResponseHours: 8, resolutionHours: 40, clock: 'business' },
  low: { firstResponseHours: 16, resolutionHours: 80, clock: 'business' },
};

/** The support desk's open hours, Paris time: Monday to Friday (ISO days 1-5), 09:00 to 18:00. */
export const SLA_BUSINESS_HOURS = { days: [1, 2, 3, 4, 5], opens: 9, closes: 18 } as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** An interval during which the ticket waited for its customer. */
export interface SlaPause {
  from: Date | string;
  to?: Date | string | null;
}

const time = (value: unknown): number | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = value instanceof Date ? value.getTime() : Date.parse(String(value));
  return Number.isNaN(parsed) ? undefined : parsed;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The open hours of one Paris day (YYYY-MM-DD) as instants, or none on a closed day. */
function openHoursOf(day: string): [number, number] | undefined {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
  if (!(SLA_BUSINESS_HOURS.days as readonly number[]).includes(weekday)) return undefined;
  const opens = parisInstant(`${day}T${pad(SLA_BUSINESS_HOURS.opens)}:00`)?.getTime();
  const closes = parisInstant(`${day}T${pad(SLA_BUSINESS_HOURS.closes)}:00`)?.getTime();
  return opens === undefined || closes === undefined ? undefined : [opens, closes];
}

/** The milliseconds the clock runs between two instants. */
export function clockTime(clock: SlaClock, from: number, to: number): number {
  if (to <= from) return 0;
  if (clock === 'continuous') return to - from;
  let total = 0;
  // Day by day in Paris (noon UTC steps never skip a day across a change of time).
  for (let noon = Date.parse(`${parisDayKey(new Date(from))}T12:00:00Z`); noon <= to + DAY_MS; noon += DAY_MS) {
    const open = openHoursOf(new Date(noon).toISOString().slice(0, 10));
    if (!open) continue;
    const start = Math.max(open[0], from);
    const end = Math.min(open[1], to);
    if (end > start) total += end - start;
  }
  return total;
}

/** The instant at which the clock, started at `from`, will have run `ms` (business hours skip nights and weekends). */
export function clockDeadline(clock: SlaClock, from: number, ms: number): number {
  if (clock === 'continuous' || ms <= 0) return from + Math.max(0, ms);
  let left = ms;
  for (let noon = Date.parse(`${parisDayKey(new Date(from))}T12:00:00Z`); ; noon += DAY_MS) {
    const open = openHoursOf(new Date(noon).toISOString().slice(0, 10));
    if (!open) continue;
    const start = Math.max(open[0], from);
    if (open[1] <= start) continue;
    if (open[1] - start >= left) return start + left;
    left -= open[1] - start;
  }
}

export interface SlaMeasure {
  targetMs: number;
  /** Clock time spent, pauses taken out. */
  elapsedMs: number;
  /** What is left before the target; negative once it is missed. */
  remainingMs: number;
  breached: boolean;
  /** The measure has stopped (answered, resolved). */
  done: boolean;
}

export interface TicketSla {
  firstResponse: SlaMeasure;
  resolution: SlaMeasure;
  /** The ticket is waiting for its customer: no clock runs. */
  paused: boolean;
}

export const slaTargetOf = (priority: unknown): SlaTarget => SLA_TARGETS[String(priority)] ?? SLA_TARGETS.medium;

/** Where a ticket stands against its targets at `now`. */
export function ticketSla(ticket: Values, now: Date = new Date()): TicketSla {
  const target = slaTargetOf(ticket.priority);
  const created = time(ticket.created_at) ?? now.getTime();
  const pauses: [number, number][] = (Array.isArray(ticket.sla_pauses) ? (ticket.sla_pauses as SlaPause[]) : []).map((pause) => [
    time(pause.from) ?? created,
    time(pause.to) ?? now.getTime(),
  ]);
  const pausedSince = time(ticket.sla_paused_since);
  if (pausedSince !== undefined) pauses.push([pausedSince, now.getTime()]);
  const measure = (hours: number, stop: number | undefined): SlaMeasure => {
    const end = stop ?? now.getTime();
    const paused = pauses.reduce((sum, [from, to]) => sum + clockTime(target.clock, Math.max(from, created), Math.min(to, end)), 0);
    const elapsedMs = Math.max(0, clockTime(target.clock, created, end) - paused);
    const targetMs = hours * HOUR_MS;
    return { targetMs, elapsedMs, remainingMs: targetMs - elapsedMs, breached: elapsedMs > targetMs, done: stop !== undefined };
  };
  const settled = ticket.status === 'resolved' || ticket.status === 'closed';
  return {
    firstResponse: measure(target.firstResponseHours, time(ticket.first_response_at) ?? (settled ? time(ticket.resolved_at) : undefined)),
    resolution: measure(target.resolutionHours, settled ? (time(ticket.resolved_at) ?? time(ticket.updated_at)) : undefined),
    paused: pausedSince !== undefined,
  };
}

/**
 * When a running target falls due, if the clock keeps running from `now`: none once the measure
 * is done, while the ticket waits for its customer (the clock is stopped), or once it is missed.
 */
export function slaDueAt(ticket: Values, measure: SlaMeasure, paused: boolean, now: Date = new Date()): Date | undefined {
  if (measure.done || paused || measure.breached) return undefined;
  return new Date(clockDeadline(slaTargetOf(ticket.priority).clock, now.getTime(), measure.remainingMs));
}

/** '2 h 05', '45 min': a span of clock time as the list shows it. */
export function formatDuration(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  const hours = Math.floor(minutes / 60);
  return hours ? `${hours} h ${pad(minutes % 60)}` : `${minutes} min`;
}

/** The list's SLA column: the time left on the running target, or its breach in red. */
export function slaBadge(ticket: Values, now: Date = new Date()): { label: string; tone: 'default' | 'success' | 'warning' | 'error' | 'info' } {
  const sla = ticketSla(ticket, now);
  if (sla.resolution.done) {
    return sla.firstResponse.breached || sla.resolution.breached
      ? { label: 'Objectif dépassé', tone: 'error' }
      : { label: 'Objectifs respectés', tone: 'success' };
  }
  const running = sla.firstResponse.done ? sla.resolution : sla.firstResponse;
  const what = running === sla.firstResponse ? 'réponse' : 'résolution';
  if (running.breached) return { label: `Dépassé de ${formatDuration(running.remainingMs)} (${what})`, tone: 'error' };
  if (sla.paused) return { label: `En pause, ${formatDuration(running.remainingMs)} restantes (${what})`, tone: 'default' };
  return { label: `${formatDuration(running.remainingMs)} restantes (${what})`, tone: running.remainingMs < HOUR_MS ? 'warning' : 'info' };
}

/** 'Temps de réponse': the wait before the first answer, or the hours waited so far. */
export function responseTimeBadge(ticket: Values, now: Date = new Date()): { label: string; tone: 'default' | 'warning' } {
  const created = time(ticket.created_at);
  if (created === undefined) return { label: '—', tone: 'default' };
  const answered = time(ticket.first_response_at);
  if (answered !== undefined) return { label: formatDuration(answered - created), tone: 'default' };
  const hours = Math.floor((now.getTime() - created) / HOUR_MS);
  return { label: `En attente depuis ${hours} h`, tone: 'warning' };
}
