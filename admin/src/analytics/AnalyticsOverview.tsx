/**
 * /webmaster/analytics (spec 3 §2): period buttons (7 days by default), the four cards, traffic
 * sources, the main path as a funnel, devices and browsers, the top 10 countries with their
 * flags (drawn by the system's emoji font, nothing fetched) and the most viewed pages — all
 * measured by the site's own beacon. Large numbers read in K and M; without traffic each part
 * says so rather than showing figures nobody measured.
 */
import { useState, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, Grid, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD, DEVICE_TYPES, TRAFFIC_SOURCES, type AnalyticsPeriod } from '@hexagone/schemas';
import { PageHeader } from '../layout/PageHeader';
import { StatCard } from '../layout/StatCard';
import { BarList } from './BarList';
import { FigureTable } from './FigureTable';
import { flagOf, formatDuration, formatEuro, formatShare, shortNumber } from './format';
import { useAudience } from './useAudience';

const TITLE = 'Statistiques';
const NO_TRAFFIC = "Aucune visite mesurée sur cette période. Les chiffres apparaîtront dès les premières pages vues du site.";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title={title} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

const Empty = ({ text = NO_TRAFFIC }: { text?: string }) => (
  <Typography variant="body2" color="text.secondary">
    {text}
  </Typography>
);

export function AnalyticsOverview() {
  const [period, setPeriod] = useState<AnalyticsPeriod>(DEFAULT_ANALYTICS_PERIOD);
  const { metrics, traffic, geography, topPages, devices, funnel, realtime } = useAudience(period);
  const m = metrics.data;
  const visits = traffic.data ? TRAFFIC_SOURCES.reduce((sum, source) => sum + traffic.data[source.value], 0) : 0;
  const firstStep = funnel.data?.[0]?.visitors ?? 0;
  const noVisitors = !m || m.visitors.unique === 0;

  return (
    <>
      <PageHeader title={TITLE} description="Mesure d'audience du site, sans cookie ni identifiant" icon="Insights" breadcrumb={[{ label: TITLE }]} />
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label="Période"
        value={period}
        onChange={(_, value: AnalyticsPeriod | null) => value && setPeriod(value)}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        {ANALYTICS_PERIODS.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard label="Utilisateurs" icon="People" value={m ? shortNumber(m.users.total) : '—'} change={m?.users.growth} caption={m ? `${shortNumber(m.users.new)} nouveaux · ${shortNumber(m.users.active)} actifs` : undefined} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard label="Revenus" icon="Euro" value={m ? formatEuro(m.revenue.total) : '—'} change={m?.revenue.growth} caption={m ? `MRR : ${formatEuro(m.revenue.mrr)}` : undefined} tone="success" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard label="Conversions" icon="TaskAlt" value={m ? shortNumber(m.conversions.total) : '—'} change={m?.conversions.growth} caption={m ? `Taux de conversion : ${formatShare(m.conversions.rate)} · Valeur : ${formatEuro(m.conversions.value)}` : undefined} tone="secondary" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            label="Visiteurs en temps réel"
            icon="QueryStats"
            value={realtime.data ? shortNumber(realtime.data.visitors) : '—'}
            caption={m ? `5 dernières minutes · ${shortNumber(m.visitors.unique)} visiteurs sur la période (somme des visiteurs de chaque jour)` : '5 dernières minutes'}
            tone="info"
          />
        </Grid>
      </Grid>

      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Sources de trafic">
            {!traffic.data || visits === 0 ? (
              <Empty />
            ) : (
              <BarList
                label="Visites par source"
                bars={TRAFFIC_SOURCES.map((source) => ({
                  label: source.label,
                  share: (traffic.data[source.value] / visits) * 100,
                  figure: `${shortNumber(traffic.data[source.value])} · ${formatShare(Math.round((traffic.data[source.value] / visits) * 1000) / 10)}`,
                }))}
              />
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Parcours des visiteurs">
            {!funnel.data || firstStep === 0 ? (
              <Empty text="Aucun visiteur n'a encore commencé le parcours Accueil → Tarifs ou produit → Contact → Message envoyé sur cette période." />
            ) : (
              <BarList label="Visiteurs à chaque étape" bars={funnel.data.map((step) => ({ label: step.label, share: (step.visitors / firstStep) * 100, figure: shortNumber(step.visitors) }))} />
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Appareils">
            {!devices.data || noVisitors ? (
              <Empty />
            ) : (
              <BarList label="Part des visiteurs par appareil" bars={DEVICE_TYPES.map((device) => ({ label: device.label, share: devices.data[device.value], figure: formatShare(devices.data[device.value]) }))} />
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Navigateurs">
            {!devices.data?.browsers.length ? (
              <Empty />
            ) : (
              <BarList label="Part des visiteurs par navigateur" bars={devices.data.browsers.map((browser) => ({ label: browser.name, share: browser.percentage, figure: formatShare(browser.percentage) }))} />
            )}
          </Section>
        </Grid>
      </Grid>

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Section title="Géographie">
            {!geography.data?.length ? (
              <Empty />
            ) : (
              <FigureTable
                label="Les 10 premiers pays"
                headers={['Pays', 'Visiteurs', 'Visites', 'Taux de rebond', 'Durée moyenne']}
                rows={geography.data.map((row) => ({
                  key: row.code,
                  cells: [
                    <>
                      <span aria-hidden>{flagOf(row.code)}</span> {row.name}
                    </>,
                    shortNumber(row.visitors),
                    shortNumber(row.sessions),
                    formatShare(row.bounceRate),
                    formatDuration(row.avgDuration),
                  ],
                }))}
              />
            )}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Section title="Pages les plus vues">
            {!topPages.data?.length ? (
              <Empty />
            ) : (
              <FigureTable
                label="Pages les plus vues"
                headers={['Page', 'Vues', 'Part']}
                rows={topPages.data.map((page) => ({
                  key: page.url,
                  cells: [
                    <>
                      <Typography variant="body2">{page.title}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {page.url}
                      </Typography>
                    </>,
                    shortNumber(page.views),
                    formatShare(page.percentage),
                  ],
                }))}
              />
            )}
          </Section>
        </Grid>
      </Grid>
    </>
  );
}
