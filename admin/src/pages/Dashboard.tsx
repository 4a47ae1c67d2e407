/**
 * The dashboard (spec 2 §2.2). Only figures the API already serves are shown: users,
 * active users and roles, read from list totals. Revenue, tickets, services, the charts
 * and the activity feed come with their own screens; until then their cards say so
 * instead of showing invented numbers.
 */
import { Card, CardContent, Grid, Typography } from '@mui/material';
import Refresh from '@mui/icons-material/Refresh';
import { useGetList, useRefresh } from 'react-admin';
import { DASHBOARD, roles, users } from '@hexagone/schemas';
import { PageHeader } from '../layout/PageHeader';
import type { StatCardProps } from '../layout/StatCard';

const COMING = 'Bientôt disponible';
const number = new Intl.NumberFormat('fr-FR');

/** A list total: one row asked, only the count read. */
function useTotal(resource: string, filter: Record<string, unknown> = {}) {
  const { total, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, filter });
  if (isPending) return '…';
  return error || total === undefined ? '—' : number.format(total);
}

function ComingPanel({ title }: { title: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {COMING}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function Dashboard() {
  const refresh = useRefresh();
  const stats: StatCardProps[] = [
    { label: 'Utilisateurs', value: useTotal(users.route), icon: users.icon },
    { label: 'Utilisateurs actifs', value: useTotal(users.route, { active: true }), icon: users.icon },
    { label: 'Rôles', value: useTotal(roles.route), icon: roles.icon },
    { label: 'Revenu mensuel', value: '—', icon: 'Payments', caption: COMING },
    { label: 'Tickets ouverts', value: '—', icon: 'SupportAgent', caption: COMING },
    { label: 'Services actifs', value: '—', icon: 'Dns', caption: COMING },
  ];
  return (
    <>
      <PageHeader
        title={DASHBOARD.label}
        description="Vue d'ensemble de la plateforme"
        icon="Dashboard"
        breadcrumb={[]}
        actions={[{ label: 'Actualiser', icon: <Refresh />, variant: 'outlined', onClick: refresh }]}
        stats={stats}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ComingPanel title="Évolution du revenu" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ComingPanel title="Répartition des services" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ComingPanel title="Nouveaux utilisateurs (7 derniers jours)" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ComingPanel title="Activité récente" />
        </Grid>
      </Grid>
    </>
  );
}
