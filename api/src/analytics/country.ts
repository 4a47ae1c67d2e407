/**
 * The visitor's country from an offline database shipped as a package (CC0, regional
 * registries' allocations): no network call. The address is truncated before the lookup
 * (IPv4 to its /24, IPv6 to its /48), is never stored, and the answer is a country or 'ZZ'.
 */
import { readFileSync } from 'node:fs';
import { isIPv4, isIPv6 } from 'node:net';
import { Reader, type Response } from 'maxmind';
import { UNKNOWN_COUNTRY, UNKNOWN_LABEL } from '@hexagone/schemas';

/** The package's records: not MaxMind's layout, only a code. */
interface CountryRecord {
  country_code?: string;
}

let reader: Reader<Response> | undefined;
function database(): Reader<Response> {
  reader ??= new Reader<Response>(readFileSync(require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/geo-whois-asn-country.mmdb')));
  return reader;
}

/** The network part kept for the lookup: the rest of the address could tell one household. */
export function truncateAddress(ip: string): string | undefined {
  const address = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(address)) return address.replace(/\.\d+$/, '.0');
  if (isIPv6(address)) {
    const [head] = address.split('::');
    const groups = address.includes('::') ? head.split(':').filter(Boolean) : address.split(':');
    return `${[...groups, '0', '0', '0'].slice(0, 3).join(':')}::`;
  }
  return undefined;
}

export function countryOf(ip: string | undefined): string {
  const network = ip && truncateAddress(ip);
  if (!network) return UNKNOWN_COUNTRY;
  const code = (database().get(network) as CountryRecord | null)?.country_code;
  return code && /^[A-Z]{2}$/.test(code) ? code : UNKNOWN_COUNTRY;
}

const names = new Intl.DisplayNames(['fr'], { type: 'region' });

/** 'FR' → 'France'; the unknown country → 'Inconnu'. */
export function countryName(code: string): string {
  if (code === UNKNOWN_COUNTRY) return UNKNOWN_LABEL;
  try {
    return names.of(code) ?? UNKNOWN_LABEL;
  } catch {
    return UNKNOWN_LABEL;
  }
}
