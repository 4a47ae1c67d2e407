/** The signed-in account, as the site's login stored it, and its open sessions. */
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useGetIdentity } from 'react-admin';
import { ACCOUNT_ROLES } from '@hexagone/schemas';
import { PageHeader } from '../layout/PageHeader';
import { ProfileSessions } from './ProfileSessions';

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" spacing={2}>
      <Typography color="text.secondary" sx={{ minWidth: 120 }}>
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Stack>
  );
}

export function Profile() {
  const { identity } = useGetIdentity();
  const role = ACCOUNT_ROLES.find((candidate) => candidate.value === identity?.role);
  return (
    <>
      <PageHeader title="Profil" description="Le compte connecté" icon="Person" breadcrumb={[{ label: 'Profil' }]} />
      <Card variant="outlined" sx={{ maxWidth: 560 }}>
        <CardContent>
          <Stack spacing={1.5}>
            <Line label="Nom" value={identity?.fullName ?? 'Admin'} />
            <Line label="E-mail" value={identity?.email ?? ''} />
            <Line label="Rôle" value={role?.label ?? identity?.role ?? ''} />
          </Stack>
        </CardContent>
      </Card>
      <ProfileSessions />
    </>
  );
}
