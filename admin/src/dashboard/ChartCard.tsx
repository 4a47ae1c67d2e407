/**
 * A dashboard panel: a titled section holding a chart, or instead a spinner while loading,
 * the load error, or a clear empty state when there is nothing to draw yet.
 */
import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';

export const CHART_HEIGHT = 280;
export const LOAD_ERROR = 'Erreur lors du chargement des données';

export interface ChartCardProps {
  title: string;
  subtitle?: string;
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  /** Actions beside the title ('Voir tout'). */
  action?: ReactNode;
  /** The chart, drawn once the data is there. */
  children: ReactNode;
}

export function ChartCard({ title, subtitle, loading, failed, empty, emptyText, action, children }: ChartCardProps) {
  const titleId = useId();
  let body: ReactNode;
  if (loading) {
    body = (
      <Stack alignItems="center" justifyContent="center" sx={{ height: CHART_HEIGHT }}>
        <CircularProgress aria-label={`Chargement : ${title}`} />
      </Stack>
    );
  } else if (failed) {
    body = (
      <Stack alignItems="center" justifyContent="center" sx={{ height: CHART_HEIGHT }}>
        <Typography color="error">{LOAD_ERROR}</Typography>
      </Stack>
    );
  } else if (empty) {
    body = (
      <Stack alignItems="center" justifyContent="center" spacing={1} sx={{ height: CHART_HEIGHT, color: 'text.secondary' }}>
        <InsertChartOutlined sx={{ fontSize: 48, opacity: 0.5 }} aria-hidden />
        <Typography>{emptyText}</Typography>
      </Stack>
    );
  } else {
    body = children;
  }
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={2} sx={{ mb: 1 }}>
          <Box>
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" color="text.secondary">
                {subtitle}
              </Typography>
            )}
          </Box>
          {action}
        </Stack>
        {body}
      </CardContent>
    </Card>
  );
}
