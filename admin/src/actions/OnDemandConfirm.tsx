/**
 * react-admin's <Confirm>, loaded the first time it opens: a list shows a delete or action
 * button on every row, and the dialog (with MUI's Dialog) is rarely opened (bench:admin).
 * Once loaded it stays mounted, so it closes with its transition.
 */
import { Suspense, useState } from 'react';
import type { ConfirmProps } from 'react-admin';
import { lazyNamed } from '../lazy-screen';

const Confirm = lazyNamed(() => import('./ConfirmDialog'), 'Confirm');

export function OnDemandConfirm(props: ConfirmProps) {
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <Confirm {...props} />
    </Suspense>
  ) : null;
}
