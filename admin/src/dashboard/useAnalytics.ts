/**
 * Reads one of the dashboard's API answers through react-admin's query cache, so the
 * 'Actualiser' button refreshes it like any list and a 401 ends the session (spec 2 §8).
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import { analyticsQuery, type DashboardAnswers } from './analytics-query';

export function useAnalytics<K extends keyof DashboardAnswers>(name: K) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery(analyticsQuery(name));
  useEffect(() => {
    if (query.error) void logoutIfAccessDenied(query.error);
  }, [query.error, logoutIfAccessDenied]);
  return query;
}
