/**
 * The data a screen shows first, asked for when a page load opens on it, with its scripts: put
 * in react-query's cache under the keys the screen reads, it is there when the screen first
 * renders. Asked by the screen itself, it waited for the shell to draw, the screen's scripts,
 * then react-admin's two access checks before the list's query ran: 0.4 to 0.7 s before the
 * request left, under load (bench:screens, issue 39). The API checks every request anyway.
 */
import type { SortPayload } from 'react-admin';
import type { ResourceDef } from '@hexagone/schemas';
import { analyticsQuery, DASHBOARD_ANSWERS } from './dashboard/analytics-query';
import { dataProvider } from './providers/dataProvider';
import { queryClient } from './providers/queryClient';
import { storedParams } from './resources/list-address';

/**
 * The parameters of a list's first request when it opens at this address: those ListAddressSync
 * stores from the address, merged with the list's defaults as react-admin's getQuery merges them
 * (useListParams; its own import would bring react-admin's list state code into the first load).
 */
export function firstListParams(resource: ResourceDef, search: string) {
  const stored = storedParams(search, resource);
  const custom = Object.keys(stored.filter).length > 0 || stored.order != null || stored.page !== 1 || stored.perPage != null || stored.sort != null;
  // An address with a sort and no order keeps the order null, as react-admin does (the API then sorts ascending).
  const sort = custom && stored.sort ? { field: stored.sort, order: stored.order as SortPayload['order'] } : resource.list.sort;
  return {
    pagination: { page: (custom && stored.page) || 1, perPage: (custom && stored.perPage) || resource.list.perPage },
    sort,
    filter: custom ? { ...stored.filter } : {},
  };
}

/** A list's first page, under the key and in the shape of useGetList, and its stats strip's figures (StatsStrip). */
export function prefetchList(resource: ResourceDef, search: string): void {
  const params = firstListParams(resource, search);
  void queryClient.prefetchQuery({
    queryKey: [resource.route, 'getList', { ...params, meta: undefined }],
    queryFn: () => dataProvider.getList(resource.route, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  });
  if (resource.stats.length > 0) {
    void queryClient.prefetchQuery({ queryKey: [resource.route, 'getStats', params.filter], queryFn: () => dataProvider.getStats(resource.route, { filter: params.filter }) });
  }
}

/** A record's page: the record, as useGetOne asks it. */
export function prefetchRecord(resource: ResourceDef, id: string): void {
  void queryClient.prefetchQuery({
    queryKey: [resource.route, 'getOne', { id, meta: undefined }],
    queryFn: () => dataProvider.getOne(resource.route, { id }).then(({ data }) => data),
  });
}

/** The dashboard's figures, charts and recent activity. */
export function prefetchDashboard(): void {
  for (const name of DASHBOARD_ANSWERS) void queryClient.prefetchQuery(analyticsQuery(name));
}
