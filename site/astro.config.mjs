// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';

/** Pages kept out of search engines (also marked noindex in their <head>). */
const PRIVATE_PATHS = ['/setup', '/login', '/logout', '/user', '/404'];

export default defineConfig({
  // Every page is prerendered unless it opts out with `export const prerender = false`;
  // the API server mounts dist/server/entry.mjs's `handler` for those and serves dist/client.
  output: 'static',
  adapter: node({ mode: 'middleware' }),
  site: process.env.SITE_URL ?? 'http://127.0.0.1:3000',
  trailingSlash: 'never',
  // /setup is written as dist/client/setup.html: no directory redirect to /setup/.
  build: { format: 'file' },
  integrations: [
    react(),
    sitemap({
      filter: (page) => !PRIVATE_PATHS.some((path) => new URL(page).pathname.startsWith(path)),
    }),
  ],
});
