/**
 * The real output of an instance (/webmaster/services/instances/{id}/logs), or of the
 * instances of a service (/webmaster/services/{id}/logs): its last lines, then followed live
 * through the API's Server-Sent Events, opened with a one-use signed link (never the session
 * token in an address). A lost stream stops the follow; « Reprendre » opens a new one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Alert, Box, Button, FormControlLabel, Paper, Stack, Switch, Typography } from '@mui/material';
import { useGetOne } from 'react-admin';
import { elideDe, serviceInstances, services, type ResourceDef } from '@hexagone/schemas';
import { PageHeader } from '../layout/PageHeader';
import { adminPath } from '../paths';
import { httpClient } from '../providers/httpClient';
import { signedLinkFor, withSignedLink } from '../providers/signed-links';
import { appendLines, parisStampedLine } from './log-lines';

const KINDS = { instance: serviceInstances, service: services } as const satisfies Record<string, ResourceDef>;
export type LogsKind = keyof typeof KINDS;

export function LogsPage({ kind }: { kind: LogsKind }) {
  const resource = KINDS[kind];
  const { id = '' } = useParams();
  const { data: record } = useGetOne(resource.route, { id });
  const [lines, setLines] = useState<string[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [live, setLive] = useState(true);
  const [interrupted, setInterrupted] = useState(false);
  const bottom = useRef<HTMLDivElement>(null);
  const path = `/api/${resource.name}/${encodeURIComponent(id)}/logs`;

  const load = useCallback(async () => {
    try {
      const { json } = await httpClient(`${path}?lines=500`);
      setLines((json as { lines: string[] }).lines);
      setFailed(false);
    } catch {
      setFailed(true);
    } finally {
      setLoaded(true);
    }
  }, [path]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!live) return;
    let source: EventSource | undefined;
    let closed = false;
    setInterrupted(false);
    const address = `${path}/stream`;
    signedLinkFor(address)
      .then((signature) => {
        if (closed) return;
        source = new EventSource(withSignedLink(address, signature));
        source.addEventListener('lines', (event) => {
          const added = (JSON.parse((event as MessageEvent<string>).data) as { lines: string[] }).lines;
          setLines((current) => appendLines(current, added));
        });
        // A signed link opens one stream: a reconnection would be refused, so the follow stops here.
        source.onerror = () => {
          source?.close();
          setInterrupted(true);
          setLive(false);
        };
      })
      .catch(() => {
        setInterrupted(true);
        setLive(false);
      });
    return () => {
      closed = true;
      source?.close();
    };
  }, [live, path]);

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'nearest' });
  }, [lines]);

  const name = String(record?.name ?? '…');
  const recordPath = adminPath(`${resource.route}/${encodeURIComponent(id)}/show`);
  const breadcrumb =
    kind === 'instance'
      ? [{ label: 'Services', path: adminPath('services') }, { label: 'Instances', path: adminPath(resource.route) }, { label: name, path: recordPath }, { label: 'Journaux' }]
      : [{ label: 'Services', path: adminPath('services') }, { label: name, path: recordPath }, { label: 'Journaux' }];

  return (
    <>
      <PageHeader
        title={`Journaux — ${name}`}
        description={kind === 'instance' ? "Sortie réelle du processus de l'instance" : 'Sortie réelle des instances de ce service'}
        icon="Article"
        breadcrumb={breadcrumb}
        actions={[{ label: 'Actualiser', variant: 'outlined', onClick: () => void load() }]}
      />
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
        <FormControlLabel control={<Switch checked={live} onChange={(event) => setLive(event.target.checked)} />} label="Suivi en direct" />
        {live && (
          <Typography variant="body2" color="success.main" role="status">
            En direct : les nouvelles lignes s'ajoutent en bas.
          </Typography>
        )}
      </Stack>
      {interrupted && (
        <Alert severity="warning" sx={{ mb: 1 }} action={<Button onClick={() => setLive(true)}>Reprendre</Button>}>
          Le suivi en direct s'est interrompu.
        </Alert>
      )}
      {failed && (
        <Alert severity="error" sx={{ mb: 1 }}>
          Erreur lors du chargement des données
        </Alert>
      )}
      <Paper variant="outlined" sx={{ bgcolor: 'grey.900', color: 'grey.100', p: 1.5, maxHeight: '65vh', overflow: 'auto' }}>
        <Box
          component="pre"
          role="log"
          aria-label={`Journaux ${elideDe(name)}`}
          sx={{ m: 0, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13, whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
        >
          {loaded && !lines.length ? "Aucune sortie pour l'instant : démarrez l'instance pour voir ses journaux." : lines.map(parisStampedLine).join('\n')}
        </Box>
        <div ref={bottom} />
      </Paper>
    </>
  );
}
