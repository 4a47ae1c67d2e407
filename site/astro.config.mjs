// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { fileURLToPath } from 'node:url';
import { ON_DEMAND_SITEMAP_PATHS } from './src/data/seo.ts';
import { isBuiltNoindex } from './src/lib/built-pages.ts';
import { isNoindexPath } from './src/lib/seo.ts';

const site = process.env.SITE_URL ?? 'http://127.0.0.1:3000';
const clientDir = fileURLToPath(new URL('./dist/client/', import.meta.url));

/**
 * A page is listed unless it says noindex (its built head, or the private paths for on-demand pages).
 * @param {string} page
 */
const isIndexable = (page) => {
  const { pathname } = new URL(page);
  return !isNoindexPath(pathname.replace(/\/$/, '') || '/') && !isBuiltNoindex(clientDir, pathname);
};

export default defineConfig({
  // Every page is prerendered unless it opts out with `export const prerender = false`;
  // the API server mounts dist/server/entry.mjs's `handler` for those and serves dist/client.
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  site,
  trailingSlash: 'never',
  // /setup is written as dist/client/setup.html: no directory redirect to /setup/.
  build: { format: 'file' },
  integrations: [
    react(),
    // Prerendered pages plus the on-demand forum and blog homes; their topics and posts are
    // listed by /forum/sitemap.xml and /blog/sitemap.xml (robots.txt names all three).
    sitemap({
      customPages: ON_DEMAND_SITEMAP_PATHS.map((path) => new URL(path, site).href),
      filter: isIndexable,
    }),
  ],
});
