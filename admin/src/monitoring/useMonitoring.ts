/**
 * The monitoring screen's two calls (spec 3 §7), through react-admin's query cache: refetched
 * every 30 s while auto-refresh is on; a 401 ends the session. Failures show no message
 * (spec 3 §8): the screen keeps what it last had.
 */
import { useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'react-admin';
import { MONITORING_REFRESH_MS, type MonitoringAlert, type MonitoringMetrics, type MonitoringRange, type MonitoringService } from '@hexagone/schemas';
import { httpClient } from '../providers/httpClient';

const BASE = '/api/services/monitoring';

function useMonitoringQuery<T>(key: readonly unknown[], url: string, autoRefresh: boolean) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({
    queryKey: ['monitoring', ...key],
    queryFn: async ({ signal }) => (await httpClient(url, { signal })).json as T,
    refetchInterval: autoRefresh ? MONITORING_REFRESH_MS : false,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (query.error) void logoutIfAccessDenied(query.error);
  }, [query.error, logoutIfAccessDenied]);
  return query;
}

export const useMetrics = (service: MonitoringService, range: MonitoringRange, autoRefresh: boolean) =>
  useMonitoringQuery<MonitoringMetrics>(['metrics', service, range], `${BASE}/metrics?service=${encodeURIComponent(service)}&range=${range}`, autoRefresh);

export const useActiveAlerts = (autoRefresh: boolean) => useMonitoringQuery<MonitoringAlert[]>(['alerts', 'active'], `${BASE}/alerts?status=active`, autoRefresh);
