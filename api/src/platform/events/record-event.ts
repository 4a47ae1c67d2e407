/**
 * What the event bus carries for a write of the generic CRUD: `{collection}.created`,
 * `{collection}.updated`, `{collection}.deleted`, with the record as the API answers it and
 * never a secret field (a listener may forward it to a browser).
 */
import type { ResourceDef, Values } from '@hexagone/schemas';

export type RecordChange = 'created' | 'updated' | 'deleted';

export interface RecordEvent {
  collection: string;
  change: RecordChange;
  record: Values;
  /** The record before an update. */
  before?: Values;
  /** Who wrote: absent for the server's own writes. */
  actor?: { id: string; name: string };
  at: string;
}

export const recordEventName = (collection: string, change: RecordChange): string => `${collection}.${change}`;

/** The record without the fields the API never returns. */
export function publicRecord(resource: ResourceDef, record: Values): Values {
  const copy = { ...record };
  for (const field of resource.fields) if (field.secret || field.type === 'password' || field.transient) delete copy[field.name];
  return copy;
}

/** The event of a record's write (`record` and `before` as the API answers them). */
export function recordEvent(resource: ResourceDef, change: RecordChange, record: Values, actor?: RecordEvent['actor'], before?: Values): RecordEvent {
  return {
    collection: resource.name,
    change,
    record: publicRecord(resource, record),
    ...(before ? { before: publicRecord(resource, before) } : {}),
    ...(actor ? { actor } : {}),
    at: new Date().toISOString(),
  };
}
