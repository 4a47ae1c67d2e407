/**
 * /webmaster/system/cleanup (spec 3 §2): the retention with 'Enregistrer', 'Actualiser' and
 * 'Exécuter maintenant' (after a confirmation), and per collection what the cleanup would
 * remove, with a totals row and the cutoff date. It also runs by itself every day at 03:00.
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TextField, Typography } from '@mui/material';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Refresh from '@mui/icons-material/Refresh';
import { Confirm, useNotify } from 'react-admin';
import { ADMIN_ONLY, allows, CLEANUP_TEXTS } from '@hexagone/schemas';
import { formatInteger, formatMoment } from '../dashboard/format';
import { PageHeader } from '../layout/PageHeader';
import { Forbidden } from '../pages/Forbidden';
import { useSessionCaller } from '../providers/useSessionCaller';
import { cleanupApi, type CleanupStats } from './cleanup-api';

const failure = (template: string, error: unknown) => template.replace('{message}', error instanceof Error ? error.message : String(error));
const percent = (value: number) => `${value.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`;

/** The cleanup, or « Non autorisé » to an account that is not an administrator (the API refuses it anyway). */
export function CleanupScreen() {
  const caller = useSessionCaller();
  if (caller && !allows(ADMIN_ONLY, caller)) return <Forbidden title="Nettoyage" icon="CleaningServices" />;
  return <Cleanup />;
}

function Cleanup() {
  const [stats, setStats] = useState<CleanupStats | null>(null);
  const [retention, setRetention] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  const notify = useNotify();

  const load = useCallback(async () => {
    try {
      const answer = await cleanupApi.stats();
      setStats(answer);
      setRetention(String(answer.retention_days));
    } catch {
      // The table keeps what it had.
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const save = async () => {
    try {
      const answer = await cleanupApi.config(retention);
      notify(answer.message, { type: 'success' });
      await load();
    } catch (error) {
      notify(failure(CLEANUP_TEXTS.configError, error), { type: 'error' });
    }
  };

  const run = async () => {
    setConfirming(false);
    setRunning(true);
    try {
      notify((await cleanupApi.run()).message, { type: 'success' });
      await load();
    } catch (error) {
      notify(failure(CLEANUP_TEXTS.runError, error), { type: 'error' });
    } finally {
      setRunning(false);
    }
  };

  const rows = stats ? Object.entries(stats.collections) : [];

  return (
    <Box component="section" aria-label="Nettoyage">
      <PageHeader
        title="Nettoyage"
        description="Suppression des anciennes entrées des journaux"
        icon="CleaningServices"
        breadcrumb={[{ label: 'Système' }, { label: 'Nettoyage' }]}
        actions={[
          { label: 'Actualiser', icon: <Refresh />, variant: 'outlined', onClick: () => void load() },
          { label: 'Exécuter maintenant', icon: <PlayArrow />, variant: 'contained', disabled: running, onClick: () => setConfirming(true) },
        ]}
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        {CLEANUP_TEXTS.note}
      </Alert>

      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
          <TextField
            size="small"
            type="number"
            fullWidth={false}
            sx={{ width: 200 }}
            label="Rétention (jours)"
            value={retention}
            onChange={(event) => setRetention(event.target.value)}
            inputProps={{ min: 1, max: 365 }}
            helperText="Entre 1 et 365 jours"
          />
          <Button variant="contained" onClick={() => void save()}>
            Enregistrer
          </Button>
          {stats && (
            <Typography variant="body2" color="text.secondary">
              Date limite : {formatMoment(stats.cutoff_date)}
              {stats.last_run && ` · Dernière exécution : ${formatMoment(stats.last_run.finished_at)} (${formatInteger(stats.last_run.total_removed)} supprimée(s))`}
            </Typography>
          )}
        </Stack>
      </Paper>

      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Statistiques du nettoyage">
          <TableHead>
            <TableRow>
              {['Collection', 'Règle', 'Total', 'À supprimer', 'À conserver', 'Pourcentage'].map((column, index) => (
                <TableCell key={column} align={index > 1 ? 'right' : 'left'}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([name, row]) => (
              <TableRow key={name}>
                <TableCell>
                  {row.label}
                  <Typography variant="caption" color="text.secondary" display="block" sx={{ fontFamily: 'monospace' }}>
                    {name}
                  </Typography>
                </TableCell>
                <TableCell>{row.rule}</TableCell>
                <TableCell align="right">{formatInteger(row.total)}</TableCell>
                <TableCell align="right">{formatInteger(row.to_delete)}</TableCell>
                <TableCell align="right">{formatInteger(row.to_keep)}</TableCell>
                <TableCell align="right">{percent(row.percentage)}</TableCell>
              </TableRow>
            ))}
            {stats && (
              <TableRow sx={{ '& td': { fontWeight: 600 } }}>
                <TableCell colSpan={2}>Total</TableCell>
                <TableCell align="right">{formatInteger(stats.totals.total)}</TableCell>
                <TableCell align="right">{formatInteger(stats.totals.to_delete)}</TableCell>
                <TableCell align="right">{formatInteger(stats.totals.to_keep)}</TableCell>
                <TableCell align="right">{percent(stats.totals.percentage)}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Confirm isOpen={confirming} title="Exécuter le nettoyage" content={CLEANUP_TEXTS.confirmRun} onConfirm={() => void run()} onClose={() => setConfirming(false)} />
    </Box>
  );
}
