/** The audit screen's modals (spec 3 §2): an entry's detail, the log's settings, the alert rules with their form. */
import { useEffect, useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Confirm, useNotify } from 'react-admin';
import { AUDIT_ACTIONS, AUDIT_ALERT_DELETE_CONFIRM, AUDIT_ALERT_SEVERITIES, auditAlerts, auditSettings, defaultValues, validateValues, type FieldErrors, type Values } from '@hexagone/schemas';
import { formatMoment } from '../dashboard/format';
import { frenchError } from '../providers/errors';
import { auditApi, type AlertRule, type AuditEntry } from './audit-api';
import { actionLabel, entryUser } from './audit-format';
import { SeverityChip } from './SeverityChip';

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ py: 0.5 }}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 170 }}>
        {label}
      </Typography>
      <Box sx={{ wordBreak: 'break-all' }}>{children}</Box>
    </Stack>
  );
}

export function EntryDialog({ entry, onClose }: { entry: AuditEntry | null; onClose: () => void }) {
  return (
    <Dialog open={Boolean(entry)} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Détail de l'entrée</DialogTitle>
      {entry && (
        <DialogContent dividers>
          <Line label="Date">{formatMoment(entry.timestamp)}</Line>
          <Line label="Utilisateur">{entryUser(entry)}</Line>
          <Line label="Action">{actionLabel(entry.action)}</Line>
          <Line label="Sévérité">
            <SeverityChip severity={entry.severity} />
          </Line>
          <Line label="Ressource">{[entry.resource_type, entry.resource_id].filter(Boolean).join(' · ') || '—'}</Line>
          <Line label="Adresse IP">{entry.ip_address ?? '—'}</Line>
          <Line label="Méthode HTTP">{entry.http_method ?? '—'}</Line>
          <Line label="Navigateur">{entry.user_agent ?? '—'}</Line>
          <Line label="URL de la requête">{entry.request_url ?? '—'}</Line>
          <Line label="N° de séquence">{entry.sequence}</Line>
          {entry.error && (
            <Line label="Erreur">
              <Typography color="error" variant="body2">
                {entry.error}
              </Typography>
            </Line>
          )}
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            Détails
          </Typography>
          <Box component="pre" sx={{ bgcolor: 'grey.100', p: 1.5, borderRadius: 1, overflow: 'auto', fontSize: 13 }}>
            {JSON.stringify(entry.details ?? {}, null, 2)}
          </Box>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}

const fieldOf = (resource: { fields: readonly { name: string; label: string }[] }, name: string) => resource.fields.find((field) => field.name === name)!;

export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [values, setValues] = useState<Values>(defaultValues(auditSettings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const notify = useNotify();

  useEffect(() => {
    if (open) auditApi.settings().then(setValues, () => undefined);
  }, [open]);

  const save = async () => {
    const found = validateValues(auditSettings, values, { mode: 'edit' });
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await auditApi.saveSettings({ retention_days: Number(values.retention_days), log_level: values.log_level, enable_alerts: values.enable_alerts });
      notify('Paramètres enregistrés', { type: 'success' });
      onClose();
    } catch (failure) {
      notify((frenchError('update', failure) as Error).message, { type: 'error' });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Paramètres du journal d'audit</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            type="number"
            label={fieldOf(auditSettings, 'retention_days').label}
            value={values.retention_days ?? ''}
            onChange={(event) => setValues({ ...values, retention_days: event.target.value === '' ? '' : Number(event.target.value) })}
            error={Boolean(errors.retention_days)}
            helperText={errors.retention_days ?? 'Entre 1 et 365 jours'}
            inputProps={{ min: 1, max: 365 }}
          />
          <TextField select label={fieldOf(auditSettings, 'log_level').label} value={values.log_level ?? 'info'} onChange={(event) => setValues({ ...values, log_level: event.target.value })}>
            {(auditSettings.fields.find((field) => field.name === 'log_level')?.options ?? []).map((option) => (
              <MenuItem key={String(option.value)} value={String(option.value)}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={values.enable_alerts !== false} onChange={(event) => setValues({ ...values, enable_alerts: event.target.checked })} />}
            label={fieldOf(auditSettings, 'enable_alerts').label}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" onClick={() => void save()}>
          Enregistrer
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const emptyRule = (): Values => defaultValues(auditAlerts);
const severityLabel = (value: string) => AUDIT_ALERT_SEVERITIES.find((option) => option.value === value)?.label ?? value;

export function AlertsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [rules, setRules] = useState<AlertRule[]>([]);
  const [values, setValues] = useState<Values>(emptyRule());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState<AlertRule | null>(null);
  // A secret the server generated for a new rule's webhook: shown once, here.
  const [givenSecret, setGivenSecret] = useState('');
  const notify = useNotify();

  const load = () => auditApi.alerts().then(setRules, () => undefined);
  useEffect(() => {
    if (open) void load();
  }, [open]);

  const set = (name: string) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });

  const create = async () => {
    const found = validateValues(auditAlerts, values, { mode: 'create' });
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const created = await auditApi.createAlert(values);
      setGivenSecret(typeof created.webhook_secret === 'string' ? created.webhook_secret : '');
      setValues(emptyRule());
      notify('Alerte créée', { type: 'success' });
      await load();
    } catch (failure) {
      notify((frenchError('create', failure) as Error).message, { type: 'error' });
    }
  };

  // The server's answer replaces the row (spec 3 §4).
  const toggle = async (rule: AlertRule, enabled: boolean) => {
    try {
      const saved = await auditApi.toggleAlert(rule.id, enabled);
      setRules((current) => current.map((row) => (row.id === saved.id ? saved : row)));
    } catch {
      // No message on the audit page (spec 3 §8): the row keeps its state.
    }
  };

  const remove = async () => {
    const rule = deleting;
    setDeleting(null);
    if (!rule) return;
    await auditApi.deleteAlert(rule.id).then(load, () => undefined);
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>Alertes</DialogTitle>
      <DialogContent dividers>
        <Table size="small" aria-label="Alertes">
          <TableHead>
            <TableRow>
              {['Nom', "Type d'action", 'Type de ressource', 'Sévérité', 'Notification', 'Activée', ''].map((column) => (
                <TableCell key={column}>{column}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rules.map((rule) => (
              <TableRow key={rule.id}>
                <TableCell>{rule.name}</TableCell>
                <TableCell>{actionLabel(rule.action_type)}</TableCell>
                <TableCell>{rule.resource_type || 'Toutes'}</TableCell>
                <TableCell>{severityLabel(rule.severity)}</TableCell>
                <TableCell>{[rule.notification_email, rule.notification_webhook].filter(Boolean).join(' · ') || '—'}</TableCell>
                <TableCell>
                  <Switch checked={rule.enabled} onChange={(event) => void toggle(rule, event.target.checked)} inputProps={{ 'aria-label': `Activer ${rule.name}` }} />
                </TableCell>
                <TableCell>
                  <IconButton aria-label={`Supprimer ${rule.name}`} onClick={() => setDeleting(rule)}>
                    <DeleteOutline />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
            {!rules.length && (
              <TableRow>
                <TableCell colSpan={7} align="center">
                  Aucune alerte
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>

        <Typography variant="subtitle1" sx={{ mt: 3, mb: 1 }}>
          Nouvelle alerte
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
          <TextField size="small" label="Nom" required value={values.name ?? ''} onChange={set('name')} error={Boolean(errors.name)} helperText={errors.name} />
          <TextField
            select
            size="small"
            label="Type d'action"
            required
            sx={{ minWidth: 200 }}
            value={values.action_type ?? ''}
            onChange={set('action_type')}
            error={Boolean(errors.action_type)}
            helperText={errors.action_type}
          >
            {AUDIT_ACTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField size="small" label="Type de ressource" value={values.resource_type ?? ''} onChange={set('resource_type')} />
          <TextField select size="small" label="Sévérité" sx={{ minWidth: 140 }} value={values.severity ?? 'high'} onChange={set('severity')}>
            {AUDIT_ALERT_SEVERITIES.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="email"
            label="E-mail de notification"
            value={values.notification_email ?? ''}
            onChange={set('notification_email')}
            error={Boolean(errors.notification_email)}
            helperText={errors.notification_email}
          />
          <TextField
            size="small"
            type="url"
            label="Webhook de notification"
            value={values.notification_webhook ?? ''}
            onChange={set('notification_webhook')}
            error={Boolean(errors.notification_webhook)}
            helperText={errors.notification_webhook}
          />
          <TextField
            size="small"
            type="password"
            label="Secret du webhook"
            value={values.webhook_secret ?? ''}
            onChange={set('webhook_secret')}
            error={Boolean(errors.webhook_secret)}
            helperText={errors.webhook_secret ?? 'Facultatif : whsec_… ; généré si vide'}
            autoComplete="new-password"
          />
          {givenSecret && (
            <Alert severity="warning" onClose={() => setGivenSecret('')}>
              Copiez ce secret maintenant : il ne sera plus jamais affiché. Il sert à vérifier la signature du webhook (Standard Webhooks).
              <Box component="code" sx={{ display: 'block', mt: 1, wordBreak: 'break-all' }}>
                {givenSecret}
              </Box>
            </Alert>
          )}
          <FormControlLabel control={<Switch checked={values.enabled !== false} onChange={(event) => setValues({ ...values, enabled: event.target.checked })} />} label="Activée" />
          <Button variant="contained" onClick={() => void create()} sx={{ justifySelf: 'start' }}>
            Créer l'alerte
          </Button>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
      <Confirm isOpen={Boolean(deleting)} title="Supprimer l'alerte" content={AUDIT_ALERT_DELETE_CONFIRM} onConfirm={() => void remove()} onClose={() => setDeleting(null)} />
    </Dialog>
  );
}
