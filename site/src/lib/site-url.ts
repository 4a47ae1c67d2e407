/**
 * The site's public address (canonical URLs, sitemaps, robots.txt). The API server names it
 * to the pages rendered on request (Astro.locals.siteUrl: the Site tab's url once set, else
 * its SITE_URL) and sends the prerendered pages and sitemaps with it in place of the build's
 * (api/src/web/site-origin.ts), so one build serves any address.
 */

/** An address as an origin ("https://hexagone.fr"), or undefined when unset or not an http(s) address. */
export function parseSiteUrl(value: string | undefined): URL | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? new URL(url.origin) : undefined;
  } catch {
    return undefined;
  }
}

/** The public origin for a page being rendered: the one the server names, else `SITE_URL`, else the build's. */
export function siteUrl(built: URL | undefined, named?: string, env: Record<string, string | undefined> = process.env): URL {
  return parseSiteUrl(named) ?? parseSiteUrl(env.SITE_URL) ?? built ?? new URL('http://127.0.0.1:3000');
}
