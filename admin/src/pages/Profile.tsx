/**
 * « Profil »: the signed-in account as the server holds it (/api/account), its name editable
 * (the e-mail and the role are not: the e-mail has no verification flow, the role is the
 * administrators'), its two-factor state, its password and its open sessions.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useGetIdentity, useNotify } from 'react-admin';
import { ACCOUNT_ROLES, OWN_ACCOUNT_PATHS, readSession, saveSession, type OwnAccount } from '@hexagone/schemas';
import { formatMoment } from '../dashboard/format';
import { PageHeader } from '../layout/PageHeader';
import { frenchError } from '../providers/errors';
import { httpClient } from '../providers/httpClient';
import { ProfilePassword } from './ProfilePassword';
import { ProfileSessions } from './ProfileSessions';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography color="text.secondary" sx={{ minWidth: 210 }}>
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
    </Stack>
  );
}

function ProfileName({ account, onSaved }: { account: OwnAccount; onSaved: (account: OwnAccount) => void }) {
  const [name, setName] = useState(account.name);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const notify = useNotify();
  const { refetch } = useGetIdentity();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Le champ « Nom » est requis');
    setError(undefined);
    setSaving(true);
    try {
      const { json } = await httpClient(`/api${OWN_ACCOUNT_PATHS.name}`, { method: 'PUT', body: JSON.stringify({ name }) });
      const saved = json as OwnAccount;
      // The header's name is the stored session's.
      const session = readSession();
      if (session) saveSession({ ...session, user: { ...session.user, name: saved.name } });
      await refetch();
      setName(saved.name);
      onSaved(saved);
      notify('Nom enregistré', { type: 'success' });
    } catch (failure) {
      setError((frenchError('update', failure) as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate aria-label="Nom" onSubmit={(event: FormEvent) => void submit(event)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <TextField
          label="Nom"
          name="name"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="outlined" disabled={saving || name === account.name} sx={{ mt: { sm: 1 } }}>
          Enregistrer le nom
        </Button>
      </Stack>
    </Box>
  );
}

export function Profile() {
  const [account, setAccount] = useState<OwnAccount>();
  const [error, setError] = useState<string>();
  const [changes, setChanges] = useState(0);

  const load = useCallback(async () => {
    try {
      setAccount((await httpClient(`/api${OWN_ACCOUNT_PATHS.account}`)).json as OwnAccount);
    } catch (failure) {
      setError((frenchError('getOne', failure) as Error).message);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, changes]);

  const role = ACCOUNT_ROLES.find((candidate) => candidate.value === account?.role);
  return (
    <>
      <PageHeader title="Profil" description="Le compte connecté" icon="Person" breadcrumb={[{ label: 'Profil' }]} />
      {error && <Alert severity="error">{error}</Alert>}
      {account && (
        <>
          <Card variant="outlined" sx={{ maxWidth: 560 }}>
            <CardContent>
              <Stack spacing={1.5}>
                <ProfileName account={account} onSaved={setAccount} />
                <Line label="E-mail" value={account.email} />
                <Line label="Rôle" value={role?.label ?? account.role} />
                {account.created_at && <Line label="Compte créé le" value={formatMoment(account.created_at)} />}
                {account.password_changed_at && <Line label="Mot de passe modifié le" value={formatMoment(account.password_changed_at)} />}
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} alignItems={{ sm: 'center' }}>
                  <Typography color="text.secondary" sx={{ minWidth: 210 }}>
                    Double authentification
                  </Typography>
                  <Chip size="small" color={account.mfa_enabled ? 'success' : 'default'} label={account.mfa_enabled ? 'Activée' : 'Non activée'} sx={{ alignSelf: 'flex-start' }} />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  L’e-mail identifie le compte : un administrateur le change depuis la liste des utilisateurs. La double authentification s’enrôle à la connexion quand
                  elle est exigée.
                </Typography>
              </Stack>
            </CardContent>
          </Card>
          <ProfilePassword account={account} onChanged={() => setChanges((n) => n + 1)} />
        </>
      )}
      <ProfileSessions reload={changes} />
    </>
  );
}
