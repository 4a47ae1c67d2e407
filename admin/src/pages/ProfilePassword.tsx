/**
 * The signed-in person changes their own password from « Profil »: the current one, the new one
 * and its confirmation, the policy's rules ticked as one types (the shared engine the server
 * runs), then POST /api/account/password; a wrong current password counts like a failed
 * sign-in. The other sessions end: `onChanged` reloads their list.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Stack, TextField, Typography } from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { HttpError, useNotify } from 'react-admin';
import { OWN_ACCOUNT_PATHS, passwordChangeErrors, passwordRules, waitsInOutbox, type OwnAccount, type PasswordChangeValues } from '@hexagone/schemas';
import { frenchError } from '../providers/errors';
import { httpClient } from '../providers/httpClient';

const EMPTY: PasswordChangeValues = { current: '', next: '', confirm: '' };
const FIELDS = [
  { key: 'current', name: 'current_password', label: 'Mot de passe actuel', autoComplete: 'current-password' },
  { key: 'next', name: 'new_password', label: 'Nouveau mot de passe', autoComplete: 'new-password' },
  { key: 'confirm', name: 'confirm', label: 'Confirmer le nouveau mot de passe', autoComplete: 'new-password' },
] as const;

export function ProfilePassword({ account, onChanged }: { account: OwnAccount; onChanged: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const notify = useNotify();
  const rules = passwordRules(account.password_policy, values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const found = passwordChangeErrors(account.password_policy, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const { json } = await httpClient(`/api${OWN_ACCOUNT_PATHS.password}`, {
        method: 'POST',
        body: JSON.stringify({ current_password: values.current, new_password: values.next }),
      });
      setValues(EMPTY);
      const { message } = json as { message: string };
      // A queued confirmation mail is said as such; no link to the outbox, which most team members cannot open.
      notify(message, { type: waitsInOutbox(message) ? 'warning' : 'success' });
      onChanged();
    } catch (error) {
      const refused = frenchError('update', error);
      setErrors(error instanceof HttpError ? ((error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {}) : {});
      setFailure((refused as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="outlined" sx={{ maxWidth: 560, mt: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom id="profile-password-title">
          Mot de passe
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Après le changement, vos autres sessions sont fermées et un e-mail vous prévient.
        </Typography>
        <Box component="form" noValidate aria-labelledby="profile-password-title" onSubmit={(event: FormEvent) => void submit(event)}>
          <Stack spacing={2}>
            {FIELDS.map((field) => (
              <TextField
                key={field.key}
                type="password"
                label={field.label}
                name={field.name}
                autoComplete={field.autoComplete}
                value={values[field.key]}
                onChange={(event) => setValues({ ...values, [field.key]: event.target.value })}
                error={Boolean(errors[field.name])}
                helperText={errors[field.name] ?? ' '}
                slotProps={{ htmlInput: { maxLength: 128 } }}
                fullWidth
              />
            ))}
            <List dense aria-label="Règles du nouveau mot de passe" disablePadding>
              {rules.map((rule) => (
                <ListItem key={rule.label} disableGutters data-met={rule.met}>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    {rule.met ? <CheckCircleOutline color="success" fontSize="small" titleAccess="respectée" /> : <RadioButtonUnchecked fontSize="small" titleAccess="à respecter" />}
                  </ListItemIcon>
                  <ListItemText primary={rule.label} />
                </ListItem>
              ))}
            </List>
            <Typography variant="body2" color="text.secondary">
              Les mots de passe les plus courants ou divulgués sont aussi refusés.
            </Typography>
            {failure && <Alert severity="error">{failure}</Alert>}
            <Box>
              <Button type="submit" variant="contained" disabled={saving}>
                {saving ? 'Changement en cours…' : 'Changer le mot de passe'}
              </Button>
            </Box>
          </Stack>
        </Box>
      </CardContent>
    </Card>
  );
}
