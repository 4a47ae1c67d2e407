/** The header: brand, screen search, notification bell and the account menu. */
import { Suspense, useEffect, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator } from 'react-admin';
import { BRAND_NAME } from '@hexagone/schemas';
import { lazyNamed } from '../lazy-screen';
import { SearchBoxPlaceholder } from './search-box';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

const NavigationSearch = lazyNamed(() => import('./NavigationSearch'), 'NavigationSearch');

/**
 * The header search (an Autocomplete) is not part of the first load: it loads once the browser
 * is idle after the first screen, or at once when the box is focused before that.
 */
function HeaderSearch() {
  const [wanted, setWanted] = useState<'idle' | 'focus' | false>(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setWanted((now) => now || 'idle'), 1);
      return () => window.clearTimeout(timer);
    }
    const id = window.requestIdleCallback(() => setWanted((now) => now || 'idle'));
    return () => window.cancelIdleCallback(id);
  }, []);
  if (!wanted) return <SearchBoxPlaceholder onFocus={() => setWanted('focus')} />;
  return (
    <Suspense fallback={<SearchBoxPlaceholder />}>
      <NavigationSearch autoFocus={wanted === 'focus'} />
    </Suspense>
  );
}

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
      <HeaderSearch />
      <Box sx={{ flex: { xs: 0, sm: 1 } }} />
    </RaAppBar>
  );
}
