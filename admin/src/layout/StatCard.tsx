/** A headline figure: label, value, icon and, when known, its change in percent. */
import type { ReactNode } from 'react';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import type { IconName } from '@hexagone/schemas';
import { iconFor } from '../icons';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  /** Name of a Material icon, as in the registry. */
  icon?: IconName;
  /** Change in percent (12.5 means +12,5 %); null when the period before had nothing to compare with. */
  change?: number | null;
  /** A line under the value ("Bientôt disponible"). */
  caption?: string;
  /** Colour of the icon (a pending count in warning). */
  tone?: 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
}

const percent = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  maximumFractionDigits: 1,
  signDisplay: 'exceptZero',
});

export function StatCard({ label, value, icon, change, caption, tone = 'primary' }: StatCardProps) {
  const Icon = icon ? iconFor(icon) : undefined;
  const up = typeof change === 'number' && change >= 0;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={2}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography variant="h5" component="p" sx={{ mt: 0.5, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
          {Icon && <Icon color={tone} sx={{ fontSize: 36, opacity: 0.8 }} aria-hidden />}
        </Stack>
        {change === null && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Aucune base de comparaison
          </Typography>
        )}
        {change !== undefined && change !== null && (
          <Stack direction="row" alignItems="center" spacing={0.5} sx={{ mt: 1, color: up ? 'success.main' : 'error.main' }}>
            {up ? <ArrowUpward fontSize="small" /> : <ArrowDownward fontSize="small" />}
            <Typography variant="body2">{percent.format(change / 100)}</Typography>
          </Stack>
        )}
        {caption && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {caption}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
