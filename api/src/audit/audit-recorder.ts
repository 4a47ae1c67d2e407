/**
 * Turns what the activity log observed (a request's writes, a sign-in, a job's writes) and
 * the server's own failures into audit entries, and raises a security alert when an account
 * sees as many failed logins in a short time as the security settings allow.
 */
import { Injectable } from '@nestjs/common';
import { AUDIT_ACTIONS, type AuditAction, type AuditSeverity, type Values } from '@hexagone/schemas';
import type { ActivityRecord, ObservedWrite } from '../activity/activity-entry';
import { AuditLogService, type AuditWrite } from './audit-log.service';
import { cleanText, NO_REQUEST, sanitise, writeAction, writeSeverity, type AuditContent, type RequestFacts, type ValueChanges } from './audit-entry';

/** An activity record with what only the audit log keeps: the values an update changed. */
export type AuditedActivity = ActivityRecord & { changes?: ValueChanges };

/** The action of a record of the activity log that is not a plain write. */
const SIGN_IN_ACTIONS: Readonly<Partial<Record<ActivityRecord['action'], AuditAction>>> = {
  login: 'user.login',
  logout: 'user.logout',
  register: 'user.created',
};

@Injectable()
export class AuditRecorder {
  constructor(private readonly log: AuditLogService) {}

  /** The entries of a request the activity log recorded, with the request's own facts; throws when they could not be written. */
  async fromActivity(records: AuditedActivity[], facts: RequestFacts): Promise<void> {
    const now = new Date();
    const contents = records.flatMap((record) => {
      const content = activityContent(record, facts, now);
      return content ? [{ ...content, ...(record._id ? { _id: record._id } : {}) }] : [];
    });
    if (!(await this.log.write(contents))) throw new Error('entrées non écrites');
    for (const content of contents) if (content.action === 'user.login' && content.error && content.user) await this.watchFailedLogins(content);
  }

  /** The records a scheduled job wrote (the system acted), or its failure; false when they could not be written. */
  async fromJob(job: string, writes: ObservedWrite[], error?: unknown): Promise<boolean> {
    const now = new Date();
    // A job that wrote a record unchanged (a refresh that found nothing new) did nothing worth an entry.
    const changed = writes.filter((write) => write.action !== 'update' || write.fields.length);
    const contents: AuditWrite[] = changed.map((write) => ({
      ...systemContent(now),
      ...(write.trail ? { _id: write.trail } : {}),
      action: writeAction(write.collection, write.action, write.changes),
      severity: writeSeverity(write.action),
      resource_type: write.collection,
      resource_id: write.id,
      details: sanitise({ job, ...(write.label ? { label: write.label } : {}), fields: write.fields, ...(write.changes ? { changes: write.changes } : {}) }) as Values,
    }));
    if (error !== undefined) contents.push({ ...systemContent(now), action: 'system.error', severity: 'error', details: { job }, error: errorText(error) });
    return Boolean(await this.log.write(contents));
  }

  /** A failure the server did not expect while answering a request. */
  async systemError(error: unknown, facts: RequestFacts, user?: { _id: string; name?: string; email?: string }): Promise<void> {
    await this.log.write([
      {
        ...systemContent(new Date()),
        ...facts,
        ...(user ? { user: user._id, user_name: cleanText(user.name), user_email: cleanText(user.email) } : {}),
        action: 'system.error',
        severity: 'error',
        error: errorText(error),
      },
    ]);
  }

  private async watchFailedLogins(failure: AuditContent): Promise<void> {
    const count = await this.log.failedLoginsReachLimit(failure.user!, failure.timestamp).catch(() => undefined);
    if (count === undefined) return;
    await this.log.write([
      {
        ...failure,
        timestamp: new Date(),
        action: 'security.alert',
        severity: 'critical',
        details: { reason: 'failed_logins', failed_logins: count },
        error: `${count} échecs de connexion sur ce compte en peu de temps`,
      },
    ]);
  }
}

function systemContent(now: Date): AuditContent {
  return {
    timestamp: now,
    user: null,
    user_name: null,
    user_email: null,
    action: 'system.error',
    resource_type: null,
    resource_id: null,
    severity: 'info',
    ...NO_REQUEST,
    details: {},
    error: null,
  };
}

const errorText = (error: unknown): string | null => cleanText(error instanceof Error ? error.message : String(error));

/** The audit entry of an activity record (undefined for an action the audit log does not name). */
export function activityContent(record: AuditedActivity, facts: RequestFacts, now: Date): AuditContent | undefined {
  const failed = record.action_type.endsWith('-failed');
  const signIn = SIGN_IN_ACTIONS[record.action];
  const write = record.action === 'create' || record.action === 'update' || record.action === 'delete' ? record.action : undefined;
  // An entry that names its audit action itself (a security notice: 'security.alert').
  const named = AUDIT_ACTIONS.find((option) => option.value === record.action_type)?.value;
  const action = named ?? signIn ?? (write && record.collection ? writeAction(record.collection, write, record.changes, record.action_type) : undefined);
  if (!action) return undefined;
  const severity: AuditSeverity = named === 'security.alert' ? 'critical' : failed ? 'warning' : write ? writeSeverity(write) : 'info';
  const { reason, ...details } = record.details;
  return {
    timestamp: now,
    user: record.user_id,
    user_name: record.actor_kind === 'user' ? cleanText(record.actor_name) : null,
    user_email: cleanText(record.actor_email),
    action,
    resource_type: record.collection,
    resource_id: record.resource_id,
    severity,
    // The full address, a visitor's too (the activity log keeps it truncated): what a security review needs.
    ...facts,
    http_method: record.method,
    details: sanitise({ ...details, operation: record.action_type, status_code: record.status_code, ...(record.changes ? { changes: record.changes } : {}) }) as Values,
    error: failed ? cleanText(reason) : null,
  };
}
