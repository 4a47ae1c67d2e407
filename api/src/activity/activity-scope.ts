/**
 * The writes observed while one HTTP request runs. The CRUD hooks have no access to the
 * request, so they add what they see to the scope the interceptor opened around it;
 * writes made outside a request (seeds) find no scope and are not logged.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { ObservedWrite } from './activity-entry';

export interface ActivityScope {
  writes: ObservedWrite[];
}

export const activityScope = new AsyncLocalStorage<ActivityScope>();
