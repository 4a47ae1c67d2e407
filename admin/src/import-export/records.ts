/**
 * What an export writes and an import reads, per the registry: the stored, non-secret fields
 * by their names (so an exported file can be imported back), values typed by field type.
 */
import { isEmptyValue, type FieldDef, type ResourceDef, type Values } from '@hexagone/schemas';
import { parseCsv } from './csv';

/** Lists (permissions, tags) share one cell. */
const LIST_SEPARATOR = '|';

const isExported = (field: FieldDef) => !field.secret && !field.transient && !field.clientOnly;

export const exportColumns = (resource: ResourceDef): string[] => [
  'id',
  ...resource.fields.filter(isExported).map((field) => field.name),
];

function cellOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.join(LIST_SEPARATOR);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export const exportRow = (resource: ResourceDef, record: Values): string[] =>
  exportColumns(resource).map((name) => cellOf(record[name]));

/** The same columns with their typed values, for a JSON export. */
export const exportRecord = (resource: ResourceDef, record: Values): Values =>
  Object.fromEntries(exportColumns(resource).map((name) => [name, record[name] ?? null]));

const TRUE_WORDS = new Set(['true', '1', 'oui', 'vrai']);

function typedValue(field: FieldDef, value: unknown): unknown {
  // JSON files already carry typed values; only CSV text needs reading.
  if (typeof value !== 'string') return value;
  switch (field.type) {
    case 'number':
      return Number(value.replace(',', '.'));
    case 'switch':
    case 'checkbox':
      return TRUE_WORDS.has(value.trim().toLowerCase());
    case 'multiselect':
    case 'tags':
      return value.split(LIST_SEPARATOR).map((item) => item.trim()).filter(Boolean);
    case 'json':
      try {
        return JSON.parse(value);
      } catch {
        return value;
      }
    default:
      return value;
  }
}

/** The values of a row a create request may carry: declared, not kept by the server, not empty. */
export function importValues(resource: ResourceDef, row: Record<string, unknown>): Values {
  const values: Values = {};
  for (const field of resource.fields) {
    if (field.readOnly || isEmptyValue(row[field.name])) continue;
    values[field.name] = typedValue(field, row[field.name]);
  }
  return values;
}

/** The rows of a chosen file: a JSON array (or `{ data: [...] }`), else CSV with a header line. */
export function parseImportFile(fileName: string, text: string): Record<string, unknown>[] {
  if (!fileName.toLowerCase().endsWith('.json')) return parseCsv(text);
  const parsed: unknown = JSON.parse(text);
  const rows = Array.isArray(parsed) ? parsed : (parsed as { data?: unknown })?.data;
  if (!Array.isArray(rows)) throw new Error('Un tableau JSON est attendu');
  return rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null);
}
