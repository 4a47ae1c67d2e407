/**
 * Turns a parsed list query into a MongoDB filter. Every value is a checked scalar put
 * in a fixed position; user text only ever reaches a regex escaped.
 */
import { escapeRegExp, fieldByName, type ResourceDef, type Scalar } from '@hexagone/schemas';
import type { FilterValue, ListQuery } from './list-query';
import { isObjectId } from './object-id';

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

export function buildMongoFilter(resource: ResourceDef, query: Pick<ListQuery, 'q' | 'filters'>): Record<string, unknown> {
  const and: Record<string, unknown>[] = Object.entries(query.filters).map(([name, value]) => condition(resource, name, value));
  if (query.q) {
    const pattern = escapeRegExp(query.q);
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
