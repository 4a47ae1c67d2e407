/**
 * The dashboard (spec 2 §2.2): four headline figures, the revenue, service-split and
 * new-users charts, and the recent activity — all computed by the API from the database.
 * The charts library loads as its own script, after the figures.
 */
import type { ReactNode } from 'react';
import { Grid } from '@mui/material';
import Refresh from '@mui/icons-material/Refresh';
import { useRefresh } from 'react-admin';
import { DASHBOARD } from '@hexagone/schemas';
import { PageHeader } from '../layout/PageHeader';
import { headlineFigures } from '../dashboard/headline';
import { ChartCard } from '../dashboard/ChartCard';
import { CHART_TITLES } from '../dashboard/chart-titles';
import { RecentActivity } from '../dashboard/RecentActivity';
import { useAnalytics } from '../dashboard/useAnalytics';
import { lazyNamed, ScreenSuspense } from '../lazy-screen';

const RevenueChart = lazyNamed(() => import('../dashboard/RevenueChart'), 'RevenueChart');
const ServicesChart = lazyNamed(() => import('../dashboard/ServicesChart'), 'ServicesChart');
const NewUsersChart = lazyNamed(() => import('../dashboard/NewUsersChart'), 'NewUsersChart');

function Loading({ title, children }: { title: string; children: ReactNode }) {
  const fallback = (
    <ChartCard title={title} loading failed={false} empty={false} emptyText="">
      {() => null}
    </ChartCard>
  );
  return <ScreenSuspense fallback={fallback}>{children}</ScreenSuspense>;
}

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
          <Loading title={CHART_TITLES.revenue}>
            <RevenueChart data={charts.data?.revenue} {...chartState} />
          </Loading>
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <Loading title={CHART_TITLES.services}>
            <ServicesChart data={charts.data?.services} {...chartState} />
          </Loading>
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 5 }}>
          <Loading title={CHART_TITLES.newUsers}>
            <NewUsersChart data={charts.data?.newUsers} {...chartState} />
          </Loading>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <RecentActivity items={activity.data} loading={activity.isPending} failed={activity.isError} />
        </Grid>
      </Grid>
    </>
  );
}
