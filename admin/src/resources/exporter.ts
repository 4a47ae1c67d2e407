/**
 * The exports of a list (Exporter tout, and the bulk Exporter of the selected rows) are made
 * by the server (`GET /api/exports/{collection}`), in each format the resource declares: every
 * row the list's search and filters select, streamed, not only the page loaded. The browser
 * downloads it through a link carrying a one-minute single-use signed link, never the session token.
 */
import type { Identifier, SortPayload } from 'react-admin';
import type { ExportFormat, ResourceDef } from '@hexagone/schemas';
import { signedLinkFor } from '../providers/signed-links';

export const exportFormatsOf = (resource: ResourceDef): readonly ExportFormat[] => resource.list.exportFormats ?? ['csv'];

const FORMAT_NAMES: Record<ExportFormat, string> = { csv: 'CSV', json: 'JSON', xlsx: 'Excel', pdf: 'PDF' };

/** The button label of a format when several are offered. */
export const exportLabel = (label: string, resource: ResourceDef, format: ExportFormat): string =>
  exportFormatsOf(resource).length > 1 ? `${label} (${FORMAT_NAMES[format]})` : label;

export interface ExportSelection {
  /** The list's filter values, `q` included. */
  filter: Record<string, unknown>;
  sort?: SortPayload;
  /** Only these rows (the bulk export). */
  ids?: readonly Identifier[];
}

export const exportPath = (resource: ResourceDef): string => `/api/exports/${resource.name}`;

/** The address of the file, in the list's own dialect (`filter`, `sort` as ra-data-simple-rest sends them). */
export function exportAddress(resource: ResourceDef, format: ExportFormat, selection: ExportSelection, signature: string): string {
  const params = new URLSearchParams({ format, filter: JSON.stringify(selection.filter) });
  if (selection.sort) params.set('sort', JSON.stringify([selection.sort.field, selection.sort.order]));
  if (selection.ids?.length) params.set('ids', selection.ids.join(','));
  params.set('signature', signature);
  return `${exportPath(resource)}?${params}`;
}

/** Asks a signed link for the export's path, then lets the browser download the file. */
export async function downloadExport(resource: ResourceDef, format: ExportFormat, selection: ExportSelection): Promise<void> {
  const link = document.createElement('a');
  link.href = exportAddress(resource, format, selection, await signedLinkFor(exportPath(resource)));
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
