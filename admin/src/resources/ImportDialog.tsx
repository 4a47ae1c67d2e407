/**
 * The import's two steps in one dialog: the dry run's summary and row errors with 'Annuler' /
 * 'Importer les lignes valides', then the result, with the generated passwords shown this once.
 */
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopy from '@mui/icons-material/ContentCopy';
import { elideDe, type ImportReport, type ResourceDef } from '@hexagone/schemas';
import { useCopy } from '../actions/useCopy';

interface ImportDialogProps {
  resource: ResourceDef;
  report: ImportReport;
  busy: boolean;
  onImport: () => void;
  onClose: () => void;
}

const count = (n: number) => n.toLocaleString('fr-FR');
const plural = (n: number, one: string, many: string) => `${count(n)} ${n > 1 ? many : one}`;

export function summaryOf(report: ImportReport): string {
  const errors = `${count(report.failed)} en erreur`;
  if (report.dry_run) return `${count(report.created)} à créer, ${count(report.updated)} à mettre à jour, ${errors}`;
  return `${plural(report.created, 'créé', 'créés')}, ${plural(report.updated, 'mis à jour', 'mis à jour')}, ${errors}`;
}

export function ImportDialog({ resource, report, busy, onImport, onClose }: ImportDialogProps) {
  const valid = report.created + report.updated;
  const failed = report.rows.filter((row) => row.errors?.length);
  const passwords = report.rows.filter((row) => row.password);
  const copy = useCopy();

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="import-title">
      <DialogTitle id="import-title">
        {report.dry_run ? `Importer : ${resource.label}` : 'Import terminé'}
      </DialogTitle>
      <DialogContent dividers>
        <Alert severity={report.failed ? 'warning' : 'success'} sx={{ mb: 2 }} role="status">
          {summaryOf(report)}
        </Alert>
        {passwords.length > 0 && (
          <Box sx={{ mb: 2 }}>
            <Alert severity="warning" sx={{ mb: 1 }}>
              Mots de passe générés pour les nouveaux comptes : communiquez-les par un canal sûr, ils ne seront plus affichés.
            </Alert>
            <List dense disablePadding aria-label="Mots de passe générés">
              {passwords.map((row) => (
                <ListItem
                  key={row.line}
                  disableGutters
                  secondaryAction={
                    <Tooltip title="Copier">
                      <IconButton edge="end" aria-label={`Copier le mot de passe ${elideDe(row.title ?? `la ligne ${row.line}`)}`} onClick={() => void copy(row.password!)}>
                        <ContentCopy fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  }
                >
                  <ListItemText
                    primary={row.title ?? `Ligne ${row.line}`}
                    secondary={row.password}
                    slotProps={{ secondary: { sx: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        )}
        {failed.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              {report.dry_run ? 'Lignes en erreur (elles ne seront pas importées)' : 'Lignes non importées'}
            </Typography>
            <List dense disablePadding aria-label="Lignes en erreur" sx={{ maxHeight: 320, overflowY: 'auto' }}>
              {failed.flatMap((row) =>
                row.errors!.map((error, index) => (
                  <ListItem key={`${row.line}-${index}`} disableGutters divider>
                    <ListItemText
                      primary={`Ligne ${row.line}${error.label ? ` — ${error.label}` : ''}`}
                      secondary={error.message}
                      slotProps={{ secondary: { sx: { color: 'error.main', overflowWrap: 'anywhere' } } }}
                    />
                  </ListItem>
                )),
              )}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {report.dry_run ? (
          <>
            <Button onClick={onClose} disabled={busy}>
              Annuler
            </Button>
            <Button variant="contained" onClick={onImport} disabled={busy || valid === 0}>
              {busy ? 'Import en cours…' : 'Importer les lignes valides'}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={onClose}>
            Fermer
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
