/**
 * The rows of an uploaded file: CSV (UTF-8, with or without a BOM, cells between `;` or `,`,
 * a header line) or JSON (an array of objects, or `{ data: [...] }` / `{ rows: [...] }`),
 * each with the line a person finds it at: the headers in the file's order (a CSV header may
 * repeat, as a label may), each row's cells in the same order.
 */
import { parse } from 'csv-parse/sync';
import type { Values } from '@hexagone/schemas';
import { ImportFileError, safeJsonParse } from './import-columns';

export const MAX_IMPORT_ROWS = 10_000;

export interface ImportFile {
  format: 'csv' | 'json';
  headers: string[];
  rows: { line: number; cells: unknown[] }[];
}

// Free of the word for the data format: the error filter takes any message naming it for a parser's.
const UNREADABLE = 'Fichier illisible : un fichier CSV avec une ligne d’en-tête, ou une liste d’enregistrements comme celle de l’export, est attendu';

export function readImportFile(name: string, content: Buffer): ImportFile {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const file = /\.json$/i.test(name) || /^\s*[[{]/.test(text) ? readJson(text) : readCsv(text);
  if (!file.rows.length) throw new ImportFileError('Le fichier ne contient aucune ligne à importer');
  if (file.rows.length > MAX_IMPORT_ROWS) throw new ImportFileError(`Le fichier dépasse ${MAX_IMPORT_ROWS.toLocaleString('fr-FR')} lignes : découpez-le`);
  return file;
}

function readJson(text: string): ImportFile {
  let parsed: unknown;
  try {
    parsed = safeJsonParse(text);
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(UNREADABLE);
  }
  const list = Array.isArray(parsed) ? parsed : ((parsed as { data?: unknown; rows?: unknown } | null)?.data ?? (parsed as { rows?: unknown } | null)?.rows);
  if (!Array.isArray(list) || !list.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
    throw new ImportFileError(UNREADABLE);
  }
  const headers = [...new Set(list.flatMap((row: Values) => Object.keys(row)))];
  return { format: 'json', headers, rows: list.map((values: Values, index) => ({ line: index + 1, cells: headers.map((name) => values[name]) })) };
}

function readCsv(text: string): ImportFile {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) >= (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { delimiter, info: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: true }) as unknown as typeof records;
  } catch {
    throw new ImportFileError(UNREADABLE);
  }
  const [header, ...body] = records;
  if (!header) throw new ImportFileError(UNREADABLE);
  const headers = header.record.map((cell) => cell.trim());
  const rows = body
    .filter(({ record }) => record.some((cell) => cell.trim() !== ''))
    .map(({ record, info }) => ({ line: info.lines, cells: headers.map((_name, i) => record[i] ?? '') }));
  return { format: 'csv', headers, rows };
}
