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
    if (scope.writes.length) await systemWork?.(job, scope.writes);
    return result;
  } catch (error) {
    await systemWork?.(job, scope.writes, error);
    throw error;
  }
}
