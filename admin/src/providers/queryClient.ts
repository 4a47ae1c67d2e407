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
import { MutationCache, QueryClient } from '@tanstack/react-query';

export const queryClient: QueryClient = new QueryClient({
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
