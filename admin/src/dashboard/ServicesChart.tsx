/** How the services split between the offer's types, as a doughnut with its legend. */
import { Box, Stack, Typography, useTheme } from '@mui/material';
import type { Charts } from '@hexagone/schemas';
import { ChartCard, CHART_HEIGHT } from './ChartCard';
import { ChartSvg, HintCard, useHint } from './chart-kit';
import { arcPath, slices } from './chart-scale';
import { countOf, describeSeries, formatInteger, formatPercent } from './format';

const TITLE = 'Répartition des services';
const SIZE = 160;
const OUTER = 76;
const INNER = 50;
const GAP = 0.035;

export function ServicesChart({ data, loading, failed }: { data?: Charts['services']; loading: boolean; failed: boolean }) {
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
      <Doughnut shares={shares} />
    </ChartCard>
  );
}

function Doughnut({ shares }: { shares: Charts['services'] }) {
  const { palette } = useTheme();
  const colors = [palette.primary.main, palette.secondary.main, palette.success.main, palette.warning.main, palette.info.main, palette.error.main];
  const color = (i: number) => colors[i % colors.length];
  const { hint, pointTo } = useHint();
  const parts = slices(shares, (s) => s.count, GAP);
  const total = shares.reduce((sum, s) => sum + s.count, 0);
  const c = SIZE / 2;
  return (
    <Stack direction="row" flexWrap="wrap" alignItems="center" justifyContent="center" columnGap={2} rowGap={2} sx={{ minHeight: CHART_HEIGHT }}>
      <Box sx={{ position: 'relative' }}>
        <ChartSvg
          title={TITLE}
          description={describeSeries(shares.map((s) => ({ label: s.label, value: formatInteger(s.count) })))}
          width={SIZE}
          height={SIZE}
        >
          {parts.map(({ item, start, end, share }, i) => {
            const middle = (start + end) / 2;
            const active = hint?.index === i;
            return (
              <path
                key={item.type}
                className="chart-slice"
                d={arcPath(c, c, INNER, active ? OUTER + 4 : OUTER, start, end)}
                fill={color(i)}
                opacity={hint && !active ? 0.45 : 1}
                {...pointTo({
                  index: i,
                  x: c + (OUTER - 8) * Math.sin(middle),
                  y: c - (OUTER - 8) * Math.cos(middle),
                  label: item.label,
                  value: `${countOf(item.count, 'service')} (${formatPercent(share)})`,
                })}
              />
            );
          })}
          <text x={c} y={c - 4} textAnchor="middle" fill={palette.text.primary} fontSize={26} fontWeight={600}>
            {formatInteger(total)}
          </text>
          <text x={c} y={c + 18} textAnchor="middle" fill={palette.text.secondary}>
            {total > 1 ? 'services' : 'service'}
          </text>
        </ChartSvg>
        <HintCard hint={hint} width={SIZE} />
      </Box>
      <Stack component="ul" spacing={1.25} sx={{ m: 0, p: 0, listStyle: 'none', minWidth: 128 }}>
        {shares.map((s, i) => (
          <Stack component="li" key={s.type} direction="row" alignItems="center" spacing={1}>
            <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color(i), flexShrink: 0 }} />
            <Typography variant="body2" sx={{ flexGrow: 1 }}>
              {s.label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600, pl: 1 }}>
              {formatInteger(s.count)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
