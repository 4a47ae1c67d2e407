import type { ContentSitemapEntry } from '@hexagone/schemas';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** A sitemap (sitemaps.org protocol) of on-demand pages, with absolute addresses on the site's origin. */
export function sitemapXml(entries: readonly ContentSitemapEntry[], site: URL | string): string {
  const urls = entries.map(
    ({ path, lastModified }) =>
      `<url><loc>${escapeXml(new URL(path, site).href)}</loc><lastmod>${escapeXml(lastModified)}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

export const sitemapResponse = (xml: string) =>
  new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-cache' } });
