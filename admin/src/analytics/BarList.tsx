/** Labelled horizontal bars: a share of a whole per line, the figure beside it (sources, devices, browsers, funnel). */
import { Box, LinearProgress, Stack, Typography } from '@mui/material';

export interface Bar {
  label: string;
  /** What the line says: a count, a percentage. */
  figure: string;
  /** 0 to 100. */
  share: number;
}

export function BarList({ bars, label }: { bars: readonly Bar[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {bars.map((bar) => (
        <Box component="li" key={bar.label}>
          <Stack direction="row" justifyContent="space-between">
            <Typography variant="body2">{bar.label}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {bar.figure}
            </Typography>
          </Stack>
          <LinearProgress variant="determinate" value={Math.min(100, Math.max(0, bar.share))} aria-hidden sx={{ mt: 0.5, height: 8, borderRadius: 4 }} />
        </Box>
      ))}
    </Box>
  );
}
