/**
 * Importer: reads a CSV or JSON file in the browser and creates each row through the data
 * provider, so every row passes the server's validation; then says how many were created
 * and rejected, with the first rejection's reason.
 */
import { useRef, useState } from 'react';
import FileUpload from '@mui/icons-material/FileUpload';
import { Button, useDataProvider, useNotify, useRefresh, useResourceContext } from 'react-admin';
import type { ResourceDef } from '@hexagone/schemas';
import { errorText } from '../actions/error-text';
import { importValues, parseImportFile } from '../import-export/records';

export function ImportButton({ resource }: { resource: ResourceDef }) {
  const route = useResourceContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const fileInput = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);

  const importFile = async (file: File) => {
    let rows: Record<string, unknown>[];
    try {
      rows = parseImportFile(file.name, await file.text());
    } catch {
      notify('Fichier illisible : un fichier CSV ou JSON est attendu', { type: 'error' });
      return;
    }
    setImporting(true);
    let created = 0;
    let firstRejection: string | undefined;
    for (const [index, row] of rows.entries()) {
      try {
        await dataProvider.create(route!, { data: importValues(resource, row) });
        created += 1;
      } catch (error) {
        firstRejection ??= `élément n° ${index + 1} — ${errorText(error)}`;
      }
    }
    setImporting(false);
    const rejected = rows.length - created;
    notify(
      `Import terminé : ${created} élément(s) créé(s), ${rejected} rejeté(s)${firstRejection ? ` (${firstRejection})` : ''}`,
      { type: rejected ? 'warning' : 'success', autoHideDuration: rejected ? 10000 : undefined },
    );
    refresh();
  };

  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,.json,text/csv,application/json"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
      <Button label={importing ? 'Import en cours...' : 'Importer'} disabled={importing} onClick={() => fileInput.current?.click()}>
        <FileUpload />
      </Button>
    </>
  );
}
