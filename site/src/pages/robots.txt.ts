import type { APIRoute } from 'astro';

/** Private and one-off pages stay out of search engines; the sitemap lists the rest. */
const DISALLOWED = ['/setup', '/login', '/logout', '/user', '/webmaster', '/api/'];

export const GET: APIRoute = ({ site }) =>
  new Response(
    ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${new URL('/sitemap-index.xml', site)}`, ''].join('\n'),
    { headers: { 'Content-Type': 'text/plain; charset=utf-8' } },
  );
