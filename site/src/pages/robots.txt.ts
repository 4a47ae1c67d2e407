import type { APIRoute } from 'astro';
import { CONTENT_SITEMAPS, DISALLOWED_PATHS } from '../data/seo';
import { siteUrl } from '../lib/site-url';

/** Rendered on request: the sitemaps' addresses follow the public address the server names. */
export const prerender = false;

/** Private areas stay out of crawlers' way; the sitemaps list every public page and the forum and blog content. */
export const GET: APIRoute = ({ site, locals }) =>
  new Response(
    [
      'User-agent: *',
      'Allow: /',
      ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      ...['/sitemap-index.xml', ...CONTENT_SITEMAPS].map((path) => `Sitemap: ${new URL(path, siteUrl(site, locals.siteUrl))}`),
      '',
    ].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
