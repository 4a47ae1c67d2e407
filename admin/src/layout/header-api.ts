/** The header's calls to the API: the bell's notifications and the record search. */
import type { NotificationsAnswer, SearchGroup } from '@hexagone/schemas';
import { httpClient } from '../providers/httpClient';

export async function fetchNotifications(): Promise<NotificationsAnswer> {
  return (await httpClient('/api/notifications')).json as NotificationsAnswer;
}

export async function searchRecords(q: string): Promise<SearchGroup[]> {
  return ((await httpClient(`/api/search?${new URLSearchParams({ q })}`)).json as { data: SearchGroup[] }).data;
}
