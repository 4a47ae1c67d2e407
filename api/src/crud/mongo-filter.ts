/**
 * Turns a parsed list query into a MongoDB filter. Every value is a checked scalar put
 * in a fixed position; user text only ever reaches a regex escaped.
 */
import { collatedFields, fieldByName, SORT_KEYS, type ResourceDef, type Scalar, type SortOrder } from '@hexagone/schemas';
import type { FilterValue, ListQuery, RangeValue } from './list-query';
import { isObjectId } from './object-id';
import { searchPattern } from './search-pattern';

/** Matches no document: an id that cannot exist is not an error, just no result. */
const NOTHING = { _id: { $in: [] as string[] } };

function castScalar(resource: ResourceDef, name: string, value: Scalar): Scalar | undefined {
  if (name === '_id') return isObjectId(value) ? value : undefined;
  const field = fieldByName(resource, name);
  switch (field?.type) {
    case 'switch':
    case 'checkbox':
      if (typeof value === 'boolean') return value;
      return value === 'true' ? true : value === 'false' ? false : undefined;
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n : undefined;
    }
    default:
      return String(value);
  }
}

function condition(resource: ResourceDef, name: string, value: FilterValue): Record<string, unknown> {
  if (Array.isArray(value)) {
    const values = value.map((v) => castScalar(resource, name, v)).filter((v) => v !== undefined);
    return { [name]: { $in: values } };
  }
  const cast = castScalar(resource, name, value);
  return cast === undefined ? NOTHING : { [name]: cast };
}

function rangeCondition(name: string, range: RangeValue): Record<string, unknown> {
  const bounds: Record<string, number | Date> = {};
  if (range.from !== undefined) bounds.$gte = range.from;
  if (range.to !== undefined) bounds.$lte = range.to;
  return { [name]: bounds };
}

export function buildMongoFilter(resource: ResourceDef, query: Pick<ListQuery, 'q' | 'filters' | 'ranges' | 'owner'>): Record<string, unknown> {
  const and: Record<string, unknown>[] = Object.entries(query.filters).map(([name, value]) => condition(resource, name, value));
  // An owner-caller's records only: part of every query that selects records (lists, totals, stats, exports).
  if (query.owner) and.unshift({ [query.owner.field]: query.owner.id });
  for (const [name, range] of Object.entries(query.ranges ?? {})) and.push(rangeCondition(name, range));
  if (query.q) {
    // Accents and case folded: the embedded database answers it from its search index (search-pattern.ts).
    const pattern = searchPattern(query.q);
    const searchable = resource.fields.filter((f) => f.searchable);
    and.push(
      searchable.length
        ? { $or: searchable.map((f) => ({ [f.name]: { $regex: pattern, $options: 'i' } })) }
        : NOTHING,
    );
  }
  if (and.length === 0) return {};
  return and.length === 1 ? and[0] : { $and: and };
}

/**
 * The sort of a list: text fields sort on their French key (`_sort.name`), and a second
 * key keeps pages stable when many records share the sorted value.
 */
export function buildMongoSort(resource: ResourceDef, sort: { field: string; order: SortOrder }): Record<string, 1 | -1> {
  const direction = sort.order === 'ASC' ? 1 : -1;
  const path = collatedFields(resource).includes(sort.field) ? `${SORT_KEYS}.${sort.field}` : sort.field;
  const result: Record<string, 1 | -1> = { [path]: direction };
  if (sort.field !== '_id') result._id = direction;
  return result;
}
