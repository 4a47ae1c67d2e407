/**
 * The site's public address (canonical URLs, sitemaps, robots.txt). Pages rendered on request
 * read `SITE_URL` from the environment of the running server, so one build serves any
 * address; prerendered pages and sitemap-index.xml carry the `SITE_URL` the build was made
 * with (astro.config.mjs `site`). When the two differ, the server says so once: the static
 * pages must then be rebuilt with the deployment's `SITE_URL`.
 */

/** `SITE_URL` as an origin ("https://hexagone.fr"), or undefined when unset or not an http(s) address. */
export function parseSiteUrl(value: string | undefined): URL | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? new URL(url.origin) : undefined;
  } catch {
    return undefined;
  }
}

let warned = false;

/** The public origin for a page being rendered: the running server's `SITE_URL`, else the build's. */
export function siteUrl(built: URL | undefined, env: Record<string, string | undefined> = process.env): URL {
  const runtime = parseSiteUrl(env.SITE_URL);
  if (runtime && built && runtime.origin !== built.origin && !warned && import.meta.env.SSR && !import.meta.env.DEV) {
    warned = true;
    console.warn(
      `SITE_URL vaut ${runtime.origin} mais les pages statiques ont été construites pour ${built.origin} : relancez « SITE_URL=${runtime.origin} npm run build ».`,
    );
  }
  return runtime ?? built ?? new URL('http://127.0.0.1:3000');
}
