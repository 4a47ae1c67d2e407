import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap-xml';

describe('sitemapXml', () => {
  it('lists absolute, escaped addresses with their dates', () => {
    const xml = sitemapXml(
      [
        { path: '/forum/topics/installer-l-os', lastModified: '2025-01-02T03:04:05.000Z' },
        { path: '/blog/a&b', lastModified: '2025-02-01T00:00:00.000Z' },
      ],
      'https://hexagone.example',
    );
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://hexagone.example/forum/topics/installer-l-os</loc><lastmod>2025-01-02T03:04:05.000Z</lastmod></url>');
    expect(xml).toContain('<loc>https://hexagone.example/blog/a&amp;b</loc>');
  });

  it('is a valid empty sitemap without content', () => {
    expect(sitemapXml([], 'https://hexagone.example')).toMatch(/<urlset [^>]+><\/urlset>\n$/);
  });
});
