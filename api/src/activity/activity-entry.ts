/**
 * What an activity record says about a request: which collection and record it touched,
 * with which action, and which field names changed. Pure functions: the interceptor and
 * the CRUD hooks feed them, the tests check them.
 */
import { ACTIVITY_ACTIONS, ACTOR_KINDS, type ActivityAction, type ActorKind, type FieldDef, type ResourceDef, type Values } from '@hexagone/schemas';

/** A record written during a request, as the CRUD hooks saw it. */
export interface ObservedWrite {
  action: Extract<ActivityAction, 'create' | 'update' | 'delete'>;
  collection: string;
  id: string;
  fields: string[];
  label?: string;
  /** The endpoint's own name for it ('revoke'), when it says more than the action. */
  operation?: string;
  /** The record's kind in French, for a collection outside the registry ('Invitation'). */
  resourceType?: string;
  /** For an update, each changed field's value before and after (fields that may be logged only; kept by the audit log). */
  changes?: Record<string, { before: unknown; after: unknown }>;
  /** The write's trail (crud/trail-intents.ts): the id of its activity and audit entries. */
  trail?: string;
}

/** A record's write as the activity log observes it, from the record before and after (`records` as the API answers them). */
export function observedWrite(resource: ResourceDef, action: ObservedWrite['action'], records: { before?: Values; after?: Values }, trail?: string): ObservedWrite {
  const { before = {}, after = {} } = records;
  const common = { collection: resource.name, ...(trail ? { trail } : {}) };
  if (action === 'create') return { ...common, action, id: String(after._id), fields: filledFields(resource, after), label: labelOf(after) };
  if (action === 'delete') return { ...common, action, id: String(before._id), fields: [], label: labelOf(before) };
  return { ...common, action, id: String(after._id), fields: changedFields(resource, before, after), changes: changedValues(resource, before, after), label: labelOf(after) };
}

/** What the address of a write request says, when nothing more precise was observed. */
export interface RouteActivity {
  action: ObservedAction;
  collection: string;
  /** The endpoint's own name for what it does ('create', 'reset-password', 'mfa'...). */
  operation: string;
  id?: string;
  /** Routes of authentication: the user is found from the answer or the e-mail sent. */
  auth?: boolean;
}

/** What the interceptor sees happen: the activity log's actions (spec 2 §2.5), and a logout, which only the audit log keeps. */
export type ObservedAction = ActivityAction | 'logout';

/** Whether the activity log keeps an action (the audit log keeps every one). */
export const isActivityAction = (action: ObservedAction): action is ActivityAction => ACTIVITY_ACTIONS.some((option) => option.value === action);

/** Who acted, as the entry keeps it: the name survives the account's deletion. */
export interface Actor {
  actor_kind: ActorKind;
  actor_name: string;
  actor_email: string | null;
}

export interface ActivityRecord extends Actor {
  /** Set for a record's write: its trail's id (crud/trail-intents.ts). */
  _id?: string;
  user_id: string | null;
  action: ObservedAction;
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
const AUTH_ROUTES: Readonly<Record<string, { action: ObservedAction; operation: string }>> = {
  'auth/login': { action: 'login', operation: 'login' },
  'auth/mfa': { action: 'login', operation: 'mfa' },
  'auth/password/renew': { action: 'login', operation: 'password-renew' },
  'auth/logout': { action: 'logout', operation: 'logout' },
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
export const SENSITIVE_NAME = /password|passwd|secret|token|api_?key|(^|_)(otp|mfa)(_|$)/i;
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

/** Each changed field's value before and after, for the fields an update changed that may be logged. */
export function changedValues(resource: ResourceDef | undefined, before: Values, after: Values): Record<string, { before: unknown; after: unknown }> {
  return Object.fromEntries(changedFields(resource, before, after).map((name) => [name, { before: before[name] ?? null, after: after[name] ?? null }]));
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

const actorLabel = (kind: ActorKind): string => ACTOR_KINDS.find((k) => k.value === kind)?.label ?? kind;

/** A signed-in account, named as it was when it acted. */
export function accountActor(account: { name?: unknown; email?: unknown }): Actor {
  const email = typeof account.email === 'string' && account.email ? account.email : null;
  const name = typeof account.name === 'string' && account.name.trim() ? account.name.trim() : (email ?? actorLabel('user'));
  return { actor_kind: 'user', actor_name: name, actor_email: email };
}

/** Someone on the public site without an account (newsletter, contact, a login to no account). */
export const VISITOR_ACTOR: Actor = { actor_kind: 'visitor', actor_name: actorLabel('visitor'), actor_email: null };

/** The product itself (scheduled jobs, maintenance): never a person. */
export const SYSTEM_ACTOR: Actor = { actor_kind: 'system', actor_name: actorLabel('system'), actor_email: null };

/**
 * A visitor's address cut to its network part, as the CNIL recommends for audience logs:
 * the last IPv4 byte and all but the first three IPv6 groups (/48) are zeroed. Enough to see
 * that two entries came from the same network, not to single out a person.
 */
export function truncatedIp(ip: string | null): string | null {
  if (!ip) return null;
  const v4 = /^(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.0`;
  if (!ip.includes(':')) return null;
  const [head = ''] = ip.split('::');
  const groups = head.split(':').filter(Boolean).slice(0, 3);
  return `${groups.join(':')}::`;
}

/**
 * The actor of an entry written before actors were kept: the account when it still exists,
 * 'Utilisateur supprimé' when its id points nowhere, a visitor or the system otherwise.
 */
export function legacyActor(entry: { user_id?: unknown; details?: unknown }, account: Values | undefined): Actor {
  if (account) return accountActor(account);
  if (entry.user_id) return { actor_kind: 'user', actor_name: DELETED_ACCOUNT, actor_email: null };
  const details = entry.details as { visitor?: unknown } | null | undefined;
  return details?.visitor ? VISITOR_ACTOR : SYSTEM_ACTOR;
}

export const DELETED_ACCOUNT = 'Utilisateur supprimé';
