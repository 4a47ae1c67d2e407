/** Revenue of the last six months (paid invoices), as a line over a soft area. */
import { useTheme } from '@mui/material';
import type { Charts } from '@hexagone/schemas';
import { ChartCard, CHART_HEIGHT } from './ChartCard';
import { ChartArea, ChartSvg, HintCard, labelMargin, useHint, useSvgId, ValueGrid } from './chart-kit';
import { niceTicks } from './chart-scale';
import { describeSeries, formatEuro, monthLabel } from './format';

const TITLE = 'Évolution du revenu';
/** '2 500 €' on the axis: whole euros need no cents. */
const axisEuro = (value: number) => formatEuro(value).replace(/,00/, '');

export function RevenueChart({ data, loading, failed }: { data?: Charts['revenue']; loading: boolean; failed: boolean }) {
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
      <ChartArea height={CHART_HEIGHT}>{(width) => <RevenueLine months={months} width={width} />}</ChartArea>
    </ChartCard>
  );
}

function RevenueLine({ months, width }: { months: Charts['revenue']; width: number }) {
  const { palette } = useTheme();
  const { hint, pointTo } = useHint();
  const gradient = useSvgId();
  const color = palette.primary.main;
  const ticks = niceTicks(Math.max(...months.map((m) => m.amount)));
  const top = ticks[ticks.length - 1];
  const margin = { top: 12, right: 24, bottom: 28, left: labelMargin(ticks.map(axisEuro)) + 12 };
  const plotHeight = CHART_HEIGHT - margin.top - margin.bottom;
  const step = (width - margin.left - margin.right) / Math.max(1, months.length - 1);
  const x = (i: number) => margin.left + (months.length > 1 ? i * step : step / 2);
  const y = (amount: number) => margin.top + plotHeight * (1 - amount / top);
  const line = months.map((m, i) => `${i ? 'L' : 'M'} ${x(i)} ${y(m.amount)}`).join(' ');
  const baseline = y(0);
  return (
    <>
      <ChartSvg
        title={TITLE}
        description={describeSeries(months.map((m) => ({ label: monthLabel(m.month, true), value: formatEuro(m.amount) })))}
        width={width}
        height={CHART_HEIGHT}
      >
        <defs>
          <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor={color} stopOpacity={0.35} />
            <stop offset="1" stopColor={color} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <ValueGrid ticks={ticks} y={y} left={margin.left - 12} right={width - margin.right + 12} format={axisEuro} />
        <path className="chart-area" d={`${line} L ${x(months.length - 1)} ${baseline} L ${x(0)} ${baseline} Z`} fill={`url(#${gradient})`} />
        <path className="chart-line" d={line} fill="none" stroke={color} strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" />
        {hint && <line x1={x(hint.index)} x2={x(hint.index)} y1={margin.top} y2={baseline} stroke={palette.text.secondary} strokeDasharray="3 3" />}
        {months.map((m, i) => (
          <g key={m.month}>
            <circle
              className="chart-point"
              cx={x(i)}
              cy={y(m.amount)}
              r={hint?.index === i ? 6 : 4}
              fill={hint?.index === i ? color : palette.background.paper}
              stroke={color}
              strokeWidth={2}
            />
            <text x={x(i)} y={baseline + 20} textAnchor="middle" fill={palette.text.secondary}>
              {monthLabel(m.month)}
            </text>
            <rect
              x={x(i) - step / 2}
              y={margin.top}
              width={step}
              height={plotHeight}
              fill="transparent"
              {...pointTo({ index: i, x: x(i), y: y(m.amount), label: monthLabel(m.month, true), value: formatEuro(m.amount) })}
            />
          </g>
        ))}
      </ChartSvg>
      <HintCard hint={hint} width={width} />
    </>
  );
}
