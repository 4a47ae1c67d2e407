/**
 * The stats strip above a list (blog comments: pending, approved, rejected): figures the API
 * computes over the records matching the list's current search and filters, fetched again
 * when those change, when the list is refreshed and when its rows change (an approval).
 */
import { useEffect, useRef } from 'react';
import { Grid } from '@mui/material';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, useResourceContext } from 'react-admin';
import type { ResourceDef } from '@hexagone/schemas';
import type { HexagoneDataProvider } from '../providers/dataProvider';
import { toneColor } from '../actions/tone';
import { StatCard } from '../layout/StatCard';
import { formatFigure } from '../fields/figure-format';

export function StatsStrip({ resource }: { resource: ResourceDef }) {
  const route = useResourceContext() ?? resource.route;
  const dataProvider = useDataProvider<HexagoneDataProvider>();
  const queryClient = useQueryClient();
  const { filterValues, data, total } = useListContext();
  const { data: figures } = useQuery({
    queryKey: [route, 'getStats', filterValues],
    queryFn: () => dataProvider.getStats(route, { filter: filterValues }),
    placeholderData: keepPreviousData,
  });

  // Rows that changed (an approval, a deletion) change the figures too, unless they are being
  // fetched already (a refresh reloads both); the first load does not count.
  const loaded = useRef(false);
  useEffect(() => {
    if (data === undefined) return;
    const statsKey = [route, 'getStats'];
    if (loaded.current && !queryClient.isFetching({ queryKey: statsKey })) void queryClient.invalidateQueries({ queryKey: statsKey });
    loaded.current = true;
  }, [data, total, route, queryClient]);

  return (
    <Grid container spacing={2} sx={{ mb: 2 }} component="section" aria-label={`Statistiques : ${resource.label}`}>
      {resource.stats.map((stat) => (
        <Grid key={stat.key} size={{ xs: 12, sm: 6, lg: 12 / Math.min(Math.max(resource.stats.length, 1), 4) }}>
          <StatCard label={stat.label} icon={stat.icon} tone={toneColor(stat.tone)} value={formatFigure(stat, figures?.[stat.key])} />
        </Grid>
      ))}
    </Grid>
  );
}
