/**
 * How the back-office asks the API again. A list of a large collection can take a second
 * on the embedded database: an identical request is never sent while one runs (react-query
 * shares it), a list seen less than `staleTime` ago is shown without asking again, and coming
 * back to the tab does not re-ask every list on screen at once. While a list loads,
 * react-admin's progress bar and the list's own placeholder show it.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
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
