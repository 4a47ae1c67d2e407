/** The copy of a record that a `duplicate` action creates (spec 2 §7: name ' (Copie)', slug '-copy'). */
import { isWritable } from './records';
import type { Values } from './fields';
import type { ResourceDef } from './resource';

/**
 * The values a create request may carry, taken from the record: no id, nothing the server
 * keeps (counters, dates, authors), no secret; the given fields suffixed.
 */
export function duplicateValues(resource: Pick<ResourceDef, 'fields'>, record: Values, suffix: Readonly<Record<string, string>>): Values {
  const copy: Values = {};
  for (const field of resource.fields) {
    if (!isWritable(field, 'create') || field.secret || !(field.name in record)) continue;
    copy[field.name] = structuredClone(record[field.name]);
  }
  for (const [name, end] of Object.entries(suffix)) {
    const value = copy[name];
    if (typeof value === 'string' && value !== '') copy[name] = `${value}${end}`;
  }
  return copy;
}
