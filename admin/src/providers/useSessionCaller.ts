/**
 * The signed-in account as the access rules read it, for screens that hide what it may not
 * use. Until the server tells its permissions, the role alone decides; once told, every
 * component starts with them (a row's buttons are drawn once, not once more when they come).
 */
import { useEffect, useState } from 'react';
import { allows, needsPermissions, type AccessRule, type Caller } from '@hexagone/schemas';
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

/**
 * Whether the signed-in account may open a screen ruled by `rule`: undefined until known, from the role alone
 * or, when the rule needs them, once the server has told the permissions (or could not: the role alone decides).
 * The screen draws nothing meanwhile, neither its empty tables nor its refused requests, then itself or « Non autorisé ».
 */
export function useMayOpen(rule: AccessRule): boolean | undefined {
  const drawn = useSessionCaller();
  const [known, setKnown] = useState<Caller | undefined>(told);
  const waits = Boolean(drawn && !known && needsPermissions(rule, drawn.role));
  useEffect(() => {
    if (!waits) return;
    let live = true;
    // The permissions are asked once per page load: this waits on the same request as useSessionCaller.
    void sessionCaller().then((caller) => live && setKnown(caller ?? { role: '' }));
    return () => {
      live = false;
    };
  }, [waits]);
  if (!drawn || waits) return undefined;
  return allows(rule, known ?? drawn);
}
