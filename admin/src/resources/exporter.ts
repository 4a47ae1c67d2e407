/** The CSV export of a list (Exporter tout, and the bulk export of the selected rows). */
import { downloadCSV, type Exporter } from 'react-admin';
import type { ResourceDef } from '@hexagone/schemas';
import { toCsv } from '../import-export/csv';
import { exportColumns, exportRow } from '../import-export/records';

export const exporterFor =
  (resource: ResourceDef): Exporter =>
  (records) =>
    downloadCSV(toCsv(exportColumns(resource), records.map((record) => exportRow(resource, record))), resource.name);
