/**
 * The indexes the generic queries need, read from the registry: the sorts of each list as
 * they are sent (the default one and every sortable column's, a text field's French key,
 * with `_id`, its tie-breaker), every filterable or reference field, the fields counters
 * count by, and the other indexes a resource declares (`indexes`): a filter combined with
 * the list's order, queries outside the lists. Unique fields have theirs from the model already.
 *
 * Created on MongoDB by the models' registration, and on the embedded database by
 * `createEmbeddedIndexes` (api/src/database/embedded-indexes.ts), where our build of FerretDB
 * answers filters and sorts on a field leading one of them from SQLite (README, production).
 */
import { resources, type ResourceDef } from '@hexagone/schemas';
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
  for (const f of resource.fields) if (f.sortable && f.name !== '_id') keys.push(buildMongoSort(resource, { field: f.name, order: 'ASC' }));
  for (const f of resource.fields) {
    if (f.unique || f.transient || f.secret) continue;
    if (f.filterable || f.type === 'reference') keys.push({ [f.name]: 1 });
  }
  for (const index of resource.indexes ?? []) if (!index.unique) keys.push({ ...index.fields });
  for (const parent of registry) {
    for (const counter of parent.counters) if (counter.of === resource.name) keys.push({ [counter.foreignField]: 1 });
  }
  // Two keys on the same fields serve the same queries: an index read backwards serves the reverse
  // order, and where its first field is compared for equality (a filter with the list's order, what
  // a resource declares an index for) the rest comes in both orders. The first, a list's sort, stays.
  const seen = new Set<string>();
  const unique = keys.filter((key) => !seen.has(fieldsOf(key)) && seen.add(fieldsOf(key)));
  return unique.filter((key) => !unique.some((other) => other !== key && leads(key, other))).map((key) => ({ key }));
}

/** The key's fields in order, whatever their directions. */
function fieldsOf(key: Record<string, 1 | -1>): string {
  return JSON.stringify(Object.keys(key));
}

/** Whether `other` serves every query `key` serves: it starts with key's fields (in key's directions unless key has one). */
function leads(key: Record<string, 1 | -1>, other: Record<string, 1 | -1>): boolean {
  const mine = Object.entries(key);
  const theirs = Object.entries(other);
  if (theirs.length <= mine.length) return false;
  return mine.every(([field, direction], i) => theirs[i][0] === field && (mine.length === 1 || theirs[i][1] === direction));
}

/**
 * The name of the embedded database's search index: on a resource's searchable fields, our
 * build of FerretDB keeps their folded texts in an FTS5 table instead of a B-tree
 * (api/embedded-db/_ferretdb/backends/sqlite/metadata/search_index.go), from which it answers
 * the list's search (search-pattern.ts). MongoDB scans instead: it has no substring index.
 */
export const SEARCH_INDEX = 'hexagone_search';

/** The key of the search index: the searchable fields, descending so that no query index has the same key. */
export function searchIndexKey(resource: ResourceDef): Record<string, -1> | undefined {
  const fields = resource.fields.filter((field) => field.searchable).map((field) => field.name);
  return fields.length ? Object.fromEntries(fields.map((field) => [field, -1])) : undefined;
}

/**
 * Every collection's indexes, for the embedded database: those of the registry's resources
 * and of the services' collections. Without MongoDB's expiry, which FerretDB does not run.
 */
export function allQueryIndexes(): Array<[collection: string, keys: Array<Record<string, 1 | -1>>]> {
  return [
    ...resources.map((resource): [string, IndexSpec[]] => [resource.name, queryIndexes(resource, resources)]),
    ...Object.entries(SERVICE_INDEXES).map(([name, indexes]): [string, readonly IndexSpec[]] => [name, indexes]),
  ].map(([name, indexes]) => [name, indexes.map((index) => index.key)]);
}
