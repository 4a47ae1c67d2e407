/**
 * /webmaster/settings/logs (spec 3 §2, §4): the audit log, 50 rows a page, filtered by user,
 * action type, severity, dates and search; each entry opens its detail; exports of every
 * matching entry; the chain's verification; a live stream that puts new entries on top; the
 * alert rules and settings modals. Failures of the page show no message (spec 3 §8).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  ButtonGroup,
  Chip,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import Download from '@mui/icons-material/Download';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Settings from '@mui/icons-material/Settings';
import UploadFile from '@mui/icons-material/UploadFile';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { useNotify } from 'react-admin';
import { allows, AUDIT_ACTIONS, AUDIT_EXPORT_FORMATS, AUDIT_SEVERITIES, AUDIT_STREAM_MAX_ROWS, settingsLogs } from '@hexagone/schemas';
import { formatMoment } from '../dashboard/format';
import { PageHeader } from '../layout/PageHeader';
import { Forbidden } from '../pages/Forbidden';
import { saveBlob } from '../providers/save-file';
import { useSessionCaller } from '../providers/useSessionCaller';
import { AlertsDialog, EntryDialog, SettingsDialog } from './AuditDialogs';
import { auditApi, NO_FILTERS, type AuditEntry, type AuditFilters, type ChainReport } from './audit-api';
import { actionLabel, entryUser, shortAgent, withLiveEntry } from './audit-format';
import { SeverityChip } from './SeverityChip';

const PAGE_SIZE = settingsLogs.list.perPage;
const COLUMNS = ['Date', 'Utilisateur', 'Action', 'Type de ressource', 'ID de ressource', 'Sévérité', 'Adresse IP', 'Navigateur'];

/** The log, or « Non autorisé » to an account that may not read it (the API refuses it anyway). */
export function AuditLogsScreen() {
  const caller = useSessionCaller();
  if (caller && !allows(settingsLogs.access.list, caller)) return <Forbidden title="Journal d'audit" icon="History" />;
  return <AuditLog />;
}

