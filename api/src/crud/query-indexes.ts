/**
 * The indexes the generic queries need on MongoDB, read from the registry: the default
 * sort of each list as it is sent (a text field's French key, with `_id`, its tie-breaker), every filterable or reference field, and
 * the fields counters count by. Unique fields have theirs from the model already.
 *
 * Created on MongoDB only: FerretDB 1.24 never uses an index except its own on `_id`
 * (DESIGN.md §3), so there they would only slow every write down.
 */
import type { ResourceDef } from '@hexagone/schemas';
import { buildMongoSort } from './mongo-filter';

export interface IndexSpec {
  key: Record<string, 1 | -1>;
}

export function queryIndexes(resource: ResourceDef, registry: readonly ResourceDef[]): IndexSpec[] {
  const keys: Array<Record<string, 1 | -1>> = [];
  // The sort the list query sends: a text field's French key (`_sort.name`), then `_id`.
  if (resource.list.sort.field !== '_id') keys.push(buildMongoSort(resource, resource.list.sort));
  for (const f of resource.fields) {
    if (f.unique || f.transient || f.secret) continue;
    if (f.filterable || f.type === 'reference') keys.push({ [f.name]: 1 });
  }
  for (const parent of registry) {
    for (const counter of parent.counters) if (counter.of === resource.name) keys.push({ [counter.foreignField]: 1 });
  }
  const seen = new Set<string>();
  return keys.filter((key) => !seen.has(JSON.stringify(key)) && seen.add(JSON.stringify(key))).map((key) => ({ key }));
}
