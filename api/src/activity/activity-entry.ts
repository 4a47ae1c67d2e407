/**
 * What an activity record says about a request: which collection and record it touched,
 * with which action, and which field names changed. Pure functions: the interceptor and
 * the CRUD hooks feed them, the tests check them.
 */
import type { ActivityAction, FieldDef, ResourceDef, Values } from '@hexagone/schemas';

/** A record written during a request, as the CRUD hooks saw it. */
export interface ObservedWrite {
  action: Extract<ActivityAction, 'create' | 'update' | 'delete'>;
  collection: string;
  id: string;
  fields: string[];
  label?: string;
}

/** What the address of a write request says, when nothing more precise was observed. */
export interface RouteActivity {
  action: ActivityAction;
  collection: string;
  /** The endpoint's own name for what it does ('create', 'reset-password', 'mfa'...). */
  operation: string;
  id?: string;
  /** Routes of authentication: the user is found from the answer or the e-mail sent. */
  auth?: boolean;
}

export interface ActivityRecord {
  user_id: string | null;
  action: ActivityAction;
  collection: string | null;
  resource_id: string | null;
  method: string;
  status_code: number;
  ip_address: string | null;
  details: Values;
  action_type: string;
  resource_type: string | null;
}

/** The requests that change data; reads are never logged. */
export const isWriteMethod = (method: string): boolean => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

/** Authentication and setup routes, by their path under /api. */
const AUTH_ROUTES: Readonly<Record<string, { action: ActivityAction; operation: string }>> = {
  'auth/login': { action: 'login', operation: 'login' },
  'auth/mfa': { action: 'login', operation: 'mfa' },
  'auth/register': { action: 'register', operation: 'register' },
  'setup/init': { action: 'register', operation: 'setup' },
};

/**
 * Reads a write request's path (under /api) as an action on a registered collection:
 * POST /{c} creates, PUT|PATCH /{c}/{id} updates, DELETE /{c}/{id} deletes, and
 * POST /{c}/{id}/{action} or /{c}/actions/{action} are domain actions (updates).
 */
export function describeRoute(method: string, path: string, isCollection: (name: string) => boolean): RouteActivity | undefined {
  const clean = path.replace(/^\/+|\/+$/g, '').replace(/^api\//, '');
  const auth = AUTH_ROUTES[clean];
  if (auth) return { ...auth, collection: 'users', auth: true };

  const [collection, second, third, ...rest] = clean.split('/').map(decodeSegment);
  if (!collection || !isCollection(collection) || rest.length) return undefined;
  const verb = method.toUpperCase();
  if (second === undefined) return verb === 'POST' ? { action: 'create', collection, operation: 'create' } : undefined;
  if (third === undefined) {
    if (verb === 'DELETE') return { action: 'delete', collection, operation: 'delete', id: second };
    if (verb === 'PUT' || verb === 'PATCH') return { action: 'update', collection, operation: 'update', id: second };
    return { action: 'update', collection, operation: second };
  }
  if (second === 'actions') return { action: 'update', collection, operation: third };
  return { action: 'update', collection, operation: third, id: second };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Names that never appear in a log, whatever the resource declares. */
const SENSITIVE_NAME = /password|passwd|secret|token|api_?key|(^|_)(otp|mfa)(_|$)/i;
/** Bookkeeping every record carries: not a change anyone made. */
const BOOKKEEPING = new Set(['_id', 'id', 'created_at', 'updated_at']);

function loggable(resource: ResourceDef | undefined, name: string): boolean {
  if (BOOKKEEPING.has(name) || SENSITIVE_NAME.test(name)) return false;
  const field: FieldDef | undefined = resource?.fields.find((f) => f.name === name);
  return !field?.secret && !field?.transient && !field?.clientOnly;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The names of the fields an update changed (dates stored as Date compare by value). */
export function changedFields(resource: ResourceDef | undefined, before: Values, after: Values): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => loggable(resource, name) && !same(before[name], after[name])).sort();
}

/** The names of the fields a new record was given. */
export function filledFields(resource: ResourceDef | undefined, record: Values): string[] {
  return Object.keys(record)
    .filter((name) => loggable(resource, name) && record[name] !== undefined && record[name] !== null && record[name] !== '')
    .sort();
}

const LABEL_FIELDS = ['name', 'title', 'subject', 'number', 'email', 'slug'];
const LABEL_MAX = 120;

/** How a person would name the record in a sentence ("« Marie Dupont »"). */
export function labelOf(record: Values | undefined): string | undefined {
  if (!record) return undefined;
  for (const name of LABEL_FIELDS) {
    const value = record[name];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, LABEL_MAX);
  }
  return undefined;
}

/** The client's address without the IPv4-in-IPv6 prefix Node adds. */
export function clientIp(ip: string | undefined): string | null {
  if (!ip) return null;
  return ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
}

/** The ids a bulk action was asked to run on, as sent (strings only, at most 100). */
export function bodyIds(body: unknown): string[] {
  const ids = (body as { ids?: unknown } | undefined)?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string').slice(0, 100) : [];
}

/** The e-mail a login or registration was attempted with (never the password). */
export function bodyEmail(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase().slice(0, 254) : undefined;
}
