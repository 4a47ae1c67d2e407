import { describe, expect, it } from 'vitest';
import { NOINDEX_PATHS, OG_IMAGE } from '../data/seo';
import { isNoindexPath } from './seo';

describe('isNoindexPath', () => {
  it.each(['/setup', '/login', '/logout', '/register', '/user', '/user/billing', '/support/ticket', '/sitemap', '/404'])('keeps %s out of search engines', (path) => {
    expect(isNoindexPath(path)).toBe(true);
  });

  it.each(['/', '/pricing', '/users-guide', '/sitemap-index.xml', '/forum', '/blog/mon-article', '/work-in-progress'])('lets %s be indexed', (path) => {
    expect(isNoindexPath(path)).toBe(false);
  });

  it('names absolute paths without a trailing slash', () => {
    for (const path of NOINDEX_PATHS) expect(path).toMatch(/^(\/[a-z0-9-]+)+$/);
  });
});

describe('OG_IMAGE', () => {
  it('is the 1200×630 PNG link previews expect', () => {
    expect(OG_IMAGE).toMatchObject({ path: '/og-image.png', width: 1200, height: 630, type: 'image/png' });
  });
});
