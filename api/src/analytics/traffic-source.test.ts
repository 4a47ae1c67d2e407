import { describe, expect, it } from 'vitest';
import { trafficSource } from './traffic-source';
import { readUserAgent } from './user-agent';

const SITE = 'hexagone.fr';

describe('trafficSource', () => {
  it.each([
    [undefined, undefined, 'direct'],
    ['', undefined, 'direct'],
    ['https://www.hexagone.fr/pricing', undefined, 'direct'],
    ['https://www.google.fr/', undefined, 'organic'],
    ['https://duckduckgo.com/?q=hexagone', undefined, 'organic'],
    ['https://www.qwant.com/', undefined, 'organic'],
    ['https://mail.google.com/mail/u/0/', undefined, 'email'],
    ['https://t.co/abc', undefined, 'social'],
    ['https://fr.linkedin.com/feed', undefined, 'social'],
    ['https://blog.exemple.fr/article', undefined, 'referral'],
    ['https://www.google.fr/', 'cpc', 'paid'],
    [undefined, 'Newsletter', 'email'],
    ['https://blog.exemple.fr/', 'social', 'social'],
    ['https://blog.exemple.fr/', 'inconnu', 'referral'],
    ['pas une adresse', undefined, 'direct'],
  ] as const)('%s with utm_medium %s is %s', (referrer, medium, expected) => {
    expect(trafficSource(referrer, medium, SITE)).toBe(expected);
  });
});

describe('readUserAgent', () => {
  it('tells desktop, mobile and tablet, and the browser', () => {
    expect(readUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toEqual({
      device: 'desktop',
      browser: 'Chrome',
      bot: false,
    });
    expect(readUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toMatchObject({
      device: 'mobile',
      browser: 'Safari',
    });
    expect(readUserAgent('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toMatchObject({
      device: 'tablet',
    });
    expect(readUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toMatchObject({ device: 'desktop', browser: 'Firefox' });
  });

  it("answers 'Inconnu' for an empty agent and tells robots", () => {
    expect(readUserAgent('')).toEqual({ device: 'desktop', browser: 'Inconnu', bot: false });
    expect(readUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)').bot).toBe(true);
  });
});
