/** How the services split between the offer's types, as a doughnut. */
import { useTheme } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import type { Charts } from '@hexagone/schemas';
import { ChartCard, CHART_HEIGHT } from './ChartCard';
import { CHART_TITLES } from './chart-titles';
import { describeSeries, formatInteger } from './format';

const TITLE = CHART_TITLES.services;

export function ServicesChart({ data, loading, failed }: { data?: Charts['services']; loading: boolean; failed: boolean }) {
  const { palette } = useTheme();
  const colors = [palette.primary.main, palette.secondary.main, palette.success.main, palette.warning.main, palette.info.main, palette.error.main];
  const shares = (data ?? []).filter((s) => s.count > 0);
  return (
    <ChartCard
      title={TITLE}
      subtitle="Par type de service"
      loading={loading}
      failed={failed}
      empty={shares.length === 0}
      emptyText="Aucun service déployé pour l'instant"
    >
      {(titleId) => (
        <PieChart
          height={CHART_HEIGHT}
          title={TITLE}
          aria-labelledby={titleId}
          desc={describeSeries(shares.map((s) => ({ label: s.label, value: formatInteger(s.count) })))}
          colors={colors}
          series={[
            {
              data: shares.map((s) => ({ id: s.type, value: s.count, label: s.label })),
              innerRadius: 52,
              outerRadius: 88,
              paddingAngle: 2,
              cornerRadius: 4,
              highlightScope: { fade: 'global', highlight: 'item' },
              valueFormatter: (item) => `${formatInteger(item.value)} service${item.value > 1 ? 's' : ''}`,
            },
          ]}
          slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
        />
      )}
    </ChartCard>
  );
}
