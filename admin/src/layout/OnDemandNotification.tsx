/**
 * react-admin's notification (its Snackbar, and the « Annuler » of an undoable change), loaded
 * with the first message to show: no screen shows one on arrival, so its script is not part of
 * the first load (bench:admin). Once loaded it stays, for the next messages and its closing.
 */
import { useState } from 'react';
import { useNotificationContext } from 'react-admin';
import { lazyNamed, ScreenSuspense } from '../lazy-screen';

const Notification = lazyNamed(() => import('./ra-notification'), 'Notification');

export function OnDemandNotification() {
  const { notifications } = useNotificationContext();
  const [wanted, setWanted] = useState(false);
  // Derived from the context during render (React's pattern for state following a value): no extra frame.
  if (notifications.length > 0 && !wanted) setWanted(true);
  return wanted ? (
    <ScreenSuspense fallback={null}>
      <Notification />
    </ScreenSuspense>
  ) : null;
}
