/**
 * The signed-in account as the access rules read it, for screens that hide what it may not
 * use. Until the server tells its permissions, the role alone decides; once told, every
 * component starts with them (a row's buttons are drawn once, not once more when they come).
 */
import { useEffect, useState } from 'react';
import type { Caller } from '@hexagone/schemas';
import { sessionCaller } from './authProvider';
import { readUser } from './session';

/** The caller as the server told it, for this page load (the permissions are asked once per load too). */
let told: Caller | undefined;

export function useSessionCaller(): Caller | undefined {
  const [caller, setCaller] = useState<Caller | undefined>(() => {
    if (told) return told;
    const role = readUser()?.role;
    return role ? { role } : undefined;
  });
  useEffect(() => {
    // Told between this component's first render and now: the same object leaves it as it is when drawn with it.
    if (told) return setCaller(told);
    let live = true;
    void sessionCaller().then((known) => {
      told = known;
      // The same role without a list of permissions (an administrator) is what was drawn: no second render of every button.
      if (live && known) setCaller((drawn) => (drawn?.role === known.role && !known.permissions ? drawn : known));
    });
    return () => {
      live = false;
    };
  }, []);
  return caller;
}
