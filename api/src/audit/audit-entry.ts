/**
 * What an audit entry says, built from what the activity log observed (one writer for both):
 * its action type of spec 3 §9, its severity, and values made safe to keep (one line each,
 * no password, secret or token). Pure functions: the writer feeds them, the tests check them.
 */
import type { AuditAction, AuditEntryFields, AuditSeverity, Values } from '@hexagone/schemas';
import { SENSITIVE_NAME } from '../activity/activity-entry';

/** An entry as the writer receives it; the chain fields are added when it is appended. */
export type AuditContent = AuditEntryFields<Date>;

/** What the request that caused an entry says about its origin. */
export interface RequestFacts {
  ip_address: string | null;
  user_agent: string | null;
  http_method: string | null;
  request_url: string | null;
}

export const NO_REQUEST: RequestFacts = { ip_address: null, user_agent: null, http_method: null, request_url: null };

const MASK = '[masqué]';
const TEXT_MAX = 500;
const DEPTH_MAX = 4;
const ITEMS_MAX = 50;
/** A bearer token, a JWT, or a long opaque key in a value: never kept, whatever its field is called. */
const TOKEN_VALUE = /^(Bearer\s+\S+|eyJ[\w-]+\.[\w-]+\.[\w-]*|[A-Za-z0-9_-]{40,})$/;

/** One line of at most TEXT_MAX characters, control characters and line breaks turned into spaces. */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ').trim().slice(0, TEXT_MAX);
}

export const cleanText = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? oneLine(value) : null);

/** A value made safe for the log: secrets by name or by look removed, text on one line, bounded depth and size. */
export function sanitise(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return TOKEN_VALUE.test(value.trim()) ? MASK : oneLine(value);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  if (depth >= DEPTH_MAX) return null;
  if (Array.isArray(value)) return value.slice(0, ITEMS_MAX).map((item) => sanitise(item, depth + 1));
  if (typeof value === 'object') {
    // An ObjectId and the like read as their text.
    if (typeof (value as { toHexString?: unknown }).toHexString === 'function') return String(value);
    const out: Values = {};
    for (const [key, item] of Object.entries(value as Values).slice(0, ITEMS_MAX)) {
      if (SENSITIVE_NAME.test(key)) continue;
      out[oneLine(key)] = sanitise(item, depth + 1);
    }
    return out;
  }
  return null;
}

/** The address as requested, each query parameter with a secret-like name masked (a signed link's signature). */
export function cleanUrl(url: string | undefined): string | null {
  if (!url) return null;
  const [path, query] = url.split('?', 2);
  if (!query) return oneLine(path);
  const params = new URLSearchParams(query);
  for (const name of [...params.keys()]) if (SENSITIVE_NAME.test(name) || name === 'signature') params.set(name, MASK);
  return oneLine(`${path}?${params.toString()}`);
}

/** The actions of a plain write: people and keys have their own, the rest is content (spec 3 §9). */
type WriteActions = Readonly<Record<'create' | 'update' | 'delete', AuditAction>>;
const CONTENT_ACTIONS: WriteActions = { create: 'content.created', update: 'content.updated', delete: 'content.deleted' };
const SUBJECT_ACTIONS: Readonly<Record<string, WriteActions>> = {
  users: { create: 'user.created', update: 'user.updated', delete: 'user.deleted' },
  api_keys: { create: 'api_key.created', update: 'api_key.updated', delete: 'api_key.deleted' },
};
/** Settings are singletons named settings_* (and the audit log's own): any write to them is a settings change. */
const isSettings = (collection: string): boolean => collection === 'settings' || collection.startsWith('settings_') || collection.endsWith('_settings');

/** A record's change of state that is a payment (an invoice becoming paid). */
const PAYMENT_CHANGES: readonly { collection: string; field: string; to: string }[] = [{ collection: 'billing_invoices', field: 'status', to: 'paid' }];

export type ValueChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * The domain actions of a collection by the request's operation (its plain create, update or
 * delete, or the action it ran: `scale`, `backup`…), each with its own audit action (issue 37 §4).
 */
const DOMAIN_ACTIONS: Readonly<Record<string, Readonly<Record<string, AuditAction>>>> = {
  webhooks: { create: 'webhook.created', update: 'webhook.updated', delete: 'webhook.deleted' },
  service_instances: {
    create: 'instance.created',
    update: 'instance.updated',
    delete: 'instance.deleted',
    start: 'instance.started',
    stop: 'instance.stopped',
    restart: 'instance.restarted',
    scale: 'instance.scaled',
    backup: 'instance.backed_up',
    restore: 'instance.restored',
  },
  services: { start: 'service.started', stop: 'service.stopped', restart: 'service.restarted' },
  billing_invoices: { finalise: 'invoice.finalised', 'send-reminder': 'invoice.reminder_sent', refund: 'invoice.refunded', cancel: 'invoice.canceled', 'payment-failed': 'payment.failed' },
  billing_credit_notes: { create: 'credit_note.issued' },
  billing_subscriptions: { pause: 'subscription.paused', resume: 'subscription.resumed', cancel: 'subscription.cancelled', 'extend-trial': 'subscription.trial_extended', credits: 'subscription.credited' },
  users: { 'reset-password': 'user.password_reset', 'end-sessions': 'user.sessions_ended' },
};

/** The action type of a write on a collection (spec 3 §9), made by `operation` when the request ran one (a failed one ends in `-failed`). */
export function writeAction(collection: string, action: 'create' | 'update' | 'delete', changes?: ValueChanges, operation?: string): AuditAction {
  if (action === 'update' && PAYMENT_CHANGES.some((p) => p.collection === collection && changes?.[p.field]?.after === p.to)) return 'payment.processed';
  const actions = DOMAIN_ACTIONS[collection];
  // A write of another record than the operation's (a refund's credit note) is named by its own write.
  const domain = actions?.[(operation ?? action).replace(/-failed$/, '')] ?? actions?.[action];
  if (domain) return domain;
  if (isSettings(collection)) return 'settings.updated';
  return (SUBJECT_ACTIONS[collection] ?? CONTENT_ACTIONS)[action];
}

/** A deletion is worth a second look; the rest of the ordinary work is information. */
export const writeSeverity = (action: 'create' | 'update' | 'delete'): AuditSeverity => (action === 'delete' ? 'warning' : 'info');

/** The facts of a request an entry keeps (the address with its secrets masked). */
export function requestFacts(request: { ip?: string; method: string; originalUrl?: string; url: string; get(name: string): string | undefined }): RequestFacts {
  const ip = request.ip?.startsWith('::ffff:') ? request.ip.slice('::ffff:'.length) : (request.ip ?? null);
  return {
    ip_address: ip,
    user_agent: cleanText(request.get('user-agent')),
    http_method: request.method.toUpperCase(),
    request_url: cleanUrl(request.originalUrl ?? request.url),
  };
}
