/** The header's bell. Its badge is the fixed '3' of spec 1; the notification feed comes later. */
import { useState } from 'react';
import { Badge, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';

const BADGE = 3;

export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton color="inherit" aria-label={`Notifications (${BADGE})`} onClick={(event) => setAnchor(event.currentTarget)}>
          <Badge badgeContent={BADGE} color="error">
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled>Le fil des notifications sera bientôt disponible</MenuItem>
      </Menu>
    </>
  );
}
