/**
 * The writes observed while one HTTP request runs. The CRUD hooks have no access to the
 * request, so they add what they see to the scope the interceptor opened around it;
 * writes made outside a request (seeds) find no scope and are not logged.
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
