/** One of the dashboard's API answers as react-query asks it: the dashboard reads it, a page load opening on the dashboard asks it early. */
import type { QueryFunctionContext } from '@tanstack/react-query';
import type { ActivityItem, Charts, Overview } from '@hexagone/schemas';
import { httpClient } from '../providers/httpClient';

export interface DashboardAnswers {
  overview: Overview;
  charts: Charts;
  activity: ActivityItem[];
}

export const DASHBOARD_ANSWERS: readonly (keyof DashboardAnswers)[] = ['overview', 'charts', 'activity'];

export const analyticsQuery = <K extends keyof DashboardAnswers>(name: K) => ({
  queryKey: ['analytics', name],
  queryFn: async ({ signal }: QueryFunctionContext) => (await httpClient(`/api/analytics/${name}`, { signal })).json.data as DashboardAnswers[K],
});
