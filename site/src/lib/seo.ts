import { NOINDEX_PATHS } from '../data/seo';

/** Whether a page's path is kept out of search engines (the path itself or a page under it). */
export function isNoindexPath(path: string): boolean {
  return NOINDEX_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
