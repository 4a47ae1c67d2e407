/** The header: brand, screen search, a support agent's presence at the chat, notification bell and the account menu. */
import { Suspense, useState } from 'react';
import { Box, Typography } from '@mui/material';
import { AppBar as RaAppBar, LoadingIndicator } from 'react-admin';
import { BRAND_NAME } from '@hexagone/schemas';
import { lazyNamed } from '../lazy-screen';
import { ChatPresence } from '../support/ChatPresence';
import { SearchBoxPlaceholder } from './search-box';
import { NotificationBell } from './NotificationBell';
import { UserMenu } from './UserMenu';

const NavigationSearch = lazyNamed(() => import('./NavigationSearch'), 'NavigationSearch');

/**
 * The header search (an Autocomplete, 13 kB) is not part of the first load: it loads when the
 * pointer comes over the box or the box takes the focus, a moment before the first key.
 */
function HeaderSearch() {
  const [wanted, setWanted] = useState<'hover' | 'focus' | false>(false);
  if (!wanted) return <SearchBoxPlaceholder onPointerEnter={() => setWanted('hover')} onFocus={() => setWanted('focus')} />;
  return (
    <Suspense fallback={<SearchBoxPlaceholder onFocus={() => setWanted('focus')} />}>
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
          <ChatPresence />
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
