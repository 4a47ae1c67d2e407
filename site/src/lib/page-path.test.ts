import { describe, expect, it } from 'vitest';
import { pagePath } from './page-path';

const at = (path: string) => pagePath(new URL(path, 'https://hexagone.test'));

describe('pagePath', () => {
  it.each([
    ['/pricing.html', '/pricing'],
    ['/user/index.html', '/user'],
    ['/webmaster/settings/index.html', '/webmaster/settings'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/index', '/'],
    ['/pricing', '/pricing'],
    ['/docs/api.html', '/docs/api'],
  ])('%s is shown as %s', (rendered, publicPath) => {
    expect(at(rendered)).toBe(publicPath);
  });

  it('ignores the query string and the fragment', () => {
    expect(at('/pricing.html?billing=yearly#plans')).toBe('/pricing');
  });

  it('only strips a whole "index" segment and a final ".html"', () => {
    expect(at('/blog/myindex.html')).toBe('/blog/myindex');
    expect(at('/index-page.html')).toBe('/index-page');
    expect(at('/a.html/b')).toBe('/a.html/b');
    expect(at('/index/about.html')).toBe('/index/about');
  });
});
