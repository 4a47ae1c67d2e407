/**
 * The header's bell: the number of records awaiting someone (new contact messages, comments
 * and reports to moderate, open tickets: NOTIFICATION_SOURCES), refreshed every minute and
 * when the tab comes back; its list links to each list already filtered.
 */
import { useState } from 'react';
import { Badge, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useQuery } from '@tanstack/react-query';
import { LinkBase } from 'react-admin';
import { iconFor } from '../icons';
import { adminPath } from '../paths';
import { fetchNotifications } from './header-api';

const REFRESH_MS = 60_000;

export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data, isError } = useQuery({
    queryKey: ['hexagone', 'notifications'],
    queryFn: fetchNotifications,
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const total = data?.total ?? 0;
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          color="inherit"
          aria-label={total ? `Notifications (${total})` : 'Notifications'}
          aria-haspopup="menu"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={total} color="error" max={99}>
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close} slotProps={{ paper: { sx: { maxWidth: 'calc(100vw - 32px)' } } }}>
        {data?.items.map((item) => {
          const Icon = iconFor(item.icon);
          return (
            <MenuItem key={item.resource} component={LinkBase} to={adminPath(item.path)} onClick={close}>
              <ListItemIcon>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={item.label} slotProps={{ primary: { sx: { whiteSpace: 'normal' } } }} />
            </MenuItem>
          );
        })}
        {data && !data.items.length && <MenuItem disabled>Aucune notification</MenuItem>}
        {!data && <MenuItem disabled>{isError ? 'Notifications indisponibles' : 'Chargement...'}</MenuItem>}
      </Menu>
    </>
  );
}
