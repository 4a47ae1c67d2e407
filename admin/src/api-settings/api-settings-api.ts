/** The calls of spec 3 §7 for API keys and webhooks, exactly: /api/webmaster/api-keys and /api/webmaster/webhooks. */
import type { ApiKeyUsage } from '@hexagone/schemas';
import { httpClient } from '../providers/httpClient';

export interface ApiKey {
  id: string;
  name: string;
  description?: string;
  permissions: string[];
  rate_limit: number;
  rate_window: 'minute' | 'hour' | 'day';
  expires_at?: string | null;
  allowed_ips: string[];
  key_preview?: string;
  /** The full key: only in the answer to a creation or a rotation. */
  key?: string;
  last_used?: string | null;
}

export interface ApiKeyInput {
  name: string;
  description: string;
  permissions: string[];
  rate_limit: number;
  rate_window: string;
  expires_at: string | null;
  allowed_ips: string[];
}

export interface Webhook {
  id: string;
  name: string;
  url: string;
  events: string[];
  active: boolean;
  headers: Record<string, string>;
  last_attempt?: string | null;
  last_success?: boolean | null;
  disabled_reason?: string;
  /** Only in the answer to a creation. */
  secret?: string;
}

export interface WebhookInput {
  name: string;
  url: string;
  events: string[];
  secret: string;
  active: boolean;
  headers: Record<string, string>;
}

export interface WebhookDelivery {
  id: string;
  event: string;
  status: 'pending' | 'succeeded' | 'failed';
  created_at: string;
  next_at: string | null;
  attempts: { at: string; status_code?: number; duration_ms: number; excerpt: string; ok: boolean }[];
}

const KEYS = '/api/webmaster/api-keys';
const HOOKS = '/api/webmaster/webhooks';
const send = (method: string, body: unknown = {}) => ({ method, body: JSON.stringify(body) });
const json = async <T>(url: string, options?: Parameters<typeof httpClient>[1]) => (await httpClient(url, options)).json as T;
const one = (base: string, id: string, rest = '') => `${base}/${encodeURIComponent(id)}${rest}`;

export const apiSettingsApi = {
  keys: () => json<ApiKey[]>(KEYS),
  createKey: (input: ApiKeyInput) => json<ApiKey>(KEYS, send('POST', input)),
  updateKey: (id: string, input: ApiKeyInput) => json<ApiKey>(one(KEYS, id), send('PUT', input)),
  deleteKey: (id: string) => httpClient(one(KEYS, id), { method: 'DELETE' }),
  rotateKey: (id: string) => json<ApiKey>(one(KEYS, id, '/rotate'), send('POST')),
  usage: (id: string) => json<ApiKeyUsage>(one(KEYS, id, '/usage')),
  webhooks: () => json<Webhook[]>(HOOKS),
  createWebhook: (input: WebhookInput) => json<Webhook>(HOOKS, send('POST', input)),
  toggleWebhook: (id: string, active: boolean) => json<Webhook>(one(HOOKS, id), send('PATCH', { active })),
  deleteWebhook: (id: string) => httpClient(one(HOOKS, id), { method: 'DELETE' }),
  deliveries: async (id: string) => (await json<{ data: WebhookDelivery[] }>(one(HOOKS, id, '/deliveries'))).data,
  sendTest: (id: string) => json<WebhookDelivery>(one(HOOKS, id, '/test'), send('POST')),
  replay: (id: string, deliveryId: string) => json<WebhookDelivery>(one(HOOKS, id, `/deliveries/${encodeURIComponent(deliveryId)}/replay`), send('POST')),
};
