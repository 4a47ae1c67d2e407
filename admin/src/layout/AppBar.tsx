/** The header: brand, screen search, notification bell and the account menu. */
import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator } from 'react-admin';
import { BRAND_NAME } from '@hexagone/schemas';
import { NavigationSearch } from './NavigationSearch';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

export function AppBar() {
  return (
    <RaAppBar
      color="default"
      toolbar={
        <>
          <NotificationBell />
          <LoadingIndicator />
        </>
      }
      userMenu={<UserMenu />}
    >
      {/* On a phone the search takes the brand's room: the bell and the account menu stay on screen. */}
      <Typography variant="h6" component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline' } }}>
        {BRAND_NAME}
      </Typography>
      <NavigationSearch />
      <Box sx={{ flex: { xs: 0, sm: 1 } }} />
    </RaAppBar>
  );
}
