/**
 * The reports screen's dialogs: a new report (name required; description, template, schedule,
 * recipients, measures and visualization), sharing (recipients required, message, rights), the
 * run (loading, then the table or chart, or the spec's error) — spec 3 §2, §5, §8.
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  FormLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { REPORT_MESSAGES, REPORT_SCHEDULES, REPORT_SHARE_PERMISSIONS, REPORT_TEMPLATES, REPORT_VISUALIZATIONS, type ReportResult } from '@hexagone/schemas';
import { BarList } from './BarList';
import { FigureTable } from './FigureTable';
import { shortNumber } from './format';

/** The measures a report may keep (api/src/analytics/reports/report-table.ts names them). */
const MEASURES = [
  { value: 'visitors', label: 'Visiteurs' },
  { value: 'sessions', label: 'Visites' },
  { value: 'views', label: 'Pages vues' },
  { value: 'bounceRate', label: 'Taux de rebond' },
  { value: 'avgDuration', label: 'Durée moyenne' },
] as const;

function SelectField({ label, value, options, onChange }: { label: string; value: string; options: readonly { value: string; label: string }[]; onChange: (value: string) => void }) {
  return (
    <TextField select label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** One address per line or separated by commas. */
const addressesOf = (text: string) => text.split(/[\s,;]+/).map((item) => item.trim()).filter(Boolean);

export interface NewReport {
  name: string;
  description: string;
  template: string;
  schedule: string;
  recipients: string[];
  configuration: { metrics: string[]; dimensions: string[]; visualization: string };
}

export function NewReportDialog({ template, onClose, onCreate }: { template: string; onClose: () => void; onCreate: (report: NewReport) => Promise<Record<string, string> | undefined> }) {
  const [values, setValues] = useState({ name: '', description: '', template, schedule: 'none', recipients: '', visualization: 'table' });
  const [metrics, setMetrics] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof values) => (value: string) => setValues({ ...values, [field]: value });
  const typed = (field: keyof typeof values) => (event: { target: { value: string } }) => set(field)(event.target.value);
  const submit = async () => {
    if (!values.name.trim()) return setErrors({ name: 'Le champ «\u00a0Nom\u00a0» est requis' });
    const refused = await onCreate({
      name: values.name.trim(),
      description: values.description,
      template: values.template,
      schedule: values.schedule,
      recipients: addressesOf(values.recipients),
      configuration: { metrics, dimensions: [], visualization: values.visualization },
    });
    if (refused) setErrors(refused);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-report-title">
      <DialogTitle id="new-report-title">Nouveau rapport</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label="Nom" required value={values.name} onChange={typed('name')} error={Boolean(errors.name)} helperText={errors.name} autoFocus />
          <TextField label="Description" multiline minRows={2} value={values.description} onChange={typed('description')} />
          <SelectField label="Modèle" value={values.template} options={REPORT_TEMPLATES} onChange={set('template')} />
          <SelectField label="Programmation" value={values.schedule} options={REPORT_SCHEDULES} onChange={set('schedule')} />
          <TextField
            label="Destinataires"
            value={values.recipients}
            onChange={typed('recipients')}
            error={Boolean(errors.recipients)}
            helperText={errors.recipients ?? 'Adresses e-mail séparées par des virgules ; elles reçoivent le rapport programmé'}
          />
          <Box>
            <FormLabel component="legend">Mesures (toutes si aucune n'est cochée)</FormLabel>
            <FormGroup row>
              {MEASURES.map((measure) => (
                <FormControlLabel
                  key={measure.value}
                  label={measure.label}
                  control={
                    <Checkbox
                      checked={metrics.includes(measure.value)}
                      onChange={(event) => setMetrics(event.target.checked ? [...metrics, measure.value] : metrics.filter((m) => m !== measure.value))}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
          <SelectField label="Visualisation" value={values.visualization} options={REPORT_VISUALIZATIONS} onChange={set('visualization')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" onClick={() => void submit()}>
          Créer le rapport
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export function ShareDialog({ name, onClose, onShare }: { name: string; onClose: () => void; onShare: (body: { recipients: string[]; message: string; permissions: string }) => Promise<void> }) {
  const [recipients, setRecipients] = useState('');
  const [message, setMessage] = useState('');
  const [permissions, setPermissions] = useState('view');
  const [error, setError] = useState<string>();
  const submit = () => {
    const list = addressesOf(recipients);
    if (!list.length) return setError(REPORT_MESSAGES.recipientsRequired);
    void onShare({ recipients: list, message, permissions });
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-report-title">
      <DialogTitle id="share-report-title">Partager « {name} »</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label="Destinataires" required value={recipients} onChange={(event) => setRecipients(event.target.value)} error={Boolean(error)} helperText={error ?? 'Adresses e-mail séparées par des virgules'} autoFocus />
          <TextField label="Message" multiline minRows={3} value={message} onChange={(event) => setMessage(event.target.value)} />
          <SelectField label="Droits" value={permissions} options={REPORT_SHARE_PERMISSIONS} onChange={setPermissions} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" onClick={submit}>
          Partager
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export type RunState = { status: 'loading' } | { status: 'done'; result: ReportResult } | { status: 'failed' };

function ResultView({ result }: { result: ReportResult }) {
  if ('headers' in result) {
    if (!result.rows.length) return <Typography color="text.secondary">Aucune donnée mesurée sur cette période.</Typography>;
    return (
      <FigureTable
        label="Résultat du rapport"
        headers={result.headers}
        rows={result.rows.map((row) => ({ key: String(row[0]), cells: row.map((cell) => (typeof cell === 'number' ? new Intl.NumberFormat('fr-FR').format(cell) : cell)) }))}
      />
    );
  }
  return (
    <Stack spacing={3}>
      {result.datasets.map((dataset) => {
        const top = Math.max(1, ...dataset.data);
        return (
          <Box key={dataset.label}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {dataset.label}
            </Typography>
            <BarList label={dataset.label} bars={result.labels.map((label, index) => ({ label, share: (dataset.data[index] / top) * 100, figure: shortNumber(dataset.data[index]) }))} />
          </Box>
        );
      })}
    </Stack>
  );
}

export function RunDialog({ name, state, onClose }: { name: string; state: RunState; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="run-report-title">
      <DialogTitle id="run-report-title">{name}</DialogTitle>
      <DialogContent>
        {state.status === 'loading' && (
          <Stack direction="row" spacing={2} alignItems="center" role="status">
            <CircularProgress size={24} />
            <Typography>Génération du rapport…</Typography>
          </Stack>
        )}
        {state.status === 'failed' && <Alert severity="error">{REPORT_MESSAGES.runFailed}</Alert>}
        {state.status === 'done' && <ResultView result={state.result} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
