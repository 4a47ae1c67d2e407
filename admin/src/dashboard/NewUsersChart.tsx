/** New accounts of each of the last seven days, as bars. */
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { Charts } from '@hexagone/schemas';
import { ChartCard, CHART_HEIGHT } from './ChartCard';
import { CHART_TITLES } from './chart-titles';
import { dayLabel, describeSeries, formatInteger } from './format';

const TITLE = CHART_TITLES.newUsers;

export function NewUsersChart({ data, loading, failed }: { data?: Charts['newUsers']; loading: boolean; failed: boolean }) {
  const theme = useTheme();
  const days = data ?? [];
  return (
    <ChartCard
      title={TITLE}
      subtitle="Inscriptions des sept derniers jours"
      loading={loading}
      failed={failed}
      empty={days.every((d) => d.count === 0)}
      emptyText="Aucune inscription ces sept derniers jours"
    >
      {(titleId) => (
        <BarChart
          height={CHART_HEIGHT}
          title={TITLE}
          aria-labelledby={titleId}
          desc={describeSeries(days.map((d) => ({ label: dayLabel(d.day, true), value: formatInteger(d.count) })))}
          xAxis={[{ scaleType: 'band', data: days.map((d) => dayLabel(d.day)) }]}
          yAxis={[{ tickMinStep: 1, width: 40 }]}
          series={[{ data: days.map((d) => d.count), label: 'Nouveaux utilisateurs', color: theme.palette.secondary.main }]}
          borderRadius={6}
          grid={{ horizontal: true }}
          hideLegend
        />
      )}
    </ChartCard>
  );
}
