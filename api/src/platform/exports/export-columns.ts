/**
 * The columns of an export, from the resource's declaration: the record's id, then every
 * stored field a reader may see under its French label (never a secret, a password or a
 * form-only field). A reference shows the referenced record's name, with the id in a column
 * of its own; a choice shows its French label. The PDF keeps the list's own columns.
 */
import { emptyReferenceLabel, storedFilesOf, type FieldDef, type ResourceDef, type Values } from '@hexagone/schemas';
import { formatDate, formatDateTime } from './french-format';

/** Names of referenced records, by the referenced field's name, then by stored value. */
export type ReferenceNames = ReadonlyMap<string, ReadonlyMap<string, string>>;

export interface ExportColumn {
  /** The JSON key: the field's name, `id`, or `{field}_name` for a reference's name. */
  key: string;
  label: string;
  field?: FieldDef;
  /** `name`: the referenced record's name; `value`: what is stored. */
  show: 'value' | 'name';
}

/** A typed cell before a format writes it: text, a number, a date (with or without time), a yes/no. */
export type Cell = { text: string } | { number: number; field: FieldDef } | { date: Date; withTime: boolean } | null;

export const ID_LABEL = 'Identifiant';

export const isExportedField = (field: FieldDef): boolean =>
  !field.secret && !field.transient && !field.clientOnly && field.type !== 'password';

export function exportColumns(resource: ResourceDef, scope: 'all' | 'list' = 'all'): ExportColumn[] {
  const columns: ExportColumn[] = scope === 'all' ? [{ key: 'id', label: ID_LABEL, show: 'value' }] : [];
  for (const field of resource.fields) {
    if (!isExportedField(field) || (scope === 'list' && !field.list)) continue;
    if (field.type !== 'reference' && !field.recordOf) {
      columns.push({ key: field.name, label: field.label, field, show: 'value' });
      continue;
    }
    columns.push({ key: `${field.name}_name`, label: field.label, field, show: 'name' });
    if (scope === 'all') columns.push({ key: field.name, label: `${field.label} (${ID_LABEL.toLowerCase()})`, field, show: 'value' });
  }
  return columns;
}

/**
 * How a referenced record is found among the names: by its stored value, and for a record of
 * whichever collection another field names (an activity's resource), by that collection too.
 */
export function referenceKey(field: FieldDef, record: Values): string {
  const value = String(record[field.name]);
  return field.recordOf ? `${String(record[field.recordOf.collectionField] ?? '')}/${value}` : value;
}

const optionLabel = (field: FieldDef, value: unknown): string =>
  field.options?.find((option) => option.value === value)?.label ?? String(value);

/** The value as a French reader sees it. */
export function cellOf(column: ExportColumn, record: Values, names: ReferenceNames): Cell {
  const { field } = column;
  const value = field ? record[field.name] : (record.id ?? record._id);
  if (field && column.show === 'name') {
    if (value === undefined || value === null || value === '') {
      const empty = field.reference && emptyReferenceLabel(field.reference, record);
      return empty ? { text: empty } : null;
    }
    return { text: names.get(field.name)?.get(referenceKey(field, record)) ?? '' };
  }
  if (value === undefined || value === null || value === '') return null;
  if (!field) return { text: String(value) };
  switch (field.type) {
    case 'number':
      return typeof value === 'number' ? { number: value, field } : { text: String(value) };
    case 'switch':
    case 'checkbox':
      return { text: value ? 'Oui' : 'Non' };
    case 'date':
    case 'datetime-local': {
      const date = value instanceof Date ? value : new Date(String(value));
      return Number.isNaN(date.getTime()) ? { text: String(value) } : { date, withTime: field.type === 'datetime-local' };
    }
    case 'select':
    case 'radio':
      return { text: optionLabel(field, value) };
    case 'multiselect':
    case 'tags':
      return { text: (Array.isArray(value) ? value : [value]).map((item) => optionLabel(field, item)).join(', ') };
    case 'file':
      return { text: storedFilesOf(value).map((file) => file.name).join(', ') };
    case 'json':
    case 'custom':
      return { text: typeof value === 'string' ? value : JSON.stringify(value) };
    default:
      return { text: String(value) };
  }
}

/** The cell as text: dates in Paris time; numbers by the caller's rule (for a sheet or for reading). */
export function cellText(cell: Cell, number: (value: number, field: FieldDef) => string): string {
  if (!cell) return '';
  if ('text' in cell) return cell.text;
  if ('number' in cell) return number(cell.number, cell.field);
  return cell.withTime ? formatDateTime(cell.date) : formatDate(cell.date);
}

/** The stored value as JSON carries it (typed, dates in ISO 8601), with reference names beside the ids. */
export function jsonValue(column: ExportColumn, record: Values, names: ReferenceNames): unknown {
  if (column.show === 'name') {
    const cell = cellOf(column, record, names);
    return cell && 'text' in cell ? cell.text : null;
  }
  const value = column.field ? record[column.field.name] : String(record.id ?? record._id);
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && typeof (value as { toHexString?: unknown }).toHexString === 'function') {
    return String(value);
  }
  return value ?? null;
}
