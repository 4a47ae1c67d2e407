/**
 * Reads a list request in either dialect into one internal query:
 * - the spec's: `page, limit, sort, order, q (or search), <filter>=value`;
 * - ra-data-simple-rest's: `filter={json}&range=[a,b]&sort=[field,order]`.
 * Everything after this point is shared.
 */
import { fieldByName, MAX_PAGE_SIZE, rangeParams, type FieldDef, type OwnerScope, type ResourceDef, type Scalar, type SortOrder } from '@hexagone/schemas';

export type FilterValue = Scalar | Scalar[];

/** Bounds of an interval filter, both inclusive: numbers, or dates (a day alone covers the whole day). */
export interface RangeValue {
  from?: number | Date;
  to?: number | Date;
}

export interface ListQuery {
  dialect: 'rest' | 'simple-rest';
  page: number;
  limit: number;
  skip: number;
  sort: { field: string; order: SortOrder };
  q?: string;
  filters: Record<string, FilterValue>;
  ranges?: Record<string, RangeValue>;
  /** Set by the server, never parsed from the request: an owner-caller reaches only these records. */
  owner?: OwnerScope;
}

/** A malformed list request (answered 400). */
export class ListQueryError extends Error {}

const RESERVED = new Set(['page', 'limit', 'sort', 'order', 'q', 'search', 'filter', 'range', '_start', '_end']);

export function isSimpleRestQuery(query: Record<string, unknown>): boolean {
  return 'range' in query || 'filter' in query || (typeof query.sort === 'string' && query.sort.startsWith('['));
}

export function parseListQuery(resource: ResourceDef, query: Record<string, unknown>): ListQuery {
  return isSimpleRestQuery(query) ? parseSimpleRest(resource, query) : parseRest(resource, query);
}

function parseRest(resource: ResourceDef, query: Record<string, unknown>): ListQuery {
  const page = positiveInt(query.page, 'page') ?? 1;
  const limit = Math.min(positiveInt(query.limit, 'limit') ?? resource.list.perPage, MAX_PAGE_SIZE);
  // A page so far that its first row is past what a number counts exactly is no page.
  if (!Number.isSafeInteger((page - 1) * limit)) throw new ListQueryError('Paramètre page invalide');
  const order = typeof query.order === 'string' ? parseOrder(query.order) : undefined;
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) if (!RESERVED.has(key)) filters[key] = value;
  return {
    dialect: 'rest',
    page,
    limit,
    skip: (page - 1) * limit,
    sort: resolveSort(resource, asString(query.sort), order),
    // Spec 3 §7's pickers ask `search=` (GET /users?search=&limit=20): the same as `q`.
    q: searchText(query.q ?? query.search),
    filters: resolveFilters(resource, filters),
    ranges: resolveRanges(resource, filters),
  };
}

function parseSimpleRest(resource: ResourceDef, query: Record<string, unknown>): ListQuery {
  const filter = parseJson(query.filter, 'filter') ?? {};
  if (typeof filter !== 'object' || Array.isArray(filter)) throw new ListQueryError('Paramètre filter invalide');
  const { q, ...filters } = filter as Record<string, unknown>;

  const range = parseJson(query.range, 'range');
  let skip = 0;
  let limit = resource.list.perPage;
  if (range !== undefined) {
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) {
      throw new ListQueryError('Paramètre range invalide');
    }
    skip = range[0] as number;
    limit = Math.min(range[1] - range[0] + 1, MAX_PAGE_SIZE);
  }

  // A plain field name (`sort=name&order=desc`) reads as in the other dialect: one `sort` parameter, two forms.
  // Anything else (a JSON string, an object) is this dialect's JSON, and must be a [field, order] pair.
  const plainSort = typeof query.sort === 'string' && /^[A-Za-z_][\w.]*$/.test(query.sort);
  const sort = plainSort ? undefined : parseJson(query.sort, 'sort');
  let sortField = plainSort ? (query.sort as string) : undefined;
  let order: SortOrder | undefined = plainSort && typeof query.order === 'string' ? parseOrder(query.order) : undefined;
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || typeof sort[1] !== 'string') {
      throw new ListQueryError('Paramètre sort invalide');
    }
    sortField = sort[0];
    order = parseOrder(sort[1]);
  }

  return {
    dialect: 'simple-rest',
    page: Math.floor(skip / limit) + 1,
    limit,
    skip,
    sort: resolveSort(resource, sortField, order),
    q: searchText(q),
    filters: resolveFilters(resource, filters),
    ranges: resolveRanges(resource, filters),
  };
}

