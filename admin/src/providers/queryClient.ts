/**
 * How the back-office asks the API again. A list of a large collection can take a second
 * on the embedded database: an identical request is never sent while one runs (react-query
 * shares it), a list seen less than `staleTime` ago is shown without asking again, and coming
 * back to the tab does not re-ask every list on screen at once. While a list loads,
 * react-admin's progress bar and the list's own placeholder show it.
 *
 * A write may change other collections than its own (a ban writes the moderation log, a
 * comment moves its post's counter, every write adds to the activity log): after any write,
 * every list and record is stale, and those on screen are asked again.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';

/** The answers that list records of a collection (react-admin's query keys: [resource, kind, params]). */
const LISTING = new Set(['getList', 'getManyReference']);

/**
 * A list just answered holds the newest state of its records: their detail pages take it.
 * react-admin itself only fills a record's cache when it is empty, and marks an old one fresh
 * again, so a detail page opened after an action taken in the list (a suspension, a resize)
 * showed the state from before it until the browser reloaded.
 */
function recordsFromList(data: unknown, queryKey: readonly unknown[]): void {
  const [resource, kind, params] = queryKey;
  if (!LISTING.has(String(kind))) return;
  const records = (data as { data?: RaRecord[] } | undefined)?.data;
  if (!Array.isArray(records)) return;
  const meta = (params as { meta?: unknown } | undefined)?.meta;
  for (const record of records) {
    const key = [resource, 'getOne', { id: String(record.id), meta }];
    if (queryClient.getQueryData(key) !== undefined) queryClient.setQueryData(key, record);
  }
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onSuccess: (data, query) => recordsFromList(data, query.queryKey) }),
  mutationCache: new MutationCache({
    // After the write's own success handling (its notification, its redirect, react-admin's
    // cache updates): refetching a record just deleted must not come first and unmount them.
    onSuccess: () => {
      setTimeout(() => void queryClient.invalidateQueries(), 0);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 5_000,
      refetchOnWindowFocus: false,
      // A 503 (database busy or down) is retried once, after its Retry-After; other errors are shown at once.
      retry: (failures, error) => failures < 1 && (error as { status?: number })?.status === 503,
      retryDelay: 5_000,
    },
  },
});
