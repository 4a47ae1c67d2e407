import { describe, expect, it } from 'vitest';
import { SITE_REDIRECTS, siteRedirectFor } from './site-redirects';

describe('site redirects', () => {
  it.each([
    ['/privacy', '/legal/privacy'],
    ['/terms', '/legal/terms'],
    ['/cgv', '/legal/cgv'],
  ])('sends %s to %s for good', (from, to) => {
    expect(siteRedirectFor(from)).toEqual({ location: to, status: 301 });
  });

  it('sends /register to the work-in-progress page for now', () => {
    expect(siteRedirectFor('/register')).toEqual({ location: '/work-in-progress', status: 302 });
  });

  it('keeps the query string', () => {
    expect(siteRedirectFor('/terms', '?ref=footer')).toEqual({ location: '/legal/terms?ref=footer', status: 301 });
  });

  it('reads a trailing slash and a .html suffix as the same page', () => {
    expect(siteRedirectFor('/cgv/')?.location).toBe('/legal/cgv');
    expect(siteRedirectFor('/privacy.html')?.location).toBe('/legal/privacy');
  });

  it.each(['/', '/legal/terms', '/termsx', '/user/terms', '/TERMS'])('leaves %s alone', (path) => {
    expect(siteRedirectFor(path)).toBeUndefined();
  });

  it('never redirects to a redirected address', () => {
    for (const redirect of SITE_REDIRECTS) expect(siteRedirectFor(redirect.to), redirect.to).toBeUndefined();
  });
});
