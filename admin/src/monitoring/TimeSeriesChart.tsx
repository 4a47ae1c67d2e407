/**
 * A measured series over time (CPU, memory, network, response times): one line per series
 * over a soft area for the first, the value axis with its grid, a few time labels, a legend,
 * and the figures of the moment under the pointer. Drawn with the dashboard's SVG kit.
 */
import { useState } from 'react';
import { Box, Stack, Typography, useTheme } from '@mui/material';
import { ChartCard, CHART_HEIGHT } from '../dashboard/ChartCard';
import { ChartArea, ChartSvg, HintCard, labelMargin, useSvgId, ValueGrid, type Hint } from '../dashboard/chart-kit';
import { niceTicks } from '../dashboard/chart-scale';
import { axisTime, formatMoment, type AxisPrecision } from './format';

export interface Series {
  label: string;
  values: readonly number[];
  /** A palette colour. */
  tone: 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
}

export interface TimeSeriesChartProps {
  title: string;
  subtitle?: string;
  timestamps: readonly string[];
  series: readonly Series[];
  format: (value: number) => string;
  /** The axis stops at 100 (percents). */
  max?: number;
  /** The unit the axis steps are round in (1 024 for kibibytes…), from the highest value; 1 by default. */
  unitOf?: (highest: number) => number;
  loading: boolean;
  emptyText: string;
  precision: AxisPrecision;
}

export function TimeSeriesChart({ title, subtitle, timestamps, series, format, max, unitOf, loading, emptyText, precision }: TimeSeriesChartProps) {
  const empty = timestamps.length === 0 || series.every((s) => s.values.length === 0);
  return (
    <ChartCard title={title} subtitle={subtitle} loading={loading} failed={false} empty={empty} emptyText={emptyText}>
      <ChartArea height={CHART_HEIGHT}>
        {(width) => <Lines title={title} timestamps={timestamps} series={series} format={format} max={max} unitOf={unitOf} width={width} precision={precision} />}
      </ChartArea>
      <Legend series={series} />
    </ChartCard>
  );
}

function Legend({ series }: { series: readonly Series[] }) {
  const { palette } = useTheme();
  if (series.length < 2) return null;
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 1 }} aria-hidden>
      {series.map((s) => (
        <Stack key={s.label} direction="row" alignItems="center" spacing={0.75}>
          <Box sx={{ width: 12, height: 3, borderRadius: 1, bgcolor: palette[s.tone].main }} />
          <Typography variant="caption" color="text.secondary">
            {s.label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

type LinesProps = Pick<TimeSeriesChartProps, 'title' | 'timestamps' | 'series' | 'format' | 'max' | 'unitOf' | 'precision'> & { width: number };

function Lines({ title, timestamps, series, format, max, unitOf, width, precision }: LinesProps) {
  const { palette } = useTheme();
  const gradient = useSvgId();
  const [hint, setHint] = useState<Hint | null>(null);
  const highest = Math.max(0, ...series.flatMap((s) => s.values));
  const unit = unitOf?.(highest) ?? 1;
  const ticks = niceTicks((max !== undefined ? Math.min(max, Math.max(highest, max / 4)) : highest) / unit).map((tick) => tick * unit);
  const top = ticks[ticks.length - 1];
  const margin = { top: 12, right: 16, bottom: 28, left: labelMargin(ticks.map(format)) };
  const plotWidth = Math.max(1, width - margin.left - margin.right);
  const plotHeight = CHART_HEIGHT - margin.top - margin.bottom;
  const count = timestamps.length;
  const x = (i: number) => margin.left + (count > 1 ? (i / (count - 1)) * plotWidth : plotWidth / 2);
  const y = (value: number) => margin.top + plotHeight * (1 - Math.min(value, top) / top);
  const baseline = y(0);
  const path = (values: readonly number[]) => values.map((v, i) => `${i ? 'L' : 'M'} ${x(i).toFixed(1)} ${y(v).toFixed(1)}`).join(' ');
  // About one time label per 110 px, the last one at the end.
  const labelCount = Math.max(2, Math.min(count, Math.floor(plotWidth / 110)));
  const labelIndexes = count > 1 ? Array.from({ length: labelCount }, (_, k) => Math.round((k * (count - 1)) / (labelCount - 1))) : [0];
  const latest = series.map((s) => `${s.label} : ${format(s.values[s.values.length - 1] ?? 0)}`).join(' ; ');

  const pointAt = (clientX: number, element: Element) => {
    const left = element.getBoundingClientRect().left;
    const i = Math.round(((clientX - left) / plotWidth) * (count - 1));
    const index = Math.max(0, Math.min(count - 1, Number.isFinite(i) ? i : 0));
    setHint({
      index,
      x: x(index),
      y: y(Math.max(...series.map((s) => s.values[index] ?? 0))),
      label: formatMoment(timestamps[index]),
      value: series.map((s) => (series.length > 1 ? `${s.label} : ${format(s.values[index] ?? 0)}` : format(s.values[index] ?? 0))).join(' · '),
    });
  };

  const first = series[0];
  return (
    <>
      <ChartSvg
        title={title}
        description={`${count} mesures du ${formatMoment(timestamps[0])} au ${formatMoment(timestamps[count - 1])}. Dernière mesure : ${latest}.`}
        width={width}
        height={CHART_HEIGHT}
      >
        <defs>
          <linearGradient id={gradient} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0" stopColor={palette[first.tone].main} stopOpacity={0.3} />
            <stop offset="1" stopColor={palette[first.tone].main} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <ValueGrid ticks={ticks} y={y} left={margin.left} right={width - margin.right} format={format} />
        {count > 1 && <path className="chart-area" d={`${path(first.values)} L ${x(count - 1)} ${baseline} L ${x(0)} ${baseline} Z`} fill={`url(#${gradient})`} />}
        {series.map((s) => (
          <path
            key={s.label}
            className="chart-line"
            d={count > 1 ? path(s.values) : `M ${x(0) - 3} ${y(s.values[0] ?? 0)} h 6`}
            fill="none"
            stroke={palette[s.tone].main}
            strokeWidth={2}
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        ))}
        <g aria-hidden>
          {labelIndexes.map((i, k) => (
            <text key={i} x={x(i)} y={baseline + 20} textAnchor={k === 0 ? 'start' : k === labelIndexes.length - 1 ? 'end' : 'middle'} fill={palette.text.secondary}>
              {axisTime(timestamps[i], precision)}
            </text>
          ))}
        </g>
        {hint && (
          <g aria-hidden>
            <line x1={hint.x} x2={hint.x} y1={margin.top} y2={baseline} stroke={palette.text.secondary} strokeDasharray="3 3" />
            {series.map((s) => (
              <circle key={s.label} cx={hint.x} cy={y(s.values[hint.index] ?? 0)} r={4} fill={palette.background.paper} stroke={palette[s.tone].main} strokeWidth={2} />
            ))}
          </g>
        )}
        <rect
          x={margin.left}
          y={margin.top}
          width={plotWidth}
          height={plotHeight}
          fill="transparent"
          onPointerMove={(event) => pointAt(event.clientX, event.currentTarget)}
          onPointerDown={(event) => pointAt(event.clientX, event.currentTarget)}
          onPointerLeave={() => setHint(null)}
        />
      </ChartSvg>
      <HintCard hint={hint} width={width} />
    </>
  );
}
