/** Where the API server mounts the back-office (the same base as vite.config.ts). */
export const ADMIN_BASE = '/webmaster';

/** The full address of a path under /webmaster ('' is the dashboard). */
export const adminPath = (path: string): string => (path ? `${ADMIN_BASE}/${path}` : ADMIN_BASE);
