/** The report calls of spec 3 §7, through the signed-in JSON client; files come as blobs and are saved in place. */
import type { ReportConfiguration, ReportExportFormat, ReportResult, Values } from '@hexagone/schemas';
import { httpClient } from '../providers/httpClient';
import { readToken } from '../providers/session';
import { saveBlob } from '../providers/save-file';

export interface SavedReport {
  id: string;
  name: string;
  description?: string;
  template: string;
  schedule: string;
  recipients?: string[];
  configuration?: ReportConfiguration;
  last_run?: string;
  created_by?: string;
  /** The accounts it is open to, to read (`readers`) or to change (`editors`). */
  readers?: string[];
  editors?: string[];
}

const BASE = '/api/analytics/reports';

export const listReports = async (): Promise<SavedReport[]> =>
  ((await httpClient('/api/analytics_reports?limit=100&sort=created_at&order=DESC')).json as { data: SavedReport[] }).data;

export const createReport = async (body: Values): Promise<SavedReport> => (await httpClient(BASE, { method: 'POST', body: JSON.stringify(body) })).json as SavedReport;

export const updateReport = async (id: string, body: Values): Promise<SavedReport> =>
  (await httpClient(`/api/analytics_reports/${id}`, { method: 'PUT', body: JSON.stringify(body) })).json as SavedReport;

export const runReport = async (id: string): Promise<ReportResult> => (await httpClient(`${BASE}/${id}/run`, { method: 'POST', body: '{}' })).json as ReportResult;

export const shareReport = async (id: string, body: { recipients: string[]; message: string; permissions: string }): Promise<string> =>
  ((await httpClient(`${BASE}/${id}/share`, { method: 'POST', body: JSON.stringify(body) })).json as { message: string }).message;

export const deleteReport = async (id: string): Promise<void> => {
  await httpClient(`${BASE}/${id}`, { method: 'DELETE' });
};

/** The file of the report, saved under the name the server gave it. */
export async function downloadReport(id: string, format: ReportExportFormat): Promise<void> {
  const response = await fetch(`${BASE}/${id}/export?format=${format}`, { headers: { Authorization: `Bearer ${readToken() ?? ''}` } });
  if (!response.ok) throw new Error(`Export ${format} : ${response.status}`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `rapport.${format}`;
  saveBlob(await response.blob(), name);
}
