/**
 * Reads the build's prerendered pages (Node only: the sitemap filter in astro.config.mjs).
 * A page's own `noindex` is the one source of truth for leaving it out of the sitemap.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file of a page address with `build.format: 'file'` (/pricing → pricing.html, / → index.html). */
export function builtPageFile(clientDir: string, pathname: string): string {
  const path = decodeURIComponent(pathname).replace(/\/+$/, '');
  return join(clientDir, path === '' ? 'index.html' : `${path}.html`);
}

const NOINDEX_META = /<meta\s+name="robots"\s+content="[^"]*\bnoindex\b/i;

/** Whether the built page asks search engines not to index it (false for pages rendered on request). */
export function isBuiltNoindex(clientDir: string, pathname: string): boolean {
  const file = builtPageFile(clientDir, pathname);
  return existsSync(file) && NOINDEX_META.test(readFileSync(file, 'utf8'));
}
