/**
 * French collation where the database cannot collate (FerretDB has no collations): a
 * normalised key stored beside each sortable text (`_sort.name`) and sorted on instead of
 * the raw text, so 'Élodie' comes before 'Youssef' and 'œuvre' files under 'oe'.
 */
import type { FieldDef } from './fields';
import type { ResourceDef } from './resource';

/** The document path holding the sort keys. */
export const SORT_KEYS = '_sort';

const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss', ﬁ: 'fi', ﬂ: 'fl' };

/**
 * Lowercase, ligatures spelled out, accents folded: the primary strength of French
 * collation (Intl.Collator('fr', { sensitivity: 'base' }) orders these keys the same way).
 */
export function sortKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[œæßﬁﬂ]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

const COLLATED_TYPES = new Set(['text', 'textarea', 'email', 'select', 'radio', 'url', 'tel']);

/** Sortable text fields: their sorts use the stored key. */
export const isCollated = (field: FieldDef): boolean => Boolean(field.sortable) && COLLATED_TYPES.has(field.type) && !field.secret;

export const collatedFields = (resource: Pick<ResourceDef, 'fields'>): string[] =>
  resource.fields.filter(isCollated).map((field) => field.name);

/** The sort keys of the collated fields present in `values`. */
export function sortKeysOf(fields: readonly string[], values: Record<string, unknown>): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const name of fields) {
    const value = values[name];
    if (typeof value === 'string') keys[name] = sortKey(value);
    else if (typeof value === 'number') keys[name] = String(value);
  }
  return keys;
}
