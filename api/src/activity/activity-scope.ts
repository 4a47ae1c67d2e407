/**
 * The writes observed while one HTTP request runs. The CRUD hooks have no access to the
 * request, so they add what they see to the scope the interceptor opened around it, or
 * a scheduled job to the scope the jobs service opens around each run (the system acts);
 * writes made outside both (seeds) find no scope and are not logged.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ObservedWrite } from './activity-entry';

export interface ActivityScope {
  writes: ObservedWrite[];
  /** Work that must be done before the answer leaves, run beside the log entries (see beforeAnswer). */
  pending?: Array<Promise<{ failed: unknown } | undefined>>;
  /** The account a public request acted as once it exists (an accepted invitation's new member). */
  actor?: { _id: string; name?: unknown; email?: unknown };
}

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

/** Where a job's writes and failure are reported once it ends: the activity service, which the jobs service cannot depend on. */
export type SystemWork = (job: string, writes: ObservedWrite[], error?: unknown) => Promise<void>;
let systemWork: SystemWork | undefined;

export const reportSystemWork = (report: SystemWork): void => {
  systemWork = report;
};

/** Runs a job's handler so that the records it writes are logged as the system's, and its failure as a system error. */
export async function runAsSystem<T>(job: string, work: () => Promise<T>): Promise<T> {
  const scope: ActivityScope = { writes: [] };
  try {
    const result = await activityScope.run(scope, work);
    await settle(scope);
    if (scope.writes.length) await systemWork?.(job, scope.writes);
    return result;
  } catch (error) {
    await settle(scope).catch(() => undefined);
    await systemWork?.(job, scope.writes, error);
    throw error;
  }
}
