import { describe, expect, it } from 'vitest';
import { parseSiteUrl, siteUrl } from './site-url';

const BUILT = new URL('http://127.0.0.1:3000');

describe('the public address', () => {
  it('is the one the server names (the Site tab’s url), reduced to its origin, before SITE_URL', () => {
    expect(siteUrl(BUILT, 'https://cloud.exemple.fr/chemin', { SITE_URL: 'https://hexagone.fr' }).href).toBe('https://cloud.exemple.fr/');
    expect(siteUrl(BUILT, 'pas une adresse', { SITE_URL: 'https://hexagone.fr' }).href).toBe('https://hexagone.fr/');
  });

  it('is the running server’s SITE_URL, reduced to its origin', () => {
    expect(siteUrl(BUILT, undefined, { SITE_URL: 'https://hexagone.fr/' }).href).toBe('https://hexagone.fr/');
    expect(siteUrl(BUILT, undefined, { SITE_URL: 'https://www.hexagone.fr:8443/chemin' }).href).toBe('https://www.hexagone.fr:8443/');
  });

  it('falls back to the build’s address when SITE_URL is unset or not an http(s) address', () => {
    expect(siteUrl(BUILT, undefined, {}).href).toBe('http://127.0.0.1:3000/');
    expect(siteUrl(BUILT, undefined, { SITE_URL: 'ftp://hexagone.fr' }).href).toBe('http://127.0.0.1:3000/');
    expect(siteUrl(BUILT, undefined, { SITE_URL: 'pas une adresse' }).href).toBe('http://127.0.0.1:3000/');
    expect(parseSiteUrl('  ')).toBeUndefined();
  });
});
