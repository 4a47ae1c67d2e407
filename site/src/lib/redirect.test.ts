import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, loginPathFor, safeRedirectPath } from './redirect';

const BASE = 'https://hexagone.test/login';
/** Where a browser would actually go for this href, seen from the login page. */
const resolvedHost = (href: string) => new URL(href, BASE).host;

describe('safeRedirectPath', () => {
  it.each(['/', '/user', '/pricing', '/user/settings?tab=2#top', '/a//b', '/a\\b'])('keeps the same-site path %j', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
    expect(resolvedHost(path)).toBe('hexagone.test');
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslash after the slash', '/\\evil.example'],
    ['absolute https address', 'https://evil.example/'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['relative path without slash', 'user'],
    ['leading space', ' /user'],
    ['empty string', ''],
  ])('refuses a %s (%j)', (_label, value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });

  it('refuses a missing parameter (null and undefined)', () => {
    expect(safeRedirectPath(null)).toBeUndefined();
    expect(safeRedirectPath(undefined)).toBeUndefined();
  });

  const WHITESPACE_BYPASS = ['/\t/evil.example', '/\n/evil.example', '/\r/evil.example'];

  it.each(WHITESPACE_BYPASS)('(premise) a browser reads %j as another host', (value) => {
    expect(resolvedHost(value)).toBe('evil.example');
  });

  // Browsers strip tab/CR/LF from URLs: ?redirect=/%09/evil.example would become "//evil.example".
  it.each(WHITESPACE_BYPASS)('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeUndefined();
  });
});

describe('destinationAfterLogin', () => {
  it('honours a safe redirect the role may open', () => {
    expect(destinationAfterLogin({ role: 'admin' }, '/pricing')).toBe('/pricing');
    expect(destinationAfterLogin({ role: 'user' }, '/user/settings')).toBe('/user/settings');
    expect(destinationAfterLogin({}, '/contact')).toBe('/contact');
  });

  it.each([
    ['user', '/webmaster/', '/user'],
    ['support', '/webmaster/', '/webmaster/'],
    ['support', '/user/billing', '/webmaster/support/tickets'],
    ['admin', '/user', '/webmaster'],
  ])('sends role %s asking for %s to %s, an area it may open', (role, redirect, destination) => {
    expect(destinationAfterLogin({ role }, redirect)).toBe(destination);
  });

  it.each([
    ['admin', '/webmaster'],
    ['user', '/user'],
    ['support', '/webmaster/support/tickets'],
    ['provider', '/'],
    [undefined, '/'],
  ])('falls back to the home of role %j (%s) when there is no redirect', (role, home) => {
    expect(destinationAfterLogin({ role }, null)).toBe(home);
    expect(destinationAfterLogin({ role }, undefined)).toBe(home);
    expect(destinationAfterLogin({ role }, '')).toBe(home);
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'user'])(
    'falls back to the role home for an unsafe redirect %j',
    (redirect) => {
      expect(destinationAfterLogin({ role: 'admin' }, redirect)).toBe('/webmaster');
      expect(destinationAfterLogin({ role: 'user' }, redirect)).toBe('/user');
      expect(destinationAfterLogin({ role: 'guest' }, redirect)).toBe('/');
    },
  );
});

describe('loginPathFor', () => {
  it('keeps slashes readable', () => {
    expect(loginPathFor('/user')).toBe('/login?redirect=/user');
    expect(loginPathFor('/user/settings')).toBe('/login?redirect=/user/settings');
  });

  it('encodes the characters that would break the query string', () => {
    const path = loginPathFor('/user/search?q=a b&x=1#frag');
    expect(path).toBe('/login?redirect=/user/search%3Fq%3Da%20b%26x%3D1%23frag');
  });

  it.each(['/user', '/webmaster/users?page=2&sort=name', '/docs/été#intro', '/a+b'])(
    'round-trips %j through the redirect parameter into a safe destination',
    (original) => {
      const url = new URL(loginPathFor(original), BASE);
      expect(url.pathname).toBe('/login');
      const redirect = url.searchParams.get('redirect');
      expect(redirect).toBe(original);
      expect(safeRedirectPath(redirect)).toBe(original);
    },
  );
});
