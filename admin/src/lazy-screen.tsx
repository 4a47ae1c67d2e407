/**
 * Screens and dialogs load on demand: each is its own script, fetched the first time it
 * shows, so the first load of the back-office carries the shell and the dashboard only.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';

/** A named export of a module, loaded when first rendered. */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  // Any props: the component's own type is kept by M[K].
  return lazy(async () => ({ default: (await load())[name] as M[K] & ComponentType<any> }));
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
