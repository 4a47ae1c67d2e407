import type { APIRoute } from 'astro';
import { siteUrl } from '../../../lib/site-url';
import { sitemapResponse, sitemapXml } from '../../../lib/sitemap-xml';

export const prerender = false;

/** The published articles of the knowledge base, for search engines (named in robots.txt). */
export const GET: APIRoute = async ({ locals, site }) => sitemapResponse(sitemapXml(await locals.content.kbSitemap(), siteUrl(site, locals.siteUrl)));
