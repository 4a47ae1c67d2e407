/**
 * /webmaster/analytics/reports (spec 3 §2, §8): the four built-in templates, 'Mes rapports'
 * with run, change, share, export (PDF, Excel, CSV) and delete, each shown as the API's rules
 * allow it on the report (its author, whom it was shared with, the administrators), and
 * 'Nouveau rapport'. The run shows
 * a loading dialog, then the result or the spec's error; sharing says 'Le rapport a été
 * partagé avec succès.' when its e-mails went, the outbox's wording while they wait (issue 37 §3); other failures are only logged (spec 3 §8).
 */
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { HttpError, useNotify } from 'react-admin';
import {
  Button,
  Card,
  CardActions,
  CardContent,
  CardHeader,
  Grid,
  IconButton,
  Menu,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Share from '@mui/icons-material/Share';
import { analyticsReports, isReadOnly, reach, REPORT_SCHEDULES, REPORT_TEMPLATES, type AccessRule, type Caller, type ReportExportFormat } from '@hexagone/schemas';
import { PageHeader } from '../layout/PageHeader';
import { adminPath } from '../paths';
import { readUserId } from '../providers/session';
import { useSessionCaller } from '../providers/useSessionCaller';
import { mailNotice } from '../layout/mail-notice';
import { formatMoment } from './format';
import { ReportDialog, RunDialog, ShareDialog, type RunState } from './ReportDialogs';
import { createReport, deleteReport, downloadReport, listReports, runReport, shareReport, updateReport, type SavedReport } from './reports-api';

const TITLE = 'Rapports';
const EXPORTS: { format: ReportExportFormat; label: string }[] = [
  { format: 'pdf', label: 'PDF' },
  { format: 'excel', label: 'Excel' },
  { format: 'csv', label: 'CSV' },
];
const labelOf = (options: readonly { value: string; label: string }[], value: string) => options.find((option) => option.value === value)?.label ?? value;
const logged = (error: unknown) => console.error('Rapports :', error);

/** Whether the rule lets the caller change this report: every report, or those whose owner field names them. */
function mayChange(rule: AccessRule, caller: Caller | undefined, report: SavedReport): boolean {
  const scope = caller && !isReadOnly(caller) ? reach(rule, caller) : undefined;
  if (!scope || scope === 'all') return scope === 'all';
  const holders = report[scope.field as 'created_by' | 'editors'];
  return Array.isArray(holders) ? holders.includes(scope.id) : holders === scope.id;
}

/** The per-field messages of a refused save, if the API gave them. */
const refusalOf = (error: unknown) => (error instanceof HttpError ? ((error.body as { errors?: Record<string, string> })?.errors ?? {}) : {});

export function ReportsScreen() {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const reports = useQuery({ queryKey: ['analytics', 'reports'], queryFn: listReports });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['analytics', 'reports'] });
  const session = useSessionCaller();
  const caller = session && { ...session, ownerId: readUserId() };
  // The report being created: a template's opens named after it (issue 37 §5), a blank one unnamed.
  const [creating, setCreating] = useState<{ template: string; name: string }>();
  const [editing, setEditing] = useState<SavedReport>();
  const [sharing, setSharing] = useState<SavedReport>();
  const [running, setRunning] = useState<{ report: SavedReport; state: RunState }>();
  const [exporting, setExporting] = useState<{ report: SavedReport; anchor: HTMLElement }>();

  /** Sends a report, then closes its dialog and reloads the list; resolves to the API's per-field messages when refused. */
  const save = async (send: () => Promise<unknown>, close: () => void) => {
    try {
      await send();
      close();
      await refresh();
      return undefined;
    } catch (error) {
      logged(error);
      return refusalOf(error);
    }
  };
  const run = async (report: SavedReport) => {
    setRunning({ report, state: { status: 'loading' } });
    try {
      const result = await runReport(report.id);
      setRunning((current) => current && { ...current, state: { status: 'done', result } });
      await refresh();
    } catch (error) {
      logged(error);
      setRunning((current) => current && { ...current, state: { status: 'failed' } });
    }
  };
  const share = async (report: SavedReport, body: { recipients: string[]; message: string; permissions: string }) => {
    try {
      const notice = mailNotice(await shareReport(report.id, body));
      setSharing(undefined);
      notify(notice.message, notice.options);
    } catch (error) {
      logged(error);
    }
  };
  const remove = async (report: SavedReport) => {
    if (!window.confirm(`Supprimer le rapport « ${report.name} » ?`)) return;
    await deleteReport(report.id).then(refresh, logged);
  };

  return (
    <>
      <PageHeader
        title={TITLE}
        description="Rapports sur la mesure d'audience du site : à lancer, exporter, partager ou programmer"
        icon="Assessment"
        breadcrumb={[{ label: 'Statistiques', path: adminPath('analytics') }, { label: TITLE }]}
        actions={[{ label: 'Nouveau rapport', icon: <Add />, variant: 'contained', onClick: () => setCreating({ template: 'traffic_overview', name: '' }) }]}
      />
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Modèles
      </Typography>
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {REPORT_TEMPLATES.map((template) => (
          <Grid key={template.value} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CardHeader title={template.label} titleTypographyProps={{ variant: 'subtitle1', component: 'h3' }} />
              <CardContent sx={{ flexGrow: 1, pt: 0 }}>
                <Typography variant="body2" color="text.secondary">
                  {template.description}
                </Typography>
              </CardContent>
              <CardActions>
                <Button size="small" onClick={() => setCreating({ template: template.value, name: template.label })}>
                  Utiliser ce modèle
                </Button>
              </CardActions>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Mes rapports
      </Typography>
      <Card variant="outlined">
        <TableContainer>
          <Table aria-label="Mes rapports">
            <TableHead>
              <TableRow>
                <TableCell>Nom</TableCell>
                <TableCell>Modèle</TableCell>
                <TableCell>Programmation</TableCell>
                <TableCell>Dernière exécution</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {reports.data?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>
                    <Typography color="text.secondary">Aucun rapport pour l'instant : partez d'un modèle ou créez un nouveau rapport.</Typography>
                  </TableCell>
                </TableRow>
              )}
              {reports.data?.map((report) => (
                <TableRow key={report.id}>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {report.name}
                    </Typography>
                    {report.description && (
                      <Typography variant="caption" color="text.secondary">
                        {report.description}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{labelOf(REPORT_TEMPLATES, report.template)}</TableCell>
                  <TableCell>{labelOf(REPORT_SCHEDULES, report.schedule)}</TableCell>
                  <TableCell>{formatMoment(report.last_run)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title="Lancer">
                      <IconButton aria-label={`Lancer ${report.name}`} onClick={() => void run(report)}>
                        <PlayArrow />
                      </IconButton>
                    </Tooltip>
                    {mayChange(analyticsReports.access.update, caller, report) && (
                      <Tooltip title="Modifier">
                        <IconButton aria-label={`Modifier ${report.name}`} onClick={() => setEditing(report)}>
                          <Edit />
                        </IconButton>
                      </Tooltip>
                    )}
                    {mayChange(analyticsReports.access.actions.share, caller, report) && (
                      <Tooltip title="Partager">
                        <IconButton aria-label={`Partager ${report.name}`} onClick={() => setSharing(report)}>
                          <Share />
                        </IconButton>
                      </Tooltip>
                    )}
                    <Tooltip title="Exporter">
                      <IconButton aria-label={`Exporter ${report.name}`} onClick={(event) => setExporting({ report, anchor: event.currentTarget })}>
                        <Download />
                      </IconButton>
                    </Tooltip>
                    {mayChange(analyticsReports.access.delete, caller, report) && (
                      <Tooltip title="Supprimer">
                        <IconButton aria-label={`Supprimer ${report.name}`} onClick={() => void remove(report)}>
                          <Delete />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>

      <Menu open={Boolean(exporting)} anchorEl={exporting?.anchor} onClose={() => setExporting(undefined)}>
        {EXPORTS.map(({ format, label }) => (
          <MenuItem
            key={format}
            onClick={() => {
              const report = exporting!.report;
              setExporting(undefined);
              downloadReport(report.id, format).catch(logged);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
      {creating && (
        <ReportDialog title="Nouveau rapport" submitLabel="Créer le rapport" initial={{ name: creating.name, template: creating.template, schedule: 'none' }} onClose={() => setCreating(undefined)} onSave={(report) => save(() => createReport({ ...report }), () => setCreating(undefined))} />
      )}
      {editing && (
        <ReportDialog title={`Modifier « ${editing.name} »`} submitLabel="Enregistrer" initial={editing} onClose={() => setEditing(undefined)} onSave={(report) => save(() => updateReport(editing.id, { ...report }), () => setEditing(undefined))} />
      )}
      {sharing && <ShareDialog name={sharing.name} onClose={() => setSharing(undefined)} onShare={(body) => share(sharing, body)} />}
      {running && <RunDialog name={running.report.name} state={running.state} onClose={() => setRunning(undefined)} />}
    </>
  );
}
