/**
 * The exports of a list (Exporter tout, and the bulk export of the selected rows), in each
 * format the resource declares: CSV by default, JSON where the spec asks for it (AI usage).
 */
import { downloadCSV, type Exporter } from 'react-admin';
import type { ExportFormat, ResourceDef } from '@hexagone/schemas';
import { toCsv } from '../import-export/csv';
import { exportColumns, exportRow, exportRecord } from '../import-export/records';

export const exportFormatsOf = (resource: ResourceDef): readonly ExportFormat[] => resource.list.exportFormats ?? ['csv'];

function downloadJSON(text: string, name: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  link.download = `${name}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

export const exporterFor =
  (resource: ResourceDef, format: ExportFormat = exportFormatsOf(resource)[0]): Exporter =>
  (records) =>
    format === 'json'
      ? downloadJSON(JSON.stringify(records.map((record) => exportRecord(resource, record)), null, 2), resource.name)
      : downloadCSV(toCsv(exportColumns(resource), records.map((record) => exportRow(resource, record))), resource.name);

/** The button label of a format when several are offered. */
export const exportLabel = (label: string, resource: ResourceDef, format: ExportFormat): string =>
  exportFormatsOf(resource).length > 1 ? `${label} (${format.toUpperCase()})` : label;
