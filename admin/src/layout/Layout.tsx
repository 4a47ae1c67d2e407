import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { Menu } from './Menu';
import { SharedTooltip } from './SharedTooltip';

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
  // The filters' rows follow the list's own width (resources/filter-rows.ts): a container.
  '& .RaList-actions': { flexWrap: { xs: 'nowrap', sm: 'wrap' }, alignItems: { xs: 'stretch', sm: 'flex-end' }, containerType: 'inline-size' },
  '& .RaList-actions > form': { flex: '1 1 100%', display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', alignItems: 'end', gap: 1.5, minWidth: 0 },
  '& .RaList-actions > form .filter-field': { minWidth: 0, m: 0 },
  '& .RaList-actions > form .filter-field .MuiFormControl-root, & .RaList-actions > form .filter-field .MuiAutocomplete-root': { width: '100%', minWidth: 0, m: 0 },
  '& .RaList-actions > form .RaFilterForm-clearFix': { display: 'none' },
  '& .RaList-actions > .MuiToolbar-root': { marginLeft: 'auto' },
} as const;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu} sx={FIT_THE_SCREEN}>
      <SharedTooltip>{children}</SharedTooltip>
    </RaLayout>
  );
}
