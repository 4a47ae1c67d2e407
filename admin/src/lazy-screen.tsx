/**
 * Screens and dialogs load on demand: each is its own script, fetched the first time it
 * shows, so the first load of the back-office carries the shell and the dashboard only.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';

/** A component loaded on demand, whose script can be asked for before it first renders. */
export type OnDemand<C> = C & { preload: () => Promise<unknown> };

/**
 * A named export of a module, loaded when first rendered or when `preload()` asks for it.
 * Once its script is here it renders at once, without suspending: React holds back the reveal
 * of a Suspense boundary's content until 300 ms after the last fallback it drew anywhere, so a
 * screen preloaded with the shell's scripts but still shown through React.lazy waited up to
 * 300 ms idle before asking for its data (bench:screens, issue 39).
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K): OnDemand<M[K] & ComponentType<any>> {
  type Loaded = M[K] & ComponentType<any>;
  let loaded: Loaded | undefined;
  let loading: Promise<Loaded> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module[name] as Loaded),
      (error: unknown) => {
        // A failed download (a new release replaced the script) is asked again next time.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Any props: the component's own type is kept by M[K].
  function OnDemandComponent(props: any) {
    // Decided when mounted: one drawn through React.lazy stays so (switching types would mount it again).
    const [Ready] = useState<Loaded | undefined>(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(OnDemandComponent, { preload }) as unknown as OnDemand<Loaded>;
}

/**
 * Shows a small spinner while a screen's script arrives: the shell already has react-admin's
 * spinner (its loading indicator), where a progress bar would add one to the first load.
 */
const loading = (
  <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
    <CircularProgress aria-label="Chargement" size={32} />
  </Box>
);

export function ScreenSuspense({ children, fallback = loading }: { children: ReactNode; fallback?: ReactNode }) {
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