function parseJson(value: unknown, name: string): unknown {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new ListQueryError(`Paramètre ${name} invalide`);
  try {
    return JSON.parse(value);
  } catch {
    throw new ListQueryError(`Paramètre ${name} invalide`);
  }
}

function positiveInt(value: unknown, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new ListQueryError(`Paramètre ${name} invalide`);
  return n;
}

const asString = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function parseOrder(value: string): SortOrder {
  const upper = value.toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') throw new ListQueryError('Paramètre order invalide');
  return upper;
}

function searchText(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new ListQueryError('Paramètre q invalide');
  const text = value.trim();
  return text ? text.slice(0, 200) : undefined;
}

/** The fields a list may be sorted by; anything else falls back to the resource's default. */
export function sortableFields(resource: ResourceDef): Set<string> {
  return new Set(['_id', ...resource.fields.filter((f) => f.sortable).map((f) => f.name)]);
}

function resolveSort(resource: ResourceDef, field: string | undefined, order: SortOrder | undefined) {
  const name = field === 'id' ? '_id' : field;
  const fallback = resource.list.sort;
  if (!name || !sortableFields(resource).has(name)) return { field: fallback.field, order: order ?? fallback.order };
  return { field: name, order: order ?? 'ASC' };
}

/** Filters on undeclared fields are ignored; a value that is not a plain scalar is refused. */
function resolveFilters(resource: ResourceDef, raw: Record<string, unknown>): Record<string, FilterValue> {
  const filters: Record<string, FilterValue> = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = key === 'id' ? '_id' : (resource.fields.find((field) => field.filterParam === key)?.name ?? key);
    const field = fieldByName(resource, name);
    const allowed = name === '_id' || (field && !field.secret && (field.filterable || field.pickerFilter || field.type === 'reference'));
    if (!allowed || value === undefined || value === null || value === '') continue;
    if (!isFilterValue(value)) throw new ListQueryError(`Filtre invalide : ${key}`);
    filters[name] = value;
  }
  return filters;
}

const isScalar = (value: unknown): value is Scalar =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

const isFilterValue = (value: unknown): value is FilterValue =>
  isScalar(value) || (Array.isArray(value) && value.length <= MAX_PAGE_SIZE && value.every(isScalar));

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** One bound of a range, as its field reads: a number within the declared bounds, or a date. */
function rangeBound(field: FieldDef, param: string, value: unknown, end: boolean): number | Date | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') throw new ListQueryError(`Filtre invalide : ${param}`);
  if (field.type === 'date' || field.type === 'datetime-local') {
    const text = String(value);
    const time = Date.parse(text);
    if (Number.isNaN(time)) throw new ListQueryError(`Filtre invalide : ${param}`);
    // 'date_to=2026-01-31' includes the whole of that day.
    return new Date(end && DAY_ONLY.test(text) ? time + DAY_MS - 1 : time);
  }
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw new ListQueryError(`Filtre invalide : ${param}`);
  return n;
}

/** The interval filters of the fields that declare one (`price_from=0&price_to=1000`, `date_from`/`date_to`). */
function resolveRanges(resource: ResourceDef, raw: Record<string, unknown>): Record<string, RangeValue> {
  const ranges: Record<string, RangeValue> = {};
  for (const field of resource.fields) {
    if (!field.range || field.secret) continue;
    const params = rangeParams(field);
    const from = rangeBound(field, params.from, raw[params.from], false);
    const to = rangeBound(field, params.to, raw[params.to], true);
    if (from !== undefined || to !== undefined) ranges[field.name] = { from, to };
  }
  return ranges;
}
