/**
 * The list state as a readable address (spec 2 §2.1): `q`, `sort`, `order`, `page`, `perPage`
 * and one parameter per active filter (`?q=lumière&role=support&sort=name&order=DESC&page=2`),
 * instead of react-admin's `?filter={"q":…}`. A value repeated is a list (a multi-value filter);
 * a yes/no filter reads `true`/`false`, a number filter a number. The older `filter` JSON
 * parameter is still read, so an address saved before keeps working.
 */
import { fieldByName, type ResourceDef } from '@hexagone/schemas';

export interface ListAddressState {
  filter: Record<string, unknown>;
  sort?: string;
  order?: 'ASC' | 'DESC';
  page?: number;
  perPage?: number;
}

const RESERVED = new Set(['sort', 'order', 'page', 'perPage', 'filter', 'displayedFilters']);

const positive = (value: string | null): number | undefined => {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
};

/** One filter value typed as the field's filter input holds it. */
function typed(resource: ResourceDef, name: string, raw: string): unknown {
  const field = fieldByName(resource, name);
  if (field && (field.type === 'switch' || field.type === 'checkbox')) return raw === 'true' ? true : raw === 'false' ? false : raw;
  if (field?.type === 'number' && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  return raw;
}

function legacyFilter(params: URLSearchParams): Record<string, unknown> {
  const raw = params.get('filter');
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function stateFromAddress(search: string, resource: ResourceDef): ListAddressState {
  const params = new URLSearchParams(search);
  const filter: Record<string, unknown> = legacyFilter(params);
  for (const name of new Set(params.keys())) {
    if (RESERVED.has(name)) continue;
    const values = params.getAll(name).map((raw) => typed(resource, name, raw));
    filter[name] = values.length > 1 ? values : values[0];
  }
  const order = params.get('order')?.toUpperCase();
  return {
    filter,
    sort: params.get('sort') || undefined,
    order: order === 'ASC' || order === 'DESC' ? order : undefined,
    page: positive(params.get('page')),
    perPage: positive(params.get('perPage')),
  };
}

/** react-admin's stored list parameters for a state read from the address (null: the list's default). */
export function storedParams(search: string, resource: ResourceDef) {
  const state = stateFromAddress(search, resource);
  return { filter: state.filter, displayedFilters: {}, sort: state.sort ?? null, order: state.order ?? null, page: state.page ?? 1, perPage: state.perPage ?? null };
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The query string of a list state: `q` first, then the filters, sort, order, page size and
 * page; values equal to the list's defaults are left out so that an untouched list has a bare address.
 */
export function addressFromState(state: ListAddressState, defaults: { sort: string; order: string; perPage: number }): string {
  const params = new URLSearchParams();
  const { q, ...filters } = state.filter;
  if (!isEmpty(q)) params.append('q', String(q));
  for (const [name, value] of Object.entries(filters)) {
    if (isEmpty(value)) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      params.append(name, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  if (state.sort && (state.sort !== defaults.sort || state.order !== defaults.order)) {
    params.set('sort', state.sort);
    if (state.order) params.set('order', state.order);
  }
  if (state.perPage && state.perPage !== defaults.perPage) params.set('perPage', String(state.perPage));
  if (state.page && state.page > 1) params.set('page', String(state.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}
