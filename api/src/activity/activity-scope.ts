/**
 * The writes observed while one HTTP request runs. The CRUD hooks have no access to the
 * request, so they add what they see to the scope the interceptor opened around it, or
 * a scheduled job to the scope the jobs service opens around each run (the system acts);
 * writes made outside both (seeds) find no scope and are not logged.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Values } from '@hexagone/schemas';
import type { RequestFacts } from '../audit/audit-entry';
import type { ActivityRecord, ObservedWrite } from './activity-entry';

/** What the activity entry of each write of a request says besides the write itself: known before the write. */
export interface RequestTrail {
  facts: RequestFacts;
  common: Pick<ActivityRecord, 'method' | 'status_code' | 'ip_address' | 'actor_kind' | 'actor_name' | 'actor_email' | 'user_id'>;
  about: Values;
  operation?: string;
}

/**
 * Who a write's trail names (trail-intents.ts): a request (activity and audit entries), a
 * scheduled job (an audit entry), or the server itself outside both (a seed: the event only).
 */
export type WriteAuthor = { request: RequestTrail } | { job: string } | { server: true };

export interface ActivityScope {
  writes: ObservedWrite[];
  /** Work that must be done before the answer leaves, run beside the log entries (see beforeAnswer). */
  pending?: Array<Promise<{ failed: unknown } | undefined>>;
  /** The account a public request acted as once it exists (an accepted invitation's new member). */
  actor?: { _id: string; name?: unknown; email?: unknown };
  /** The request's part of its writes' trails; absent for a request whose trail is its own (a login). */
  request?: () => RequestTrail;
  /** The job whose run this is. */
  job?: string;
  /** The trails of the writes made in this scope, closed once all their parts are written. */
  trails?: string[];
  /** Trails a part of which could not be written: left to the recovery. */
  unfinished?: Set<string>;
}

/** The author of a write made now, and its trail counted in the current scope. */
export function plannedAuthor(trail: string): WriteAuthor {
  const scope = activityScope.getStore();
  if (!scope) return { server: true };
  (scope.trails ??= []).push(trail);
  if (scope.job) return { job: scope.job };
  return scope.request ? { request: scope.request() } : { server: true };
}

/** A part of this trail failed: it stays open for the recovery. */
export const trailUnfinished = (trail: string | undefined): void => {
  const scope = activityScope.getStore();
  if (scope && trail) (scope.unfinished ??= new Set()).add(trail);
};

/** The trails of a scope's writes, and those every part of which was written. */
export interface ScopeTrails {
  all: string[];
  finished: string[];
}

export const scopeTrails = (scope: ActivityScope, failed = false): ScopeTrails => {
  const all = scope.trails ?? [];
  return { all, finished: failed ? [] : all.filter((trail) => !scope.unfinished?.has(trail)) };
};

/** Reports a write the CRUD hooks cannot see (a collection outside the registry) to the current request's log. */
export const observeWrite = (write: ObservedWrite): void => {
  activityScope.getStore()?.writes.push(write);
};

/** The request acts from now on as this account (a visitor who just became a member). */
export const actAs = (account: { _id?: unknown; name?: unknown; email?: unknown }): void => {
  const scope = activityScope.getStore();
  if (scope) scope.actor = { ...account, _id: String(account._id) };
};

export const activityScope = new AsyncLocalStorage<ActivityScope>();

/**
 * Inside a request or a job, lets `work` (a record's event) run beside the writes that follow
 * instead of before them: the scope awaits it before the answer leaves (settle), and its
 * failure fails the request as before. Outside a scope, answers false: the caller awaits it.
 */
export function beforeAnswer(work: Promise<unknown>): boolean {
  const scope = activityScope.getStore();
  if (!scope) return false;
  // Handled at once, so that a failure before settle() is not an unhandled rejection.
  (scope.pending ??= []).push(work.then(() => undefined, (failed: unknown) => ({ failed })));
  return true;
}

/** Awaits the scope's pending work; throws the first failure. */
export async function settle(scope: ActivityScope): Promise<void> {
  while (scope.pending?.length) {
    const outcomes = await Promise.all(scope.pending.splice(0));
    const failure = outcomes.find((outcome) => outcome !== undefined);
    if (failure) throw failure.failed;
  }
}

/**
 * Runs writes made outside a request and a job (a seed, a durable consumer) in a scope of
 * their own, whose trail is their events: `end` gets the trails once these are stored.
 */
export async function runWithTrails<T>(work: () => Promise<T>, end: (trails: ScopeTrails) => void): Promise<T> {
  if (activityScope.getStore()) return work();
  const scope: ActivityScope = { writes: [] };
  try {
    const result = await activityScope.run(scope, work);
    await settle(scope);
    end(scopeTrails(scope));
    return result;
  } catch (error) {
    await settle(scope).catch(() => undefined);
    end(scopeTrails(scope, true));
    throw error;
  }
}

/** Where a job's writes and failure are reported once it ends: the activity service, which the jobs service cannot depend on. */
export type SystemWork = (job: string, writes: ObservedWrite[], error: unknown, trails: ScopeTrails) => Promise<void>;
let systemWork: SystemWork | undefined;

export const reportSystemWork = (report: SystemWork): void => {
  systemWork = report;
};

/** Runs a job's handler so that the records it writes are logged as the system's, and its failure as a system error. */
export async function runAsSystem<T>(job: string, work: () => Promise<T>): Promise<T> {
  const scope: ActivityScope = { writes: [], job };
  try {
    const result = await activityScope.run(scope, work);
    await settle(scope);
    if (scope.writes.length || scope.trails?.length) await systemWork?.(job, scope.writes, undefined, scopeTrails(scope));
    return result;
  } catch (error) {
    await settle(scope).catch(() => undefined);
    await systemWork?.(job, scope.writes, error, scopeTrails(scope));
    throw error;
  }
}
