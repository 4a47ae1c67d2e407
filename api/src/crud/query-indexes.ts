/**
 * The indexes the generic queries need on MongoDB, read from the registry: the default
 * sort of each list (with `_id`, its tie-breaker), every filterable or reference field, and
 * the fields counters count by. Unique fields have theirs from the model already.
 *
 * Created on MongoDB only: FerretDB 1.24 never uses an index except its own on `_id`
 * (DESIGN.md §3), so there they would only slow every write down.
 */
import type { ResourceDef } from '@hexagone/schemas';

export interface IndexSpec {
  key: Record<string, 1 | -1>;
}

export function queryIndexes(resource: ResourceDef, registry: readonly ResourceDef[]): IndexSpec[] {
  const keys: Array<Record<string, 1 | -1>> = [];
  const { field, order } = resource.list.sort;
  if (field !== '_id') {
    const direction = order === 'ASC' ? 1 : -1;
    keys.push({ [field]: direction, _id: direction });
  }
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
