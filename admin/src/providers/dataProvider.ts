/**
 * ra-data-simple-rest against /api, adapted to the registry and to spec 2 §8:
 * - react-admin knows a resource by its admin route ("users/roles", so the addresses read
 *   /webmaster/users/roles/...), the API by its collection name (/api/roles);
 * - failures carry the French text the notification shows (errors.ts);
 * - reads larger than the API's page cap (an export) are fetched page by page;
 * - the calls the registry adds to the generic ones: a list's stats strip, the domain
 *   endpoints of its actions and file uploads, through the same client (bearer token, and
 *   react-admin's 401 handling when called through useDataProvider).
 */
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider, type GetListParams, type Identifier } from 'react-admin';
import { actionPath, MAX_PAGE_SIZE, resources, type ActionRoute, type StoredFile, type Values } from '@hexagone/schemas';
import { frenchError } from './errors';
import { httpClient } from './httpClient';

const API = '/api';

const collectionByRoute = new Map(resources.map((resource) => [resource.route, resource.name]));

/** The collection behind a react-admin resource name (a route, or already a collection). */
const collectionOf = (resource: string): string => collectionByRoute.get(resource) ?? resource;

const rest = simpleRestProvider(API, httpClient);

export interface StatsParams {
  /** The list's filter values, `q` included. */
  filter: Record<string, unknown>;
}

export interface ActionParams {
  /** The action's declared method and path (`actionRoute` of the registry). */
  route: ActionRoute;
  /** The record, for a path with `{id}`. */
  id?: Identifier;
  /** The body (a bulk action's carries `ids`); the query of a GET. */
  data?: Values;
}

export interface UploadParams {
  field: string;
  file: File;
}

export interface HexagoneDataProvider extends DataProvider {
  /** GET /{collection}/stats with the list's filters: `{ [key]: number }`. */
  getStats(resource: string, params: StatsParams): Promise<Record<string, number>>;
  /** A registry action at its declared route: the API checks and applies it, and answers what it did. */
  action(resource: string, params: ActionParams): Promise<Values>;
  /** POST /uploads?collection=&field= (multipart `file`): the stored public image's address. */
  upload(resource: string, params: UploadParams): Promise<{ url: string }>;
  /** POST /files?collection=&field= (multipart `file`): the private file, to put in the record. */
  uploadFile(resource: string, params: UploadParams): Promise<StoredFile>;
}

/** react-admin asks for more than one page only to export a whole list; the API serves MAX_PAGE_SIZE at most. */
async function getListInPages(collection: string, params: GetListParams) {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: MAX_PAGE_SIZE };
  if (page !== 1 || perPage <= MAX_PAGE_SIZE) return rest.getList(collection, params);
  const data = [];
  let total = 0;
  for (let chunk = 1; data.length < perPage; chunk += 1) {
    const result = await rest.getList(collection, { ...params, pagination: { page: chunk, perPage: MAX_PAGE_SIZE } });
    data.push(...result.data);
    total = result.total ?? data.length;
    if (result.data.length < MAX_PAGE_SIZE || data.length >= total) break;
  }
  return { data: data.slice(0, perPage), total };
}

const operations: HexagoneDataProvider = {
  ...rest,
  getList: getListInPages,

  getStats: async (collection, { filter }) => {
    const query = fetchUtils.queryParameters({ filter: JSON.stringify(filter) });
    const { json } = await httpClient(`${API}/${collection}/stats?${query}`);
    return json;
  },

  action: async (_collection, { route, id, data }) => {
    const path = `${API}${actionPath(route, id)}`;
    const { json } =
      route.method === 'GET'
        ? await httpClient(data && Object.keys(data).length ? `${path}?${fetchUtils.queryParameters(data)}` : path)
        : await httpClient(path, { method: route.method, body: JSON.stringify(data ?? {}) });
    return json && typeof json === 'object' ? (json as Values) : {};
  },

  upload: (collection, params) => postFile('uploads', collection, params),
  uploadFile: (collection, params) => postFile('files', collection, params),
};

async function postFile(endpoint: 'uploads' | 'files', collection: string, { field, file }: UploadParams) {
  const body = new FormData();
  body.append('file', file);
  const query = fetchUtils.queryParameters({ collection, field });
  const { json } = await httpClient(`${API}/${endpoint}?${query}`, { method: 'POST', body });
  return json;
}

/**
 * Which failure wording an operation takes (errors.ts): an action changes records, an
 * upload adds a file, so both show the server's own message.
 */
const ERROR_WORDING: Record<string, string> = { action: 'update', upload: 'create', uploadFile: 'create' };

export const dataProvider = new Proxy(operations, {
  get(target, operation: string) {
    const method = target[operation];
    if (typeof method !== 'function') return method;
    return (resource: string, params: unknown) =>
      method(collectionOf(resource), params).catch((error: unknown) => {
        throw frenchError(ERROR_WORDING[operation] ?? operation, error);
      });
  },
}) as HexagoneDataProvider;
