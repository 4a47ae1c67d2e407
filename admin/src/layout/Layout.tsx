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
  // The filters take a row of their own and the list's buttons the next one: sharing a row,
  // the buttons squeezed the filters onto three lines and left 'Actif' alone on the last.
  // On a phone react-admin stacks them in a column: wrapping there would make a second
  // column beside the filters (the buttons past the screen's edge, the page 635 px wide).
  '& .RaList-actions': { flexWrap: { xs: 'nowrap', sm: 'wrap' }, alignItems: { xs: 'stretch', sm: 'flex-end' } },
  '& .RaList-actions > form': { flex: '1 1 100%', display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1.5, minWidth: 0 },
  '& .RaList-actions > form .filter-field': { flex: { xs: '1 1 100%', sm: '1 1 170px' }, maxWidth: { sm: 280 }, minWidth: 0, m: 0 },
  '& .RaList-actions > form .filter-field .MuiFormControl-root': { width: '100%', m: 0 },
  // The search box is wide enough for its whole placeholder ('Rechercher un bannissement...').
  '& .RaList-actions > form .filter-field[data-source="q"]': { flex: { xs: '1 1 100%', sm: '1 1 280px' }, maxWidth: { sm: 340 } },
  '& .RaList-actions > .MuiToolbar-root': { marginLeft: 'auto' },
} as const;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu} sx={FIT_THE_SCREEN}>
      {children}
    </RaLayout>
  );
}
