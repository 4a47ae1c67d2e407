/**
 * One MUI tooltip for every button of the screens that names itself with `data-tooltip` (a list
 * row's icons: the resource's actions, view, edit, delete). A Tooltip per button cost its hooks
 * and listeners at each row's mount, 8 per ticket row and 200 per page (bench:screens, issue 39);
 * this one follows the pointer and the keyboard focus, dialogs included (React events cross portals).
 */
import { useState, type FocusEvent, type PointerEvent, type ReactNode } from 'react';
import { Box, Tooltip } from '@mui/material';

const NAMED = '[data-tooltip]';

export function SharedTooltip({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const follow = (event: PointerEvent | FocusEvent) => setTarget((event.target as Element).closest<HTMLElement>(NAMED));
  const leave = () => setTarget(null);
  return (
    <Box sx={{ display: 'contents' }} onPointerOver={follow} onFocus={follow} onPointerLeave={leave} onBlur={leave}>
      {children}
      <Tooltip title={target?.dataset.tooltip ?? ''} open={target !== null} slotProps={{ popper: { anchorEl: target } }}>
        <span hidden />
      </Tooltip>
    </Box>
  );
}
