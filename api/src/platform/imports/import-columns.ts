/**
 * How an imported file's columns and cells are read, per the registry: a column names a field
 * by its name or by its French label (so the product's own CSV and JSON exports come back in),
 * the record's id ('Identifiant', `id`, `_id`), or a column the export writes only for reading
 * (a reference's name), which is skipped. Anything else refuses the whole file.
 */
import type { FieldDef, ResourceDef } from '@hexagone/schemas';
import { ID_LABEL, exportColumns } from '../exports/export-columns';

/** Keys that would reach an object's prototype: a file carrying one is refused whole. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** JSON.parse that refuses a forbidden key at any depth. */
export function safeJsonParse(text: string): unknown {
  return JSON.parse(text, (key, value: unknown) => {
    if (FORBIDDEN_KEYS.has(key)) throw new ImportFileError(`Clé interdite : « ${key} »`);
    return value;
  });
}

export type ColumnTarget = { kind: 'id' } | { kind: 'field'; field: FieldDef } | { kind: 'ignored' };

export class ImportFileError extends Error {}

const normalise = (header: string) => header.normalize('NFC').trim().toLowerCase();

/** Every header the resource accepts, normalised, with what it feeds. */
function acceptedHeaders(resource: ResourceDef): Map<string, ColumnTarget> {
  const accepted = new Map<string, ColumnTarget>();
  const add = (header: string, target: ColumnTarget) => {
    if (!accepted.has(normalise(header))) accepted.set(normalise(header), target);
  };
  for (const header of ['id', '_id', ID_LABEL]) add(header, { kind: 'id' });
  // The export's own headers and keys first: a reference's label names its name column there.
  for (const column of exportColumns(resource)) {
    if (!column.field) continue;
    const target: ColumnTarget = column.show === 'name' ? { kind: 'ignored' } : { kind: 'field', field: column.field };
    add(column.key, target);
    add(column.label, target);
  }
  for (const field of resource.fields) {
    if (field.clientOnly) continue;
    add(field.name, { kind: 'field', field });
    add(field.label, { kind: 'field', field });
  }
  return accepted;
}

/**
 * What each header of the file feeds, in order; a dangerous, unknown or repeated column refuses
 * the file. A label the id shares with a field (a role's 'Identifiant') names the id first, as
 * the export writes it, then the field.
 */
export function matchColumns(resource: ResourceDef, headers: readonly string[]): ColumnTarget[] {
  const accepted = acceptedHeaders(resource);
  const fed = new Set<string>();
  return headers.map((header) => {
    if (FORBIDDEN_KEYS.has(normalise(header))) throw new ImportFileError(`Colonne interdite : « ${header} »`);
    let target = accepted.get(normalise(header));
    if (target?.kind === 'id' && fed.has('id')) {
      const field = resource.fields.find((f) => !f.clientOnly && normalise(f.label) === normalise(header));
      if (field) target = { kind: 'field', field };
    }
    if (!target) throw new ImportFileError(`Colonne inconnue : « ${header} » (${resource.label})`);
    const key = target.kind === 'field' ? target.field.name : target.kind;
    if (target.kind !== 'ignored' && fed.has(key)) throw new ImportFileError(`Colonne en double : « ${header} »`);
    fed.add(key);
    return target;
  });
}

/** Our CSV export writes text that a spreadsheet would run as a formula after an apostrophe. */
export const unquoteFormula = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

const TRUE_WORDS = new Set(['oui', 'vrai', 'true', '1']);
const FALSE_WORDS = new Set(['non', 'faux', 'false', '0']);

const optionValue = (field: FieldDef, text: string): unknown => {
  const wanted = normalise(text);
  const option = field.options?.find((o) => normalise(String(o.value)) === wanted || normalise(o.label) === wanted);
  return option ? option.value : text;
};

/** `26/11/2026` → `2026-11-26`; `26/11/2026 08:30` → `2026-11-26T08:30` (Paris wall clock, as exported). */
function isoDate(text: string): string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s+(\d{2}):(\d{2}))?$/.exec(text);
  if (!match) return text;
  const [, day, month, year, hour, minute] = match;
  return hour ? `${year}-${month}-${day}T${hour}:${minute}` : `${year}-${month}-${day}`;
}

/**
 * The value a cell stands for. JSON files carry typed values already; CSV text is read the way
 * the export wrote it (Oui/Non, choice labels, lists joined by commas, decimal commas, French dates).
 */
export function cellValue(field: FieldDef, raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const text = unquoteFormula(raw);
  const trimmed = text.trim();
  switch (field.type) {
    case 'number': {
      const number = Number(trimmed.replace(/[\s\u00a0\u202f€]/g, '').replace(',', '.'));
      return Number.isNaN(number) ? text : number;
    }
    case 'switch':
    case 'checkbox':
      if (TRUE_WORDS.has(trimmed.toLowerCase())) return true;
      return FALSE_WORDS.has(trimmed.toLowerCase()) ? false : text;
    case 'select':
    case 'radio':
      return optionValue(field, trimmed);
    case 'multiselect':
    case 'tags':
      return trimmed.split(/[,|]/).map((item) => item.trim()).filter(Boolean).map((item) => optionValue(field, item));
    case 'date':
    case 'datetime-local':
      return isoDate(trimmed);
    case 'json':
    case 'custom':
    case 'keyvalue':
    case 'array':
    case 'group':
      try {
        return safeJsonParse(text);
      } catch (error) {
        if (error instanceof ImportFileError) throw error;
        return text;
      }
    default:
      return text;
  }
}

export const isEmptyCell = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** A row of the file as id and field values (empty cells say nothing). */
export function readRow(columns: readonly ColumnTarget[], row: readonly unknown[]): { id?: string; cells: Map<FieldDef, unknown> } {
  let id: string | undefined;
  const cells = new Map<FieldDef, unknown>();
  for (const [index, target] of columns.entries()) {
    const raw = row[index];
    if (target.kind === 'ignored' || isEmptyCell(raw)) continue;
    if (target.kind === 'id') id = String(raw).trim();
    else cells.set(target.field, raw);
  }
  return { id, cells };
}
