/** Revenue of the last six months (paid invoices), as a line over a soft area. */
import { useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import type { Charts } from '@hexagone/schemas';
import { ChartCard, CHART_HEIGHT } from './ChartCard';
import { CHART_TITLES } from './chart-titles';
import { describeSeries, formatEuro, monthLabel } from './format';

const TITLE = CHART_TITLES.revenue;

export function RevenueChart({ data, loading, failed }: { data?: Charts['revenue']; loading: boolean; failed: boolean }) {
  const theme = useTheme();
  const months = data ?? [];
  return (
    <ChartCard
      title={TITLE}
      subtitle="Factures payées, six derniers mois"
      loading={loading}
      failed={failed}
      empty={months.every((m) => m.amount === 0)}
      emptyText="Aucune facture payée sur les six derniers mois"
    >
      {(titleId) => (
        <LineChart
          height={CHART_HEIGHT}
          title={TITLE}
          aria-labelledby={titleId}
          desc={describeSeries(months.map((m) => ({ label: monthLabel(m.month, true), value: formatEuro(m.amount) })))}
          xAxis={[{ scaleType: 'point', data: months.map((m) => monthLabel(m.month)) }]}
          yAxis={[{ width: 72, valueFormatter: (v: number) => formatEuro(v).replace(/,00/, '') }]}
          series={[
            {
              data: months.map((m) => m.amount),
              label: 'Revenu',
              area: true,
              color: theme.palette.primary.main,
              valueFormatter: (v) => (v === null ? '' : formatEuro(v)),
            },
          ]}
          grid={{ horizontal: true }}
          hideLegend
          sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.15 } }}
        />
      )}
    </ChartCard>
  );
}
