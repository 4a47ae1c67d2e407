/**
 * The indexes the generic queries need on MongoDB, read from the registry: the default
 * sort of each list as it is sent (a text field's French key, with `_id`, its tie-breaker),
 * every filterable or reference field, the fields counters count by, and the other indexes a
 * resource declares (`indexes`) for its queries outside the lists. Unique fields have theirs
 * from the model already.
 *
 * Created on MongoDB only: FerretDB 1.24 never uses an index except its own on `_id`
 * (DESIGN.md §3), so there they would only slow every write down.
 */
import type { ResourceDef } from '@hexagone/schemas';
import { buildMongoSort } from './mongo-filter';

export interface IndexSpec {
  key: Record<string, 1 | -1>;
  /** A TTL index: MongoDB removes the document this long after the date in its key. */
  expireAfterSeconds?: number;
}

/**
 * Collections kept by services outside the registry, and the indexes their queries need on
 * MongoDB (lookups by `_id` need none). A session carries an absolute expiry (`expires_at`):
 * MongoDB removes it past that date, even when its user never comes back to end it.
 */
export const SERVICE_INDEXES: Readonly<Record<string, readonly IndexSpec[]>> = {
  user_sessions: [{ key: { user_id: 1 } }, { key: { expires_at: 1 }, expireAfterSeconds: 0 }],
  team_invitations: [{ key: { token_hash: 1 } }, { key: { email: 1 } }, { key: { status: 1, created_at: -1 } }],
  platform_job_runs: [{ key: { job: 1, slot: 1 } }],
  platform_spent_signed_links: [{ key: { expires_at: 1 } }],
  monitoring_alerts: [{ key: { status: 1 } }],
  platform_rate_hits: [{ key: { series: 1, number: -1 } }, { key: { expires_at: 1 }, expireAfterSeconds: 0 }],
  platform_event_leases: [{ key: { consumer: 1, epoch: 1 } }],
};

export function queryIndexes(resource: ResourceDef, registry: readonly ResourceDef[]): IndexSpec[] {
  const keys: Array<Record<string, 1 | -1>> = [];
  // The sort the list query sends: a text field's French key (`_sort.name`), then `_id`.
  if (resource.list.sort.field !== '_id') keys.push(buildMongoSort(resource, resource.list.sort));
  for (const f of resource.fields) {
    if (f.unique || f.transient || f.secret) continue;
    if (f.filterable || f.type === 'reference') keys.push({ [f.name]: 1 });
  }
  for (const index of resource.indexes ?? []) if (!index.unique) keys.push({ ...index.fields });
  for (const parent of registry) {
    for (const counter of parent.counters) if (counter.of === resource.name) keys.push({ [counter.foreignField]: 1 });
  }
  const seen = new Set<string>();
  return keys.filter((key) => !seen.has(JSON.stringify(key)) && seen.add(JSON.stringify(key))).map((key) => ({ key }));
}
