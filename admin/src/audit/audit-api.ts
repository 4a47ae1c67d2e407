/** The audit log's calls (spec 3 §7), exactly: GET /settings_logs (and /export), /api/webmaster/audit-logs/…, GET /users. */
import type { AuditAction, AuditEntryFields, Values } from '@hexagone/schemas';
import { httpClient } from '../providers/httpClient';
import { downloadSignedLink, signedLinkFor, withSignedLink } from '../providers/signed-links';

export type AuditEntry = AuditEntryFields & { id: string; sequence: number };

/** The filters of the screen; only those filled are sent (spec 3 §7: non-empty only). */
export interface AuditFilters {
  user: string;
  action: string;
  severity: string;
  date_from: string;
  date_to: string;
  q: string;
}

export const NO_FILTERS: AuditFilters = { user: '', action: '', severity: '', date_from: '', date_to: '', q: '' };

export interface AlertRule {
  id: string;
  name: string;
  action_type: AuditAction;
  resource_type?: string;
  severity: string;
  notification_email?: string;
  notification_webhook?: string;
  /** Only in the answer of a create that left it empty: the generated secret, shown once. */
  webhook_secret?: string;
  enabled: boolean;
}

export interface ChainReport {
  valid: boolean;
  checked: number;
  message: string;
}

/** A signed checkpoint file, as GET …/checkpoint answers it and POST …/verify takes it back. */
export interface CheckpointFile {
  checkpoints: { sequence: number; hash: string; timestamp: string; signed_at: string; signature: string }[];
}

const BASE = '/api/webmaster/audit-logs';
const send = (method: string, body: unknown) => ({ method, body: JSON.stringify(body) });
const filled = (filters: AuditFilters) => Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

export const AUDIT_STREAM_PATH = `${BASE}/stream`;
export const AUDIT_EXPORT_PATH = '/api/settings_logs/export';

export const auditApi = {
  list: async (filters: AuditFilters, page: number, limit: number) => {
    const query = new URLSearchParams({ ...filled(filters), page: String(page), limit: String(limit) });
    return (await httpClient(`/api/settings_logs?${query}`)).json as { data: AuditEntry[]; pagination: { total: number } };
  },
  users: async () => ((await httpClient('/api/users?limit=100&sort=name&order=asc')).json as { data: { id: string; name?: string; email: string }[] }).data,
  verify: async () => (await httpClient(`${BASE}/verify`)).json as ChainReport,
  /** The chain and the checkpoints of a file kept outside the installation. */
  verifyWith: async (file: unknown) => (await httpClient(`${BASE}/verify`, send('POST', file))).json as ChainReport,
  checkpoint: async () => (await httpClient(`${BASE}/checkpoint`)).json as CheckpointFile,
  settings: async () => (await httpClient(`${BASE}/settings`)).json as Values,
  saveSettings: async (values: Values) => (await httpClient(`${BASE}/settings`, send('PUT', values))).json as Values,
  alerts: async () => ((await httpClient(`${BASE}/alerts`)).json as { data: AlertRule[] }).data,
  createAlert: async (values: Values) => (await httpClient(`${BASE}/alerts`, send('POST', values))).json as AlertRule,
  toggleAlert: async (id: string, enabled: boolean) => (await httpClient(`${BASE}/alerts/${encodeURIComponent(id)}`, send('PATCH', { enabled }))).json as AlertRule,
  deleteAlert: (id: string) => httpClient(`${BASE}/alerts/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  /** The file of every entry the filters select, downloaded through a signed link. */
  download: (format: string, filters: AuditFilters) => downloadSignedLink(`${AUDIT_EXPORT_PATH}?${new URLSearchParams({ ...filled(filters), format })}`),
  /** The live stream's address, signed (one use). */
  streamAddress: async () => withSignedLink(AUDIT_STREAM_PATH, await signedLinkFor(AUDIT_STREAM_PATH)),
};
