import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

/**
 * react-admin's frame lets its content grow to the widest child (`min-width: fit-content`):
 * a wide table made the whole page 1094 px wide on a 390 px phone. Every level of the frame
 * may shrink to the screen instead, and a table scrolls sideways inside its own box.
 */
const FIT_THE_SCREEN = {
  minWidth: 0,
  '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content, & .list-page, & .RaList-main, & .edit-page, & .create-page, & .show-page':
    { minWidth: 0 },
  '& .RaLayout-content': { maxWidth: '100%' },
  '& .RaDataTable-tableWrapper, & .RaDatagrid-tableWrapper': { overflowX: 'auto' },
} as const;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu} sx={FIT_THE_SCREEN}>
      {children}
    </RaLayout>
  );
}
