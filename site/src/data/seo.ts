/** Search-engine and link-preview settings shared by every page, the sitemap and robots.txt. */
import { BRAND_NAME, SLOGAN } from './brand';

/**
 * Pages kept out of search engines: marked noindex in their head and left out of the
 * sitemap (a path covers the pages under it). The site map page is for visitors only.
 */
export const NOINDEX_PATHS = ['/setup', '/login', '/logout', '/register', '/user', '/support/ticket', '/sitemap', '/404', '/500'] as const;

/** Areas crawlers have no reason to visit at all (robots.txt). */
export const DISALLOWED_PATHS = ['/setup', '/user', '/webmaster', '/api/'] as const;

/** The link-preview image (site/public/og-image.png, drawn from og-image.svg beside it). */
export const OG_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${BRAND_NAME} — ${SLOGAN}`,
  type: 'image/png',
} as const;

/** Search engines show about this many characters of a description. */
export const SEO_DESCRIPTION_MAX = 160;

/** On-demand pages the sitemap lists beside the prerendered ones. */
export const ON_DEMAND_SITEMAP_PATHS = ['/forum', '/blog', '/legal', '/support', '/support/kb'] as const;

/** The sitemaps of the on-demand content, next to the build's sitemap-index.xml. */
export const CONTENT_SITEMAPS = ['/forum/sitemap.xml', '/blog/sitemap.xml', '/support/kb/sitemap.xml'] as const;