function AuditLog() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<AuditEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [users, setUsers] = useState<{ id: string; name?: string; email: string }[]>([]);
  const [live, setLive] = useState(false);
  const [shown, setShown] = useState<AuditEntry | null>(null);
  const [report, setReport] = useState<ChainReport | null>(null);
  const [dialog, setDialog] = useState<'alerts' | 'settings' | null>(null);
  const notify = useNotify();

  const load = useCallback(async () => {
    try {
      const answer = await auditApi.list(filters, page + 1, PAGE_SIZE);
      setRows(answer.data);
      setTotal(answer.pagination.total);
    } catch {
      // The table keeps what it had.
    }
  }, [filters, page]);

  useEffect(() => {
    if (!live) void load();
  }, [load, live]);

  useEffect(() => {
    auditApi.users().then(setUsers, () => undefined);
  }, []);

  useEffect(() => {
    if (!live) return;
    let source: EventSource | undefined;
    let closed = false;
    const stop = () => {
      source?.close();
      setLive(false);
    };
    auditApi
      .streamAddress()
      .then((address) => {
        if (closed) return;
        source = new EventSource(address);
        source.onmessage = (event: MessageEvent<string>) => setRows((current) => withLiveEntry(current, JSON.parse(event.data) as AuditEntry, AUDIT_STREAM_MAX_ROWS));
        // A signed link opens one stream: on an error the stream is closed and the switch goes back to off.
        source.onerror = stop;
      })
      .catch(stop);
    return () => {
      closed = true;
      source?.close();
    };
  }, [live]);

  const toggleLive = (on: boolean) => {
    setLive(on);
    if (!on) notify('Streaming arrêté', { type: 'info' });
  };

  const filter = (name: keyof AuditFilters) => ({
    value: filters[name],
    onChange: (event: { target: { value: string } }) => {
      setPage(0);
      setFilters((current) => ({ ...current, [name]: event.target.value }));
    },
  });

  const download = (format: string) => void auditApi.download(format, filters).catch(() => undefined);

  const verify = async (file?: unknown) => {
    try {
      setReport(await (file === undefined ? auditApi.verify() : auditApi.verifyWith(file)));
    } catch (error) {
      setReport(null);
      notify((error as Error).message, { type: 'error' });
    }
  };

  /** A signed checkpoint of the newest entry, saved as a file to keep outside the installation. */
  const exportCheckpoint = async () => {
    try {
      const file = await auditApi.checkpoint();
      saveBlob(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }), `point-de-controle-audit-${file.checkpoints[0]?.sequence ?? 0}.json`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };

  const checkpointInput = useRef<HTMLInputElement>(null);
  const verifyWithFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      await verify(JSON.parse(await file.text()));
    } catch {
      notify('Fichier de point de contrôle illisible', { type: 'error' });
    }
  };

  return (
    <Box component="section" aria-label="Journal d'audit">
      <PageHeader
        title="Journal d'audit"
        description="Connexions, modifications, paramètres, paiements, alertes de sécurité et erreurs, inaltérables"
        icon="History"
        breadcrumb={[{ label: 'Paramètres', path: '/webmaster/settings' }, { label: "Journal d'audit" }]}
        actions={[
          { label: "Vérifier l'intégrité", icon: <VerifiedUser />, variant: 'outlined', onClick: () => void verify() },
          { label: 'Alertes', icon: <NotificationsActive />, variant: 'outlined', onClick: () => setDialog('alerts') },
          { label: 'Paramètres', icon: <Settings />, variant: 'outlined', onClick: () => setDialog('settings') },
        ]}
      />

      <input
        ref={checkpointInput}
        type="file"
        accept="application/json,.json"
        hidden
        aria-label="Fichier de point de contrôle"
        onChange={(event) => {
          void verifyWithFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {report && (
        <Alert severity={report.valid ? 'success' : 'error'} sx={{ mb: 2 }} onClose={() => setReport(null)}>
          {report.message}
          {/* Kept outside the installation, a checkpoint reveals a rewrite even by someone holding the chain's key. */}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }} alignItems={{ xs: 'stretch', sm: 'center' }}>
            <Button size="small" variant="outlined" color="inherit" startIcon={<Download />} onClick={() => void exportCheckpoint()}>
              Exporter un point de contrôle
            </Button>
            <Button size="small" variant="outlined" color="inherit" startIcon={<UploadFile />} onClick={() => checkpointInput.current?.click()}>
              Vérifier avec un point de contrôle
            </Button>
          </Stack>
        </Alert>
      )}

      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box sx={{ display: 'grid', gap: 1.5, alignItems: 'center', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)', xl: 'repeat(6, 1fr) auto' } }}>
          <TextField select size="small" label="Utilisateur" sx={{ minWidth: 180 }} {...filter('user')}>
            <MenuItem value="">Tous</MenuItem>
            {users.map((user) => (
              <MenuItem key={user.id} value={user.id}>
                {user.name || user.email}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Type d'action" sx={{ minWidth: 200 }} {...filter('action')}>
            <MenuItem value="">Toutes</MenuItem>
            {AUDIT_ACTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label="Sévérité" sx={{ minWidth: 150 }} {...filter('severity')}>
            <MenuItem value="">Toutes</MenuItem>
            {AUDIT_SEVERITIES.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" type="date" label="Du" InputLabelProps={{ shrink: true }} {...filter('date_from')} />
          <TextField size="small" type="date" label="Au" InputLabelProps={{ shrink: true }} {...filter('date_to')} />
          <TextField size="small" type="search" label="Rechercher" placeholder={settingsLogs.list.searchPlaceholder} {...filter('q')} />
          <Button
            sx={{ justifySelf: 'start' }}
            onClick={() => {
              setPage(0);
              setFilters(NO_FILTERS);
            }}
          >
            Réinitialiser
          </Button>
        </Box>
      </Paper>

      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" useFlexGap spacing={1} sx={{ mb: 1 }}>
        <FormControlLabel control={<Switch checked={live} onChange={(event) => toggleLive(event.target.checked)} />} label="Temps réel" />
        <ButtonGroup variant="outlined" size="small" aria-label="Exporter">
          {AUDIT_EXPORT_FORMATS.map((format) => (
            <Button key={format} startIcon={<Download />} aria-label={`Exporter ${format.toUpperCase()}`} onClick={() => download(format)}>
              {format.toUpperCase()}
            </Button>
          ))}
        </ButtonGroup>
      </Stack>
      {live && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Streaming en temps réel activé : les nouvelles entrées s'affichent en haut du tableau ({AUDIT_STREAM_MAX_ROWS} au plus).
        </Alert>
      )}

      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Journal d'audit">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((entry) => (
              <TableRow key={entry.id} hover onClick={() => setShown(entry)} sx={{ cursor: 'pointer' }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatMoment(entry.timestamp)}</TableCell>
                <TableCell>{entryUser(entry)}</TableCell>
                <TableCell>
                  <Chip size="small" variant="outlined" label={actionLabel(entry.action)} />
                </TableCell>
                <TableCell>{entry.resource_type ?? ''}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{entry.resource_id ?? ''}</TableCell>
                <TableCell>
                  <SeverityChip severity={entry.severity} />
                </TableCell>
                <TableCell>{entry.ip_address ?? ''}</TableCell>
                <TableCell title={entry.user_agent ?? undefined}>{shortAgent(entry.user_agent)}</TableCell>
              </TableRow>
            ))}
            {!rows.length && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length} align="center">
                  Aucune entrée
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {!live && (
        <TablePagination
          component="div"
          count={total}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={PAGE_SIZE}
          rowsPerPageOptions={[PAGE_SIZE]}
          labelRowsPerPage="Lignes par page"
          labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
        />
      )}

      <EntryDialog entry={shown} onClose={() => setShown(null)} />
      <SettingsDialog open={dialog === 'settings'} onClose={() => setDialog(null)} />
      <AlertsDialog open={dialog === 'alerts'} onClose={() => setDialog(null)} />
    </Box>
  );
}
