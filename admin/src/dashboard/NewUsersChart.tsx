/** New accounts of each of the last seven days, as bars with their count above. */
import { useTheme } from '@mui/material';
import type { Charts } from '@hexagone/schemas';
import { ChartCard, CHART_HEIGHT } from './ChartCard';
import { ChartArea, ChartSvg, HintCard, labelMargin, useHint, ValueGrid } from './chart-kit';
import { niceTicks } from './chart-scale';
import { countOf, dayLabel, describeSeries, formatInteger } from './format';

const TITLE = 'Nouveaux utilisateurs';
const RADIUS = 6;

/** A bar standing on its baseline, its top corners rounded. */
function barPath(x: number, y: number, width: number, height: number): string {
  const r = Math.min(RADIUS, width / 2, height);
  return `M ${x} ${y + height} V ${y + r} Q ${x} ${y} ${x + r} ${y} H ${x + width - r} Q ${x + width} ${y} ${x + width} ${y + r} V ${y + height} Z`;
}

export function NewUsersChart({ data, loading, failed }: { data?: Charts['newUsers']; loading: boolean; failed: boolean }) {
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
      <ChartArea height={CHART_HEIGHT}>{(width) => <DayBars days={days} width={width} />}</ChartArea>
    </ChartCard>
  );
}

function DayBars({ days, width }: { days: Charts['newUsers']; width: number }) {
  const { palette } = useTheme();
  const { hint, pointTo } = useHint();
  const ticks = niceTicks(Math.max(...days.map((d) => d.count)), { integer: true });
  const top = ticks[ticks.length - 1];
  const margin = { top: 20, right: 8, bottom: 40, left: labelMargin(ticks.map(formatInteger)) };
  const plotHeight = CHART_HEIGHT - margin.top - margin.bottom;
  const band = (width - margin.left - margin.right) / days.length;
  const barWidth = Math.min(48, band * 0.6);
  const y = (count: number) => margin.top + plotHeight * (1 - count / top);
  const baseline = y(0);
  return (
    <>
      <ChartSvg
        title={TITLE}
        description={describeSeries(days.map((d) => ({ label: dayLabel(d.day, true), value: formatInteger(d.count) })))}
        width={width}
        height={CHART_HEIGHT}
      >
        <ValueGrid ticks={ticks} y={y} left={margin.left} right={width - margin.right} format={formatInteger} />
        {days.map((d, i) => {
          const center = margin.left + band * (i + 0.5);
          // 'ven. 20' on two lines, so seven days fit a phone.
          const [weekday, dayOfMonth] = dayLabel(d.day).split(' ');
          const faded = hint !== null && hint.index !== i;
          return (
            <g key={d.day}>
              <path
                className="chart-bar"
                d={barPath(center - barWidth / 2, y(d.count), barWidth, baseline - y(d.count))}
                fill={palette.secondary.main}
                opacity={faded ? 0.5 : 1}
              />
              {d.count > 0 && (
                <text x={center} y={y(d.count) - 6} textAnchor="middle" fill={palette.text.primary} fontWeight={600}>
                  {formatInteger(d.count)}
                </text>
              )}
              <text x={center} y={baseline + 16} textAnchor="middle" fill={palette.text.secondary}>
                <tspan x={center}>{weekday}</tspan>
                <tspan x={center} dy="1.2em">
                  {dayOfMonth}
                </tspan>
              </text>
              <rect
                x={center - band / 2}
                y={margin.top}
                width={band}
                height={plotHeight}
                fill="transparent"
                {...pointTo({
                  index: i,
                  x: center,
                  y: y(d.count),
                  label: dayLabel(d.day, true),
                  value: countOf(d.count, 'nouvel utilisateur', 'nouveaux utilisateurs'),
                })}
              />
            </g>
          );
        })}
      </ChartSvg>
      <HintCard hint={hint} width={width} />
    </>
  );
}
