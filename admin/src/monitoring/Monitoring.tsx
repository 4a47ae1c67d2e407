/**
 * /webmaster/services/monitoring (spec 3 §2): service selector, range buttons 5m to 7d
 * (1h by default), auto-refresh every 30 s (on by default) and manual refresh, the active
 * alerts, the headline figures, the CPU, memory, network and response-time charts and the
 * per-service health grid — every figure measured by the server's sampler.
 */
import { useState } from 'react';
import { Alert, AlertTitle, Box, Card, CardContent, Chip, FormControl, FormControlLabel, Grid, InputLabel, MenuItem, Select, Stack, Switch, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import Refresh from '@mui/icons-material/Refresh';
import {
  ALERT_SEVERITIES,
  AVAILABILITY_DAYS,
  AVAILABILITY_THRESHOLDS,
  availabilityTone,
  DEFAULT_MONITORING_RANGE,
  MONITORING_RANGES,
  MONITORING_SERVICES,
  serviceHealthState,
  type MonitoringAlert,
  type MonitoringMetrics,
  type MonitoringRange,
  type MonitoringService,
  type ServiceHealth,
} from '@hexagone/schemas';
import { StatCard, type StatCardProps } from '../layout/StatCard';
import { PageHeader } from '../layout/PageHeader';
import { adminPath } from '../paths';
import { axisPrecision, byteUnit, formatAvailability, formatByteRate, formatBytes, formatMoment, formatMs, formatPercentValue, formatRate } from './format';
import { TimeSeriesChart, type TimeSeriesChartProps } from './TimeSeriesChart';
import { useActiveAlerts, useMetrics } from './useMonitoring';

const TITLE = 'Supervision';
const PLATFORM_ONLY = 'Mesuré pour la plateforme';
const EMPTY = 'Aucune mesure sur cette période';

const serviceLabel = (type: string) => (type === 'platform' ? 'Plateforme' : (MONITORING_SERVICES.find((s) => s.value === type)?.label ?? type));
const ALERT_TONE = { critical: 'error', warning: 'warning', info: 'info' } as const;

export function Monitoring() {
  const [service, setService] = useState<MonitoringService>('all');
  const [range, setRange] = useState<MonitoringRange>(DEFAULT_MONITORING_RANGE);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const metrics = useMetrics(service, range, autoRefresh);
  const alerts = useActiveAlerts(autoRefresh);
  const refresh = () => {
    void metrics.refetch();
    void alerts.refetch();
  };
  const data = metrics.data;
  const loading = metrics.isPending || (metrics.isPlaceholderData && metrics.isFetching);
  const precision = axisPrecision(MONITORING_RANGES.find((r) => r.value === range)!.seconds);
  const chart = { timestamps: data?.timestamps ?? [], loading, emptyText: EMPTY, precision };

  return (
    <>
      <PageHeader
        title={TITLE}
        description="Supervision de l'infrastructure : mesures, alertes et santé des services"
        icon="MonitorHeart"
        breadcrumb={[{ label: 'Services', path: adminPath('services') }, { label: TITLE }]}
        actions={[{ label: 'Actualiser', icon: <Refresh />, variant: 'outlined', onClick: refresh }]}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} sx={{ mb: 2 }}>
        <FormControl size="small" sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}>
          <InputLabel id="monitoring-service">Service</InputLabel>
          <Select labelId="monitoring-service" label="Service" value={service} onChange={(event) => setService(event.target.value as MonitoringService)}>
            {MONITORING_SERVICES.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          aria-label="Période"
          value={range}
          onChange={(_, value: MonitoringRange | null) => value && setRange(value)}
          sx={{ flexWrap: { xs: 'wrap', md: 'nowrap' }, flexShrink: 0 }}
        >
          {MONITORING_RANGES.map((option) => (
            <ToggleButton key={option.value} value={option.value} sx={{ px: 1.75 }}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={autoRefresh} onChange={(event) => setAutoRefresh(event.target.checked)} />}
          label="Actualisation automatique (30 s)"
        />
      </Stack>

      <ActiveAlerts alerts={alerts.data} />

      <Grid container spacing={2} sx={{ mb: 2 }}>
        {headline(data, service).map((stat) => (
          <Grid key={stat.label} size={{ xs: 6, md: 4, lg: 2 }}>
            <StatCard {...stat} />
          </Grid>
        ))}
      </Grid>

      <Grid container spacing={2} sx={{ mb: 2 }}>
        {charts(data, service).map((spec) => (
          <Grid key={spec.title} size={{ xs: 12, lg: 6 }}>
            <TimeSeriesChart {...chart} {...spec} />
          </Grid>
        ))}
      </Grid>

      <HealthGrid rows={data?.service_status ?? []} />
    </>
  );
}

type ChartSpec = Pick<TimeSeriesChartProps, 'title' | 'subtitle' | 'series' | 'format' | 'max' | 'unitOf'> & { emptyText?: string };

/** The four charts; network traffic and response times are measured for the platform alone. */
function charts(data: MonitoringMetrics | undefined, service: MonitoringService): ChartSpec[] {
  const all = service === 'all';
  const platformOnly = all ? EMPTY : PLATFORM_ONLY;
  return [
    {
      title: 'Utilisation CPU',
      subtitle: all ? 'Serveur de la plateforme, % d’un cœur' : 'Moyenne des instances en marche',
      series: [{ label: 'CPU', values: data?.cpu_usage ?? [], tone: 'primary' }],
      format: formatPercentValue,
    },
    {
      title: 'Utilisation mémoire',
      subtitle: all ? 'Serveur de la plateforme' : 'Moyenne des instances en marche',
      series: [{ label: 'Mémoire', values: data?.memory_usage ?? [], tone: 'secondary' }],
      format: formatPercentValue,
      max: 100,
    },
    {
      title: 'Trafic réseau',
      subtitle: 'Octets reçus et envoyés par seconde',
      emptyText: platformOnly,
      series: [
        { label: 'Entrant', values: data?.network_in ?? [], tone: 'info' },
        { label: 'Sortant', values: data?.network_out ?? [], tone: 'secondary' },
      ],
      format: formatByteRate,
      unitOf: byteUnit,
    },
    {
      title: 'Temps de réponse',
      subtitle: 'Moyenne et 95e centile',
      emptyText: platformOnly,
      series: [
        { label: 'Moyenne', values: data?.response_times ?? [], tone: 'primary' },
        { label: '95e centile', values: data?.response_times_p95 ?? [], tone: 'warning' },
      ],
      format: formatMs,
    },
  ];
}

/** The six headline figures; those the platform alone measures read '—' for one service type. */
function headline(data: MonitoringMetrics | undefined, service: MonitoringService): StatCardProps[] {
  const all = service === 'all';
  const last = (values: readonly number[] | undefined) => (values?.length ? values[values.length - 1] : undefined);
  const value = (figure: number | undefined | null, format: (n: number) => string) => (figure === undefined || figure === null ? '—' : format(figure));
  const cpu = all ? data?.current?.cpu_usage : last(data?.cpu_usage);
  const memory = all ? data?.current?.memory_usage : last(data?.memory_usage);
  return [
    { label: all ? 'CPU' : 'CPU moyen', value: value(cpu, formatPercentValue), icon: 'DataUsage', caption: all ? '% d’un cœur' : 'Instances en marche' },
    {
      label: all ? 'Mémoire' : 'Mémoire moyenne',
      value: value(memory, formatPercentValue),
      icon: 'Storage',
      tone: 'secondary',
      caption: all && data?.current ? `${formatBytes(data.current.memory_bytes)} utilisés` : 'Instances en marche',
    },
    { label: 'Requêtes', value: all ? value(data?.requests_per_second, formatRate) : '—', icon: 'QueryStats', tone: 'info', caption: all ? 'Moyenne sur la période' : PLATFORM_ONLY },
    { label: 'Temps de réponse moyen', value: all ? value(data?.avg_response_time, formatMs) : '—', icon: 'Timer', caption: all ? 'Sur la période' : PLATFORM_ONLY },
    {
      label: "Taux d'erreur",
      value: all ? value(data?.error_rate, formatPercentValue) : '—',
      icon: 'ErrorOutline',
      tone: data && data.error_rate > 5 ? 'error' : 'success',
      caption: all ? 'Réponses 5xx sur la période' : PLATFORM_ONLY,
    },
    availabilityFigure(data?.availability, value(data?.availability, formatAvailability)),
  ];
}

/** 'Disponibilité': its colour and icon follow the figure (AVAILABILITY_THRESHOLDS), never a fixed green check. */
function availabilityFigure(availability: number | null | undefined, shown: string): StatCardProps {
  const tone = availabilityTone(availability);
  const { good, degraded } = AVAILABILITY_THRESHOLDS;
  return {
    label: 'Disponibilité',
    value: shown,
    icon: tone === 'success' ? 'TaskAlt' : 'ErrorOutline',
    tone: tone === 'default' ? 'primary' : tone,
    caption: `Sur ${AVAILABILITY_DAYS} jours (mesurée) · bonne dès ${formatAvailability(good)}, dégradée dès ${formatAvailability(degraded)}`,
  };
}

function ActiveAlerts({ alerts }: { alerts?: MonitoringAlert[] }) {
  return (
    <Box component="section" aria-labelledby="active-alerts" sx={{ mb: 2 }}>
      <Typography id="active-alerts" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Alertes actives
      </Typography>
      {alerts && alerts.length === 0 && (
        <Alert severity="success" variant="outlined">
          Aucune alerte active
        </Alert>
      )}
      <Stack spacing={1}>
        {alerts?.map((alert) => (
          <Alert key={alert._id} severity={ALERT_TONE[alert.severity]} variant="outlined">
            <AlertTitle sx={{ mb: 0 }}>{alert.title}</AlertTitle>
            <Typography variant="body2" color="text.secondary">
              {ALERT_SEVERITIES.find((s) => s.value === alert.severity)?.label} · {serviceLabel(alert.service)} · depuis le {formatMoment(alert.created_at)}
            </Typography>
          </Alert>
        ))}
      </Stack>
    </Box>
  );
}

function HealthChip({ row }: { row: ServiceHealth }) {
  const state = serviceHealthState(row);
  return <Chip size="small" variant="outlined" color={state.tone} label={state.label} />;
}

function HealthGrid({ rows }: { rows: ServiceHealth[] }) {
  return (
    <Box component="section" aria-labelledby="service-health" sx={{ pb: 3 }}>
      <Typography id="service-health" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Santé des services
      </Typography>
      <Grid container spacing={2}>
        {rows.map((row) => (
          <Grid key={row.type} size={{ xs: 12, sm: 6, lg: 3 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Stack direction="row" justifyContent="space-between" alignItems="center" spacing={1} sx={{ mb: 1 }}>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {row.name}
                  </Typography>
                  <HealthChip row={row} />
                </Stack>
                <Figures
                  items={[
                    ['Instances', row.type === 'platform' ? '—' : String(row.instances)],
                    ['En marche', row.type === 'platform' ? '—' : String(row.running)],
                    ['CPU', formatPercentValue(row.cpu_usage)],
                    ['Mémoire', formatPercentValue(row.memory_usage)],
                    ['Disponibilité (période)', formatAvailability(row.uptime)],
                  ]}
                />
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}

function Figures({ items }: { items: [string, string][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
      {items.map(([term, detail]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
            {detail}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
