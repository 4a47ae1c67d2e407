/**
 * The analytics screen's calls (spec 3 §7) through react-admin's query cache: the period's
 * figures, and the real-time visitors refetched every 30 s. Failures show no message (spec 3
 * §8): the screen keeps what it last had; a 401 ends the session.
 */
import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import {
  REALTIME_REFRESH_MS,
  type AnalyticsDevices,
  type AnalyticsMetrics,
  type AnalyticsPeriod,
  type AnalyticsTraffic,
  type FunnelStep,
  type GeographyRow,
  type TopPage,
} from '@hexagone/schemas';
import { httpClient } from '../providers/httpClient';

function useAnalyticsQuery<T>(path: string, period?: AnalyticsPeriod, refetchInterval: number | false = false) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({
    queryKey: ['analytics', path, period],
    queryFn: async ({ signal }) => (await httpClient(`/api/analytics/${path}${period ? `?period=${period}` : ''}`, { signal })).json as T,
    refetchInterval,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (query.error) void logoutIfAccessDenied(query.error);
  }, [query.error, logoutIfAccessDenied]);
  return query;
}

export const useAudience = (period: AnalyticsPeriod) => ({
  metrics: useAnalyticsQuery<AnalyticsMetrics>('metrics', period),
  traffic: useAnalyticsQuery<AnalyticsTraffic>('traffic', period),
  geography: useAnalyticsQuery<GeographyRow[]>('geography', period),
  topPages: useAnalyticsQuery<TopPage[]>('top-pages', period),
  devices: useAnalyticsQuery<AnalyticsDevices>('devices', period),
  funnel: useAnalyticsQuery<FunnelStep[]>('funnel', period),
  realtime: useAnalyticsQuery<{ visitors: number }>('realtime', undefined, REALTIME_REFRESH_MS),
});
