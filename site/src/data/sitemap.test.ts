import { describe, expect, it } from 'vitest';
import { sitemapGroups } from './sitemap';

const hrefs = (index: number) => sitemapGroups[index].links.map((link) => link.href);

describe('site map groups (spec 1 §2 "SITEMAP")', () => {
  it('lists the main pages', () => {
    expect(hrefs(0)).toEqual(['/', '/features', '/pricing', '/about', '/contact', '/solutions']);
  });

  it('lists the seven product pages', () => {
    expect(hrefs(1)).toHaveLength(7);
    expect(hrefs(1).every((href) => href.startsWith('/products/'))).toBe(true);
    expect(hrefs(1).slice(1)).toEqual([
      '/products/agent-ia',
      '/products/cluster-ai',
      '/products/firewall-ia',
      '/products/hosting-ha',
      '/products/blockchain',
      '/products/saas-platform',
    ]);
  });

  it('lists support and legal pages at their canonical addresses', () => {
    expect(hrefs(2)).toEqual(['/support', '/support/kb', '/api', '/download', '/forum', '/status']);
    expect(hrefs(3)).toEqual(['/legal/terms', '/legal/privacy', '/legal/cgv']);
  });
});
