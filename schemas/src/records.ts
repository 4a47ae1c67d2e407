/**
 * What a request may write: the values the server keeps from a body, per the resource's
 * declaration. Server-kept fields (counters, dates, system flags), confirmations and
 * anything undeclared never reach the database.
 */
import { isEmptyValue, isServerKept, type FieldDef, type Values } from './fields';
import type { ResourceDef } from './resource';
import type { Mode } from './validation/engine';
import { slugify } from './text';
import { instantText } from './dates';

/** Whether a request in this mode may set the field. */
export function isWritable(field: FieldDef, mode: Mode): boolean {
  if (isServerKept(field) || field.transient || field.clientOnly) return false;
  if (mode === 'edit' && (field.createOnly || field.lockedOnEdit)) return false;
  return true;
}

/**
 * Fills derived fields (a slug from a name) left empty. On edit a field is derived only
 * when the request may write it and explicitly empties it, so a partial update never
 * rewrites a stored slug behind the user's back.
 */
export function deriveValues(resource: Pick<ResourceDef, 'fields'>, values: Values, mode: Mode = 'create'): Values {
  const result = { ...values };
  for (const field of resource.fields) {
    const rule = field.deriveFrom;
    if (!rule || !isWritable(field, mode) || !isEmptyValue(result[field.name])) continue;
    if (mode === 'edit' && !Object.prototype.hasOwnProperty.call(values, field.name)) continue;
    const source = result[rule.field];
    if (typeof source === 'string' && source.trim()) result[field.name] = slugify(source);
  }
  return result;
}

/** The declared defaults, for a record being created. */
/** A field's default: a copy of the declared value, or what a declared function gives now (today's date). */
export const defaultOf = (field: FieldDef): unknown =>
  typeof field.default === 'function' ? (field.default as () => unknown)() : structuredClone(field.default);

export function defaultValues(resource: Pick<ResourceDef, 'fields'>): Values {
  const values: Values = {};
  for (const field of resource.fields) {
    if (field.default !== undefined) values[field.name] = defaultOf(field);
  }
  return values;
}

/** Keeps the body's values the request may set, with defaults (on create) and derived fields. */
export function writableValues(resource: Pick<ResourceDef, 'fields'>, body: Values, mode: Mode): Values {
  const values: Values = {};
  for (const field of resource.fields) {
    if (!isWritable(field, mode)) {
      // A server-kept field starts at its default (a counter at 0, a flag off), whatever the body says.
      if (mode === 'create' && field.readOnly && field.default !== undefined) values[field.name] = defaultOf(field);
      continue;
    }
    if (Object.prototype.hasOwnProperty.call(body, field.name)) values[field.name] = nestedValue(field, body[field.name]);
    else if (mode === 'create' && field.default !== undefined) values[field.name] = defaultOf(field);
  }
  return deriveValues(resource, values, mode);
}

/** The declared sub-fields of a group or of each array item, with their defaults; nothing else. */
function nestedObject(fields: readonly FieldDef[], value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const source = value as Values;
  const result: Values = {};
  for (const field of fields) {
    if (Object.prototype.hasOwnProperty.call(source, field.name) && !isEmptyValue(source[field.name])) {
      result[field.name] = nestedValue(field, source[field.name]);
    } else if (field.default !== undefined) result[field.name] = defaultOf(field);
  }
  return result;
}

function nestedValue(field: FieldDef, value: unknown): unknown {
  // A date-time typed without offset is Paris time (an operator's), stored as the instant it names.
  if (field.type === 'datetime-local') return instantText(value);
  if (!field.fields) return value;
  if (field.type === 'group') return nestedObject(field.fields, value);
  if (field.type === 'array' && Array.isArray(value)) return value.map((item) => nestedObject(field.fields ?? [], item));
  return value;
}
