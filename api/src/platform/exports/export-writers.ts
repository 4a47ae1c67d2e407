/**
 * One writer per file format, each fed the rows one at a time as the database cursor
 * yields them. CSV, JSON and Excel stream to the response as they go; a PDF is laid out
 * whole by pdfmake (its table must know every row), then sent.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type ExcelJS from 'exceljs';
import type { FieldDef, ResourceDef, Values } from '@hexagone/schemas';
import { cellOf, cellText, jsonValue, type ExportColumn, type ReferenceNames } from './export-columns';
import { formatDateTime, formatNumberForReading, formatNumberForSheet, parisWallClock } from './french-format';
import { renderTablePdf } from './pdf-table';
import { neutraliseFormula } from './spreadsheet-cell';

export const EXPORT_FORMATS = ['csv', 'json', 'xlsx', 'pdf'] as const;
export type FileFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportWriter {
  row(record: Values, names: ReferenceNames): Promise<void>;
  finish(total: number): Promise<void>;
}

export interface ExportTarget {
  resource: ResourceDef;
  columns: ExportColumn[];
  out: Writable;
  generatedAt: Date;
}

interface FormatDef {
  contentType: string;
  /** The PDF, a page of reading, keeps the list's columns; the data files carry every column. */
  scope: 'all' | 'list';
  create(target: ExportTarget): Promise<ExportWriter>;
}

/** Waits when the receiving end is full, and gives up if it went away. */
async function push(stream: Writable, chunk: unknown): Promise<void> {
  if (stream.destroyed) return;
  if (stream.write(chunk)) return;
  // The listener that did not fire goes with the wait: a long export waits thousands of times.
  const waited = new AbortController();
  await Promise.race([once(stream, 'drain', { signal: waited.signal }), once(stream, 'close', { signal: waited.signal })]).finally(() => waited.abort());
}

async function close(stream: Writable): Promise<void> {
  if (stream.destroyed || stream.writableFinished) return;
  stream.end();
  await Promise.race([once(stream, 'finish'), once(stream, 'close')]);
}

const csvWriter = async ({ columns, out }: ExportTarget): Promise<ExportWriter> => {
  // UTF-8 with a BOM and ';' between cells: what French Excel opens with accents and columns right.
  const csv = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' });
  csv.pipe(out);
  let headerWritten = false;
  const sheetText = (cell: ReturnType<typeof cellOf>) =>
    cell && 'text' in cell ? neutraliseFormula(cell.text) : cellText(cell, formatNumberForSheet);
  return {
    async row(record, names) {
      if (!headerWritten) {
        headerWritten = true;
        await push(csv, columns.map((column) => column.label));
      }
      await push(csv, columns.map((column) => sheetText(cellOf(column, record, names))));
    },
    async finish() {
      if (!headerWritten) await push(csv, columns.map((column) => column.label));
      csv.end();
      await once(out, 'finish').catch(() => undefined);
    },
  };
};

const jsonWriter = async ({ columns, out }: ExportTarget): Promise<ExportWriter> => {
  let first = true;
  return {
    async row(record, names) {
      const entry = Object.fromEntries(columns.map((column) => [column.key, jsonValue(column, record, names)]));
      await push(out, `${first ? '[\n' : ',\n'}${JSON.stringify(entry)}`);
      first = false;
    },
    async finish() {
      await push(out, first ? '[]\n' : '\n]\n');
      await close(out);
    },
  };
};

const EURO_FORMAT = (decimals: number) => `#,##0.${'0'.repeat(decimals)} "€"`;

function excelNumberFormat(field: FieldDef): string | undefined {
  if (field.format === 'euro') return EURO_FORMAT(field.decimals ?? 2);
  if (field.format === 'ms') return '#,##0 "ms"';
  if (field.format === 'integer') return '#,##0';
  return undefined;
}

// Loaded on the first workbook: exceljs holds about 7 MB of the heap (common/heap-growth.ts).
const xlsxWriter = async ({ resource, columns, out }: ExportTarget): Promise<ExportWriter> => {
  const { default: excel }: { default: typeof ExcelJS } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  // A sheet name holds 31 characters at most and none of : \ / ? * [ ].
  const sheet = workbook.addWorksheet(resource.label.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31));
  sheet.columns = columns.map((column) => ({ header: column.label, key: column.key, width: Math.min(Math.max(column.label.length + 2, 12), 40) }));
  sheet.getRow(1).font = { bold: true };
  return {
    async row(record, names) {
      const row = sheet.addRow(
        columns.map((column) => {
          const cell = cellOf(column, record, names);
          if (!cell) return null;
          if ('text' in cell) return neutraliseFormula(cell.text);
          if ('number' in cell) return cell.number;
          return parisWallClock(cell.date);
        }),
      );
      columns.forEach((column, index) => {
        const cell = cellOf(column, record, names);
        if (cell && 'date' in cell) row.getCell(index + 1).numFmt = cell.withTime ? 'dd/mm/yyyy hh:mm' : 'dd/mm/yyyy';
        if (cell && 'number' in cell) {
          const format = excelNumberFormat(cell.field);
          if (format) row.getCell(index + 1).numFmt = format;
        }
      });
      row.commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
  };
};

const pdfWriter = async ({ resource, columns, out, generatedAt }: ExportTarget): Promise<ExportWriter> => {
  const rows: string[][] = [];
  return {
    async row(record, names) {
      rows.push(columns.map((column) => cellText(cellOf(column, record, names), formatNumberForReading)));
    },
    async finish(total) {
      const count = new Intl.NumberFormat('fr-FR').format(total);
      const pdf = await renderTablePdf({
        title: resource.label,
        subtitle: `Exporté le ${formatDateTime(generatedAt).replace(' ', ' à ')} — ${count} ${total > 1 ? 'enregistrements' : 'enregistrement'}`,
        header: columns.map((column) => column.label),
        rows,
      });
      await push(out, pdf);
      await close(out);
    },
  };
};

export const FORMATS: Record<FileFormat, FormatDef> = {
  csv: { contentType: 'text/csv; charset=utf-8', scope: 'all', create: csvWriter },
  json: { contentType: 'application/json; charset=utf-8', scope: 'all', create: jsonWriter },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', scope: 'all', create: xlsxWriter },
  pdf: { contentType: 'application/pdf', scope: 'list', create: pdfWriter },
};
