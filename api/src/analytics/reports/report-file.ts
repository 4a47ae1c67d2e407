/**
 * A report's table as a file, written by the platform's export writers (PDF with pdfmake,
 * Excel with exceljs, CSV with a BOM and ';'): the report is declared as a resource of its
 * own columns, so its cells are formatted as every other export's.
 */
import { PassThrough } from 'node:stream';
import { ANALYTICS_PERIODS, defineResource, REPORT_MEASURES, slugify, type AnalyticsPeriod, type FieldDef, type ReportExportFormat } from '@hexagone/schemas';
import type { ExportColumn } from '../../platform/exports/export-columns';
import { FORMATS, type FileFormat } from '../../platform/exports/export-writers';
import { exportFileName } from '../../platform/exports/export.service';
import type { ReportTable } from './report-table';

const WRITER_OF: Record<ReportExportFormat, FileFormat> = { pdf: 'pdf', excel: 'xlsx', csv: 'csv' };

export interface ReportFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

const PARIS_DAY = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'long' });

/** « 30 jours, du 6 novembre au 6 décembre 2026 »: the period the report read, up to when it ran. */
export function periodText(period: AnalyticsPeriod, until: Date): string {
  const { label, days } = ANALYTICS_PERIODS.find((option) => option.value === period)!;
  return `${label}, du ${PARIS_DAY.format(new Date(until.getTime() - days * 86_400_000))} au ${PARIS_DAY.format(until)}`;
}

/**
 * The file of a report: named after it (« rapport-trafic-de-novembre-2026-12-06-2026.pdf », issue 37 §5,
 * where every report was « rapport-… »), its title stating the period it read.
 */
export async function reportFile(name: string, table: ReportTable, format: ReportExportFormat, generatedAt: Date, period: AnalyticsPeriod): Promise<ReportFile> {
  const fields: FieldDef[] = [
    ...table.columns.map((label, index): FieldDef => ({ name: `dimension${index}`, label, type: 'text', list: true })),
    ...table.measures.map((measure): FieldDef => {
      const shown: { label: string; format?: 'euro' } = REPORT_MEASURES.find((item) => item.value === measure)!;
      return { name: measure, label: shown.label, type: 'number', format: shown.format, list: true };
    }),
  ];
  // The PDF's title states the period; a workbook's sheet keeps the report's name (31 characters at most there).
  const title = format === 'pdf' ? `${name} — ${periodText(period, generatedAt)}` : name;
  const resource = defineResource({ name: 'rapport', exportName: `rapport-${slugify(name) || 'sans-nom'}`, label: title, singular: name, description: title, icon: 'Assessment', route: 'analytics/reports', breadcrumb: [], fields });
  const columns: ExportColumn[] = fields.map((field) => ({ key: field.name, label: field.label, field, show: 'value' }));
  const definition = FORMATS[WRITER_OF[format]];
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = await definition.create({ resource, columns, out, generatedAt });
  for (const row of table.rows) {
    await writer.row({ ...Object.fromEntries(row.labels.map((label, index) => [`dimension${index}`, label])), ...row.values }, new Map());
  }
  await writer.finish(table.rows.length);
  if (!out.writableFinished) await new Promise((resolve) => out.once('finish', resolve));
  return { filename: exportFileName(resource, WRITER_OF[format], generatedAt), contentType: definition.contentType, content: Buffer.concat(chunks) };
}
