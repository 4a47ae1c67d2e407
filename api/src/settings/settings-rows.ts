/**
 * The rows of 'Tous les paramètres' derived from the settings singletons: one row per field,
 * keyed `{category}.{field}`. Pure functions; the list is a few dozen rows, paged in memory.
 */
import { isEmptyValue, secretKind, SETTINGS_SINGLETONS, type ResourceDef, type SettingCategory, type Values } from '@hexagone/schemas';
import type { ListQuery } from '../crud/list-query';

export interface SettingRow {
  _id: string;
  id: string;
  key: string;
  label: string;
  type: string;
  value: string;
  category: SettingCategory;
  updated_at: Date | null;
}

/** A stored secret shows as set, never as its value. */
export const SECRET_SET = '••••••••';

export function displayValue(value: unknown): string {
  if (isEmptyValue(value)) return '';
  if (typeof value === 'boolean') return value ? 'Oui' : 'Non';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The category a singleton's values belong to. */
export const categoryOf = (resource: Pick<ResourceDef, 'name'>): SettingCategory | undefined =>
  (Object.entries(SETTINGS_SINGLETONS) as [SettingCategory, string][]).find(([, name]) => name === resource.name)?.[0];

export function rowsOf(resource: ResourceDef, values: Values): SettingRow[] {
  const category = categoryOf(resource);
  if (!category) return [];
  const updatedAt = values.updated_at instanceof Date ? values.updated_at : null;
  return resource.fields
    .filter((field) => !field.readOnly)
    .map((field) => {
      const key = `${category}.${field.name}`;
      const value = values[field.name];
      return {
        _id: key,
        id: key,
        key,
        label: field.label,
        type: field.type,
        value: secretKind(field) ? (isEmptyValue(value) ? '' : SECRET_SET) : displayValue(value),
        category,
        updated_at: updatedAt,
      };
    });
}

const matches = (row: SettingRow, filter: unknown) => (Array.isArray(filter) ? filter.includes(row.category) : row.category === filter);

/** The rows a list query asks for: searched (key, label), filtered by category, sorted, one page; and their total. */
export function pageOf(rows: SettingRow[], query: Pick<ListQuery, 'q' | 'filters' | 'sort' | 'skip' | 'limit'>): { data: SettingRow[]; total: number } {
  const q = query.q?.trim().toLocaleLowerCase('fr');
  const kept = rows.filter(
    (row) =>
      (!q || row.key.toLocaleLowerCase('fr').includes(q) || row.label.toLocaleLowerCase('fr').includes(q)) &&
      (query.filters.category === undefined || matches(row, query.filters.category)),
  );
  const field = query.sort.field as keyof SettingRow;
  const sign = query.sort.order === 'DESC' ? -1 : 1;
  kept.sort((a, b) => sign * String(a[field] instanceof Date ? (a[field] as Date).toISOString() : (a[field] ?? '')).localeCompare(String(b[field] instanceof Date ? (b[field] as Date).toISOString() : (b[field] ?? '')), 'fr'));
  return { data: kept.slice(query.skip, query.skip + query.limit), total: kept.length };
}
