/**
 * Create a webhook (spec 3 §5): name required; URL required and valid; secret optional
 * (generated when left empty, shown once); events by checkbox; custom headers as rows;
 * 'Activer immédiatement' on by default. The registry's rules check the form first.
 */
import { useEffect, useState } from 'react';
import { Button, Checkbox, FormControlLabel, FormGroup, FormLabel, IconButton, Stack, Switch, TextField } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { holdsWebhookEvent, validateValues, WEBHOOK_EVENTS, webhooks, type FieldErrors } from '@hexagone/schemas';
import { frenchError } from '../providers/errors';
import { useSessionCaller } from '../providers/useSessionCaller';
import { FormDialog } from '../team/TeamDialogs';
import { apiSettingsApi, type Webhook, type WebhookInput } from './api-settings-api';

const blank = (): WebhookInput => ({ name: '', url: '', events: [], secret: '', active: true, headers: {} });

export function WebhookDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: (created: Webhook) => void }) {
  const caller = useSessionCaller();
  const [values, setValues] = useState<WebhookInput>(blank);
  const [headers, setHeaders] = useState<{ name: string; value: string }[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setValues(blank());
    setHeaders([]);
    setErrors({});
    setError(null);
  }, [open]);

  const set = (name: 'name' | 'url' | 'secret') => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));
  const toggle = (event: string) =>
    setValues((current) => ({ ...current, events: current.events.includes(event) ? current.events.filter((e) => e !== event) : [...current.events, event] }));
  const setHeader = (index: number, part: 'name' | 'value', text: string) => setHeaders((rows) => rows.map((row, i) => (i === index ? { ...row, [part]: text } : row)));

  const save = async () => {
    const input = { ...values, name: values.name.trim(), url: values.url.trim(), headers: Object.fromEntries(headers.filter((row) => row.name.trim()).map((row) => [row.name.trim(), row.value])) };
    const found = validateValues(webhooks, input as never, { mode: 'create' });
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      onSaved(await apiSettingsApi.createWebhook(input));
    } catch (failure) {
      setError((frenchError('create', failure) as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: string) => ({ error: Boolean(errors[name]), helperText: errors[name] });

  return (
    <FormDialog title="Nouveau webhook" open={open} onClose={onClose} onSubmit={save} busy={busy} error={error} submitLabel="Créer le webhook">
      <TextField label="Nom" required value={values.name} onChange={set('name')} fullWidth {...field('name')} />
      <TextField label="URL" required type="url" value={values.url} onChange={set('url')} fullWidth placeholder="https://exemple.fr/webhooks" {...field('url')} />
      <TextField label="Secret" value={values.secret} onChange={set('secret')} fullWidth {...field('secret')} helperText={errors.secret ?? 'Facultatif : whsec_… ; généré et affiché une fois si vide'} />
      <div>
        <FormLabel component="legend">Événements</FormLabel>
        <FormGroup row>
          {WEBHOOK_EVENTS.map((event) => (
            <FormControlLabel
              key={event.value}
              control={
                <Checkbox
                  checked={values.events.includes(event.value)}
                  // An event carries records: only one whose right the member holds (the server refuses the others, 403).
                  disabled={!(caller && holdsWebhookEvent(caller, event.value)) && !values.events.includes(event.value)}
                  onChange={() => toggle(event.value)}
                />
              }
              label={`${event.label} (${event.value})`}
            />
          ))}
        </FormGroup>
      </div>
      <div>
        <FormLabel component="legend">En-têtes personnalisés</FormLabel>
        {headers.map((row, index) => (
          <Stack key={index} direction="row" spacing={1} sx={{ mt: 1 }}>
            <TextField size="small" label="Nom" value={row.name} onChange={(event) => setHeader(index, 'name', event.target.value)} />
            <TextField size="small" label="Valeur" value={row.value} onChange={(event) => setHeader(index, 'value', event.target.value)} sx={{ flex: 1 }} />
            <IconButton aria-label={`Retirer l'en-tête ${row.name}`} onClick={() => setHeaders((rows) => rows.filter((_, i) => i !== index))}>
              <DeleteOutline />
            </IconButton>
          </Stack>
        ))}
        <Button size="small" sx={{ mt: 1 }} onClick={() => setHeaders((rows) => [...rows, { name: '', value: '' }])}>
          Ajouter un en-tête
        </Button>
        {errors.headers && <FormLabel error>{errors.headers}</FormLabel>}
      </div>
      <FormControlLabel control={<Switch checked={values.active} onChange={(event) => setValues((current) => ({ ...current, active: event.target.checked }))} />} label="Activer immédiatement" />
    </FormDialog>
  );
}
