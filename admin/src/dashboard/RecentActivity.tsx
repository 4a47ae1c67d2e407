/**
 * The recent-activity list (spec 2 §2.2): the five latest entries of the activity log,
 * each with its icon, message, time and the colour of its type; 'Voir tout' opens the log,
 * shown only to whom the sidebar shows the log (an editor does not open it).
 */
import { useId } from 'react';
import { Avatar, Button, Card, CardContent, CircularProgress, List, ListItem, ListItemAvatar, ListItemText, Stack, Typography } from '@mui/material';
import { LinkBase } from 'react-admin';
import { mayOpen, userActivity } from '@hexagone/schemas';
import { adminPath } from '../paths';
import { useSessionCaller } from '../providers/useSessionCaller';
import type { ActivityItem } from '@hexagone/schemas';
import { activityIcon } from './activity-icons';
import { LOAD_ERROR } from './ChartCard';
import { formatMoment } from './format';

/** How many entries the dashboard shows (spec 2 §9). */
export const RECENT_ACTIVITY_COUNT = 5;
export const EMPTY_ACTIVITY = 'Aucune activité récente';

const COLOR: Record<ActivityItem['type'], string> = {
  success: 'success.main',
  warning: 'warning.main',
  error: 'error.main',
  info: 'info.main',
};

export function RecentActivity({ items, loading, failed }: { items?: ActivityItem[]; loading: boolean; failed: boolean }) {
  const titleId = useId();
  const shown = (items ?? []).slice(0, RECENT_ACTIVITY_COUNT);
  const seesLog = mayOpen(userActivity.route, useSessionCaller());
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Activité récente
          </Typography>
          {/* The theme's primary on a dark card is just under the 4.5:1 contrast small text needs. */}
          {seesLog && (
            <Button component={LinkBase} to={adminPath(userActivity.route)} size="small" sx={{ color: 'primary.light' }}>
              Voir tout
            </Button>
          )}
        </Stack>
        {loading ? (
          <Stack alignItems="center" sx={{ py: 6 }}>
            <CircularProgress aria-label="Chargement de l'activité récente" />
          </Stack>
        ) : failed ? (
          <Typography color="error" sx={{ py: 6, textAlign: 'center' }}>
            {LOAD_ERROR}
          </Typography>
        ) : shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {EMPTY_ACTIVITY}
          </Typography>
        ) : (
          <List dense disablePadding aria-label="Activité récente">
            {shown.map((item) => {
              const Icon = activityIcon(item.icon);
              return (
                <ListItem key={item.id} disableGutters data-type={item.type}>
                  <ListItemAvatar>
                    <Avatar sx={{ bgcolor: 'transparent', color: COLOR[item.type], border: 1, borderColor: COLOR[item.type] }}>
                      <Icon fontSize="small" aria-hidden />
                    </Avatar>
                  </ListItemAvatar>
                  <ListItemText
                    primary={item.message}
                    secondary={<time dateTime={item.timestamp}>{formatMoment(item.timestamp)}</time>}
                  />
                </ListItem>
              );
            })}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
