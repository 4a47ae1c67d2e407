/**
 * The reports screen's dialogs: a new report or its change (name required; description, template,
 * schedule, recipients, dimensions, measures, order, rows and visualization), sharing (recipients required, message, rights), the
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
import {
  invalidConfiguration,
  REPORT_DIMENSIONS,
  REPORT_DIMENSIONS_MAX,
  REPORT_MEASURES,
  REPORT_MESSAGES,
  REPORT_ROWS_MAX,
  REPORT_SCHEDULES,
  REPORT_SHARE_PERMISSIONS,
  REPORT_TEMPLATES,
  REPORT_VISUALIZATIONS,
  type ReportConfiguration,
  type ReportResult,
} from '@hexagone/schemas';
import { BarList } from './BarList';
import { FigureTable } from './FigureTable';
import { formatEuro, shortNumber } from './format';

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

/** Checkboxes choosing some of `options`, in their order. */
function Choices({ legend, options, chosen, onChange }: { legend: string; options: readonly { value: string; label: string }[]; chosen: string[]; onChange: (chosen: string[]) => void }) {
  return (
    <Box>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option.value}
            label={option.label}
            control={
              <Checkbox
                checked={chosen.includes(option.value)}
                onChange={(event) =>
                  onChange(event.target.checked ? options.map((o) => o.value).filter((value) => value === option.value || chosen.includes(value)) : chosen.filter((value) => value !== option.value))
                }
              />
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

export interface ReportValues {
  name: string;
  description?: string;
  template: string;
  schedule: string;
  recipients?: string[];
  configuration?: ReportConfiguration;
}

const ORDERS = [
  { value: 'desc', label: 'Décroissant' },
  { value: 'asc', label: 'Croissant' },
] as const;
const DEFAULT_SORT = { value: '', label: 'Par défaut' };

/**
 * 'Nouveau rapport', and the change of a report: name required; description, template,
 * schedule, recipients, and the configuration (dimensions, measures, order, number of rows,
 * visualization), checked by the same rules as the API's before it is sent.
 */
export function ReportDialog({
  title,
  submitLabel,
  initial,
  onClose,
  onSave,
}: {
  title: string;
  submitLabel: string;
  initial: ReportValues;
  onClose: () => void;
  onSave: (report: ReportValues) => Promise<Record<string, string> | undefined>;
}) {
  const start = initial.configuration ?? {};
  const [values, setValues] = useState({
    name: initial.name,
    description: initial.description ?? '',
    template: initial.template,
    schedule: initial.schedule,
    recipients: (initial.recipients ?? []).join(', '),
    visualization: start.visualization ?? 'table',
    sortBy: start.sort?.by ?? '',
    order: start.sort?.order ?? 'desc',
    limit: start.limit ? String(start.limit) : '',
  });
  const [metrics, setMetrics] = useState<string[]>(start.metrics ?? []);
  const [dimensions, setDimensions] = useState<string[]>(start.dimensions ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof values) => (value: string) => setValues({ ...values, [field]: value });
  const typed = (field: keyof typeof values) => (event: { target: { value: string } }) => set(field)(event.target.value);
  // The funnel's share of its first step holds only for its steps, without dimension.
  const measures = REPORT_MEASURES.filter((measure) => measure.value !== 'share' || (values.template === 'conversion_funnel' && !dimensions.length));
  const sortOptions = [DEFAULT_SORT, ...REPORT_DIMENSIONS.filter((d) => dimensions.includes(d.value)), ...measures.filter((m) => !metrics.length || metrics.includes(m.value))];
  const submit = async () => {
    if (!values.name.trim()) return setErrors({ name: 'Le champ «\u00a0Nom\u00a0» est requis' });
    const configuration = {
      metrics: metrics.filter((metric) => measures.some((measure) => measure.value === metric)),
      dimensions,
      visualization: values.visualization,
      ...(values.sortBy ? { sort: { by: values.sortBy, order: values.order } } : {}),
      ...(values.limit ? { limit: Number(values.limit) } : {}),
    } as ReportConfiguration;
    const wrong = invalidConfiguration(configuration, { template: values.template });
    if (wrong) return setErrors({ configuration: wrong });
    const refused = await onSave({
      name: values.name.trim(),
      description: values.description,
      template: values.template,
      schedule: values.schedule,
      recipients: addressesOf(values.recipients),
      configuration: { ...start, ...configuration },
    });
    if (refused) setErrors(refused);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="report-dialog-title">
      <DialogTitle id="report-dialog-title">{title}</DialogTitle>
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
          <Choices legend={`Dimensions (${REPORT_DIMENSIONS_MAX} au plus ; aucune : celles du modèle)`} options={REPORT_DIMENSIONS} chosen={dimensions} onChange={setDimensions} />
          <Choices legend="Mesures (celles du modèle si aucune n'est cochée)" options={measures} chosen={metrics} onChange={setMetrics} />
          <Stack direction="row" spacing={2}>
            <SelectField label="Trier par" value={values.sortBy} options={sortOptions} onChange={set('sortBy')} />
            <SelectField label="Ordre" value={values.order} options={ORDERS} onChange={set('order')} />
            <TextField label="Lignes au plus" type="number" value={values.limit} onChange={typed('limit')} slotProps={{ htmlInput: { min: 1, max: REPORT_ROWS_MAX } }} />
          </Stack>
          <SelectField label="Visualisation" value={values.visualization} options={REPORT_VISUALIZATIONS} onChange={set('visualization')} />
          {errors.configuration && <Alert severity="error">{errors.configuration}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" onClick={() => void submit()}>
          {submitLabel}
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

/** The columns holding euros (the conversions' value), read in euros. */
const EURO_HEADERS = new Set<string>(REPORT_MEASURES.filter((measure) => 'format' in measure).map((measure) => measure.label));
const figure = new Intl.NumberFormat('fr-FR');

function ResultView({ result }: { result: ReportResult }) {
  if ('headers' in result) {
    if (!result.rows.length) return <Typography color="text.secondary">Aucune donnée mesurée sur cette période.</Typography>;
    const labelColumns = result.rows[0].findIndex((cell) => typeof cell === 'number');
    return (
      <FigureTable
        label="Résultat du rapport"
        headers={result.headers}
        labelColumns={labelColumns < 0 ? result.headers.length : labelColumns}
        rows={result.rows.map((row, index) => ({
          key: String(index),
          cells: row.map((cell, column) => (typeof cell !== 'number' ? cell : EURO_HEADERS.has(result.headers[column]) ? formatEuro(cell) : figure.format(cell))),
        }))}
      />
    );
  }
  return (
    <Stack spacing={3}>
      {result.datasets.map((dataset) => {
        const top = Math.max(1, ...dataset.data);
        const read = (value: number) => (EURO_HEADERS.has(dataset.label) ? formatEuro(value) : shortNumber(value));
        return (
          <Box key={dataset.label}>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
              {dataset.label}
            </Typography>
            <BarList label={dataset.label} bars={result.labels.map((label, index) => ({ label, share: (dataset.data[index] / top) * 100, figure: read(dataset.data[index]) }))} />
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
