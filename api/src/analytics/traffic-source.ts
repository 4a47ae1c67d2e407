/**
 * Where a visit comes from (spec 3 §2 sources), told from the referrer and the campaign tags
 * of the landing address: a tagged campaign's medium wins, then the referrer's kind. The
 * lists are data: a new search engine or network is one line.
 */
import type { TrafficSource } from '@hexagone/schemas';

/** utm_medium values, lower-cased, by source (the conventions of the common analytics tools). */
const MEDIUMS: Readonly<Record<string, TrafficSource>> = {
  cpc: 'paid', ppc: 'paid', paid: 'paid', paidsearch: 'paid', 'paid-search': 'paid', 'paid_social': 'paid', display: 'paid', cpm: 'paid', banner: 'paid', retargeting: 'paid',
  email: 'email', 'e-mail': 'email', mail: 'email', newsletter: 'email',
  social: 'social', 'social-network': 'social', 'social-media': 'social', sm: 'social',
  organic: 'organic', seo: 'organic',
  referral: 'referral',
};

/** Referrer hosts by source: a host matches a listed domain or any of its subdomains. */
const REFERRER_DOMAINS: ReadonlyArray<{ source: TrafficSource; domains: readonly string[] }> = [
  // Webmail before search: mail.google.com is not a Google search.
  { source: 'email', domains: ['mail.google.com', 'outlook.live.com', 'outlook.office.com', 'mail.yahoo.com', 'webmail.orange.fr', 'mail.proton.me', 'mail.free.fr', 'laposte.net'] },
  { source: 'organic', domains: ['google.com', 'google.fr', 'google.be', 'google.ch', 'google.ca', 'bing.com', 'duckduckgo.com', 'qwant.com', 'ecosia.org', 'search.yahoo.com', 'yahoo.com', 'yandex.ru', 'yandex.com', 'baidu.com', 'startpage.com', 'search.brave.com', 'lilo.org'] },
  { source: 'social', domains: ['facebook.com', 'fb.com', 'instagram.com', 't.co', 'twitter.com', 'x.com', 'linkedin.com', 'lnkd.in', 'youtube.com', 'reddit.com', 'mastodon.social', 'pinterest.com', 'tiktok.com', 'bsky.app', 'threads.net', 'news.ycombinator.com'] },
];

const hostMatches = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The referrer's host without 'www.', or undefined when there is none or it is not an address. */
export function referrerHost(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined;
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host ? host.replace(/^www\./, '') : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `siteHost`: the site's own host; a referrer from it is a move within the site, so the visit
 * counts as direct (its own source was told on its first page).
 */
export function trafficSource(referrer: string | undefined, utmMedium: string | undefined, siteHost: string): TrafficSource {
  const medium = utmMedium?.trim().toLowerCase();
  if (medium && MEDIUMS[medium]) return MEDIUMS[medium];
  const host = referrerHost(referrer);
  if (!host || host === siteHost.toLowerCase().replace(/^www\./, '')) return 'direct';
  return REFERRER_DOMAINS.find(({ domains }) => domains.some((domain) => hostMatches(host, domain)))?.source ?? 'referral';
}
