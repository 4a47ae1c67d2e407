/**
 * Importer: sends the chosen CSV or JSON file to the server's import in a dry run first, shows
 * what would be created, updated and refused (line, field, message), then imports the valid
 * rows on request and shows the result once, with the passwords generated for new accounts.
 */
import { useRef, useState } from 'react';
import FileUpload from '@mui/icons-material/FileUpload';
import { Button, useCanAccess, useNotify, useRefresh } from 'react-admin';
import type { ImportReport, ResourceDef } from '@hexagone/schemas';
import { errorText } from '../actions/error-text';
import { httpClient } from '../providers/httpClient';
import { lazyNamed, ScreenSuspense } from '../lazy-screen';

/** The report's dialog loads when a first file is read. */
const ImportDialog = lazyNamed(() => import('./ImportDialog'), 'ImportDialog');

async function sendImport(resource: ResourceDef, file: File, dryRun: boolean): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file);
  const { json } = await httpClient(`/api/${resource.name}/import?dry_run=${dryRun}`, { method: 'POST', body });
  return json as ImportReport;
}

export function ImportButton({ resource }: { resource: ResourceDef }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const fileInput = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<{ file: File; report: ImportReport } | undefined>();
  // An import creates or updates: shown to who may do either, as the server decides (never a viewer).
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: resource.route });
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: resource.route });

  const run = async (file: File, dryRun: boolean) => {
    setBusy(true);
    try {
      setState({ file, report: await sendImport(resource, file, dryRun) });
      if (!dryRun) refresh();
    } catch (error) {
      notify(errorText(error), { type: 'error', autoHideDuration: 10_000 });
    } finally {
      setBusy(false);
    }
  };

  if (!canCreate && !canEdit) return null;
  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept=".csv,.json,text/csv,application/json"
        hidden
        data-testid="import-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void run(file, true);
        }}
      />
      <Button label={busy ? 'Import en cours…' : 'Importer'} disabled={busy} onClick={() => fileInput.current?.click()}>
        <FileUpload />
      </Button>
      {state && (
        <ScreenSuspense fallback={null}>
          <ImportDialog
            resource={resource}
            report={state.report}
            busy={busy}
            onImport={() => void run(state.file, false)}
            onClose={() => setState(undefined)}
          />
        </ScreenSuspense>
      )}
    </>
  );
}
