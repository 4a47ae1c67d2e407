/**
 * Create or edit an API key (spec 3 §5): name required; expiry not before today; limit at
 * least 1 (1000 by default) per minute, hour or day (hour by default); allowed addresses one
 * per line, blank lines dropped; permissions by checkbox in the categories of spec 3 §6. The
 * registry's rules check the form before it is sent; the server checks again.
 */
import { useEffect, useState } from 'react';
import { Checkbox, FormControlLabel, FormGroup, FormLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { API_KEY_DEFAULTS, API_KEY_PERMISSION_GROUPS, API_KEY_PERMISSIONS, apiKeys, dayKeyOf, holdsKeyPermission, ipLines, RATE_WINDOWS, SUPER_ROLE, validateValues, type FieldErrors } from '@hexagone/schemas';
import { frenchError } from '../providers/errors';
import { FormDialog } from '../team/TeamDialogs';
import { apiSettingsApi, type ApiKey, type ApiKeyInput } from './api-settings-api';
import { useSessionCaller } from '../providers/useSessionCaller';

interface Draft {
  name: string;
  description: string;
  permissions: string[];
  rate_limit: string;
  rate_window: string;
  expires_at: string;
  allowed_ips: string;
}

const blank = (): Draft => ({ name: '', description: '', permissions: [], rate_limit: String(API_KEY_DEFAULTS.rate_limit), rate_window: API_KEY_DEFAULTS.rate_window, expires_at: '', allowed_ips: '' });

const draftOf = (key: ApiKey): Draft => ({
  name: key.name,
  description: key.description ?? '',
  permissions: key.permissions,
  rate_limit: String(key.rate_limit),
  rate_window: key.rate_window,
  expires_at: key.expires_at ? key.expires_at.slice(0, 10) : '',
  allowed_ips: key.allowed_ips.join('\n'),
});

const inputOf = (draft: Draft): ApiKeyInput => ({
  name: draft.name.trim(),
  description: draft.description,
  permissions: draft.permissions,
  rate_limit: draft.rate_limit === '' ? Number.NaN : Number(draft.rate_limit),
  rate_window: draft.rate_window,
  expires_at: draft.expires_at || null,
  allowed_ips: ipLines(draft.allowed_ips),
});

const GROUPS = Object.entries(API_KEY_PERMISSION_GROUPS) as [string, string][];

export function ApiKeyDialog({ apiKey, open, onClose, onSaved }: { apiKey?: ApiKey; open: boolean; onClose: () => void; onSaved: (saved: ApiKey) => void }) {
  const [draft, setDraft] = useState<Draft>(blank);
  // A key carries only rights its maker holds (the server refuses the others, 403): those are greyed out.
  const caller = useSessionCaller();
  const grantable = (permission: string) => Boolean(caller?.permissions !== undefined || caller?.role === SUPER_ROLE) && holdsKeyPermission(caller!, permission);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setDraft(apiKey ? draftOf(apiKey) : blank());
    setErrors({});
    setError(null);
  }, [open, apiKey]);

  const set = (name: keyof Draft) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value }));
  const toggle = (permission: string) =>
    setDraft((current) => ({ ...current, permissions: current.permissions.includes(permission) ? current.permissions.filter((p) => p !== permission) : [...current.permissions, permission] }));

  const save = async () => {
    const input = inputOf(draft);
    const found = validateValues(apiKeys, input as never, { mode: apiKey ? 'edit' : 'create' });
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      onSaved(apiKey ? await apiSettingsApi.updateKey(apiKey.id, input) : await apiSettingsApi.createKey(input));
    } catch (failure) {
      setError((frenchError(apiKey ? 'update' : 'create', failure) as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof Draft) => ({ error: Boolean(errors[name]), helperText: errors[name] });

  return (
    <FormDialog title={apiKey ? 'Modifier la clé API' : 'Nouvelle clé API'} open={open} onClose={onClose} onSubmit={save} busy={busy} error={error} submitLabel={apiKey ? 'Enregistrer' : 'Créer la clé'}>
      <TextField label="Nom" required value={draft.name} onChange={set('name')} fullWidth {...field('name')} />
      <TextField label="Description" value={draft.description} onChange={set('description')} fullWidth multiline minRows={2} {...field('description')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label="Limite de requêtes" type="number" value={draft.rate_limit} onChange={set('rate_limit')} slotProps={{ htmlInput: { min: 1, step: 1 } }} fullWidth {...field('rate_limit')} />
        <TextField select label="Fenêtre" value={draft.rate_window} onChange={set('rate_window')} fullWidth {...field('rate_window')}>
          {RATE_WINDOWS.map((window) => (
            <MenuItem key={window.value} value={window.value}>
              Par {window.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label="Date d'expiration"
        type="date"
        value={draft.expires_at}
        onChange={set('expires_at')}
        fullWidth
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: dayKeyOf(new Date()) } }}
        {...field('expires_at')}
        helperText={errors.expires_at ?? 'Vide : la clé n’expire jamais'}
      />
      <TextField
        label="Adresses IP autorisées"
        value={draft.allowed_ips}
        onChange={set('allowed_ips')}
        fullWidth
        multiline
        minRows={3}
        {...field('allowed_ips')}
        helperText={errors.allowed_ips ?? 'Une adresse ou plage (CIDR) par ligne ; vide : toutes'}
      />
      <div>
        <FormLabel component="legend">Permissions</FormLabel>
        {caller && caller.role !== SUPER_ROLE && (
          <Typography variant="body2" color="text.secondary">
            Une clé ne peut porter que des droits que vous détenez : les autres permissions sont grisées.
          </Typography>
        )}
        {GROUPS.map(([group, label]) => (
          <div key={group}>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>
              {label}
            </Typography>
            <FormGroup row>
              {API_KEY_PERMISSIONS.filter((permission) => permission.group === group).map((permission) => (
                <FormControlLabel
                  key={permission.value}
                  control={
                    <Checkbox
                      checked={draft.permissions.includes(permission.value)}
                      disabled={!grantable(permission.value) && !draft.permissions.includes(permission.value)}
                      onChange={() => toggle(permission.value)}
                    />
                  }
                  label={`${permission.label} (${permission.value})`}
                />
              ))}
            </FormGroup>
          </div>
        ))}
      </div>
    </FormDialog>
  );
}
