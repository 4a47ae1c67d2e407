/**
 * ra-data-simple-rest against /api, adapted to the registry and to spec 2 §8:
 * - react-admin knows a resource by its admin route ("users/roles", so the addresses read
 *   /webmaster/users/roles/...), the API by its collection name (/api/roles);
 * - failures carry the French text the notification shows (errors.ts);
 * - reads larger than the API's page cap (an export) are fetched page by page.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams } from 'react-admin';
import { MAX_PAGE_SIZE, resources } from '@hexagone/schemas';
import { frenchError } from './errors';
import { httpClient } from './httpClient';

const collectionByRoute = new Map(resources.map((resource) => [resource.route, resource.name]));

/** The collection behind a react-admin resource name (a route, or already a collection). */
const collectionOf = (resource: string): string => collectionByRoute.get(resource) ?? resource;

const rest = simpleRestProvider('/api', httpClient);

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

const operations: DataProvider = { ...rest, getList: getListInPages };

export const dataProvider = new Proxy(operations, {
  get(target, operation: string) {
    const method = target[operation];
    if (typeof method !== 'function') return method;
    return (resource: string, params: unknown) =>
      method(collectionOf(resource), params).catch((error: unknown) => {
        throw frenchError(operation, error);
      });
  },
}) as DataProvider;
