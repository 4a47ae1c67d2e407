/**
 * The dashboard (spec 2 §2.2): four headline figures, the revenue, service-split and
 * new-users charts, and the recent activity — all computed by the API from the database.
 * The charts are small hand-drawn SVG components: they come with the dashboard's script.
 */
import { Grid } from '@mui/material';
import Refresh from '@mui/icons-material/Refresh';
import { useRefresh } from 'react-admin';
import { DASHBOARD } from '@hexagone/schemas';
import { PageHeader } from '../layout/PageHeader';
import { headlineFigures } from '../dashboard/headline';
import { RecentActivity } from '../dashboard/RecentActivity';
import { useAnalytics } from '../dashboard/useAnalytics';
import { RevenueChart } from '../dashboard/RevenueChart';
import { ServicesChart } from '../dashboard/ServicesChart';
import { NewUsersChart } from '../dashboard/NewUsersChart';

export function Dashboard() {
  const refresh = useRefresh();
  const overview = useAnalytics('overview');
  const charts = useAnalytics('charts');
  const activity = useAnalytics('activity');
  const chartState = { loading: charts.isPending, failed: charts.isError };
  return (
    <>
      <PageHeader
        title={DASHBOARD.label}
        description="Vue d'ensemble de la plateforme"
        icon="Dashboard"
        breadcrumb={[]}
        actions={[{ label: 'Actualiser', icon: <Refresh />, variant: 'outlined', onClick: refresh }]}
        stats={headlineFigures(overview.data, overview.isError ? '—' : '…')}
      />
      <Grid container spacing={2} sx={{ pb: 3 }}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <RevenueChart data={charts.data?.revenue} {...chartState} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <ServicesChart data={charts.data?.services} {...chartState} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 5 }}>
          <NewUsersChart data={charts.data?.newUsers} {...chartState} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <RecentActivity items={activity.data} loading={activity.isPending} failed={activity.isError} />
        </Grid>
      </Grid>
    </>
  );
}
