/** How the audit screen names an entry's parts (spec 3 §2): pure, tested beside. */
import { AUDIT_ACTIONS, AUDIT_SEVERITIES, AUDIT_SYSTEM_USER, AUDIT_USER_AGENT_COLUMN } from '@hexagone/schemas';
import type { AuditEntry } from './audit-api';

/** The user's name, else e-mail, else 'Système'. */
export const entryUser = (entry: Pick<AuditEntry, 'user_name' | 'user_email'>): string => entry.user_name || entry.user_email || AUDIT_SYSTEM_USER;

export const actionLabel = (action: string): string => AUDIT_ACTIONS.find((option) => option.value === action)?.label ?? action;

export const severityOf = (severity: string) => AUDIT_SEVERITIES.find((option) => option.value === severity);

/** The user agent cut at 30 characters, an ellipsis telling it was cut. */
export const shortAgent = (agent: string | null): string =>
  !agent ? '' : agent.length > AUDIT_USER_AGENT_COLUMN ? `${agent.slice(0, AUDIT_USER_AGENT_COLUMN)}…` : agent;

/** New entries on top, at most `max` rows, an entry already shown not twice. */
export function withLiveEntry(rows: readonly AuditEntry[], entry: AuditEntry, max: number): AuditEntry[] {
  return [entry, ...rows.filter((row) => row.id !== entry.id)].slice(0, max);
}
