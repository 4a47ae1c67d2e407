/**
 * Reads one of the dashboard's API answers through react-admin's query cache, so the
 * 'Actualiser' button refreshes it like any list and a 401 ends the session (spec 2 §8).
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import { httpClient } from '../providers/httpClient';
import type { ActivityItem, Charts, Overview } from '@hexagone/schemas';

interface Answers {
  overview: Overview;
  charts: Charts;
  activity: ActivityItem[];
}

export function useAnalytics<K extends keyof Answers>(name: K) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({
    queryKey: ['analytics', name],
    queryFn: async ({ signal }) => (await httpClient(`/api/analytics/${name}`, { signal })).json.data as Answers[K],
  });
  useEffect(() => {
    if (query.error) void logoutIfAccessDenied(query.error);
  }, [query.error, logoutIfAccessDenied]);
  return query;
}
