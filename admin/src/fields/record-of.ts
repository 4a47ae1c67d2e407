/**
 * How an activity entry names the record it is about when that record cannot name itself any
 * more (deleted, or outside the registry such as an invitation): the label the API kept when
 * the entry was written, the account's own name for its own entries (a login), else the kind
 * of record. Never a raw id.
 */
import { isEmptyValue, type Values } from '@hexagone/schemas';

export const GONE_RECORD = 'Élément supprimé';

export function keptLabel(entry: Values | undefined, idField: string): string {
  const details = entry?.details as { label?: unknown } | null | undefined;
  if (typeof details?.label === 'string' && details.label.trim()) return details.label;
  if (entry && !isEmptyValue(entry.user_id) && String(entry.user_id) === String(entry[idField]) && typeof entry.actor_name === 'string') return entry.actor_name;
  if (typeof entry?.resource_type === 'string' && entry.resource_type) return `${entry.resource_type} (supprimé)`;
  return GONE_RECORD;
}
