/**
 * The signed-in account as the access rules read it, for screens that hide what it may not
 * use. Until the server tells its permissions, the role alone decides.
 */
import { useEffect, useState } from 'react';
import type { Caller } from '@hexagone/schemas';
import { sessionCaller } from './authProvider';
import { readUser } from './session';

export function useSessionCaller(): Caller | undefined {
  const [caller, setCaller] = useState<Caller | undefined>(() => {
    const role = readUser()?.role;
    return role ? { role } : undefined;
  });
  useEffect(() => {
    let live = true;
    void sessionCaller().then((known) => live && known && setCaller(known));
    return () => {
      live = false;
    };
  }, []);
  return caller;
}
