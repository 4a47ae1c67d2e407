/** 'Exporter tout' (the list's filters) or the bulk 'Exporter' (the selected rows), in one format, made by the server. */
import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext, useNotify } from 'react-admin';
import type { ExportFormat, ResourceDef } from '@hexagone/schemas';
import { downloadExport, exportLabel } from './exporter';

export function ServerExportButton({ resource, format, label, selected = false }: { resource: ResourceDef; format: ExportFormat; label: string; selected?: boolean }) {
  const { filterValues, sort, selectedIds, total } = useListContext();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadExport(resource, format, { filter: filterValues, sort, ids: selected ? selectedIds : undefined });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'Export impossible, veuillez réessayer', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label={exportLabel(label, resource, format)} onClick={run} disabled={busy || (!selected && total === 0)}>
      <DownloadIcon />
    </Button>
  );
}
