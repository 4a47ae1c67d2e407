/**
 * How a service, region or incident state reads on the status page (spec 1 §4 "Status values"):
 * a French label and a tone that picks its colour. Unknown states read 'Inconnu'.
 */
import { formatDuration, formatNumber, formatPercent } from './format-fr';

export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'secondary';

export interface Badge {
  label: string;
  tone: Tone;
}

const STATUS_BADGES: Readonly<Record<string, Badge>> = {
  operational: { label: 'Opérationnel', tone: 'success' },
  partial: { label: 'Dégradation partielle', tone: 'warning' },
  major: { label: 'Incident majeur', tone: 'danger' },
  maintenance: { label: 'Maintenance', tone: 'info' },
};

const UNKNOWN_STATUS: Badge = { label: 'Inconnu', tone: 'secondary' };

const INCIDENT_TYPE_BADGES: Readonly<Record<string, Badge>> = {
  partial: { label: 'Partiel', tone: 'warning' },
  maintenance: { label: 'Maintenance', tone: 'info' },
  minor: { label: 'Mineur', tone: 'secondary' },
  major: { label: 'Majeur', tone: 'danger' },
};

const own = (table: Readonly<Record<string, Badge>>, key: string): Badge | undefined =>
  Object.prototype.hasOwnProperty.call(table, key) ? table[key] : undefined;

/** The badge of a service or region state. */
export function statusBadge(status: string): Badge {
  return own(STATUS_BADGES, status) ?? UNKNOWN_STATUS;
}

/** The badge of an incident's type; an unknown type reads as an unknown state. */
export function incidentTypeBadge(type: string): Badge {
  return own(INCIDENT_TYPE_BADGES, type) ?? UNKNOWN_STATUS;
}

const DAY_MS = 86_400_000;

/** The incidents that started within `days` days before `reference`, newest first. */
export function incidentsWithin<T extends { date: string }>(incidents: readonly T[], days: number, reference: Date): T[] {
  const end = reference.getTime();
  const start = end - days * DAY_MS;
  return incidents
    .filter((incident) => {
      const time = Date.parse(incident.date);
      return time > start && time <= end;
    })
    .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
}

/** Whether every one of the states is 'operational': the banner then says so. */
export function allOperational(states: readonly { status: string }[]): boolean {
  return states.every((state) => state.status === 'operational');
}

/** A figure of the status page in its unit: "99,98 %", "38 ms", "3", "12 min". */
export function formatMetric(value: number, format: 'percent' | 'ms' | 'count' | 'minutes'): string {
  switch (format) {
    case 'percent':
      return formatPercent(value);
    case 'ms':
      return `${formatNumber(value)}\u00a0ms`;
    case 'minutes':
      return formatDuration(value);
    default:
      return formatNumber(value);
  }
}
