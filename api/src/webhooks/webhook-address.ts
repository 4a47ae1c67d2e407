/**
 * The SSRF guard of webhooks: an address is reached only if every address its name resolves
 * to is a public unicast one (never loopback, private, link-local, CGNAT, metadata, multicast,
 * reserved, nor their IPv4-mapped or numeric spellings such as `0x7f.1`, which the URL parser
 * already writes as 127.0.0.1). It is checked when a webhook is saved and again at each delivery,
 * and the delivery connects to the very address checked (no second resolution: a name that
 * changes its answer between the check and the connection, DNS rebinding, gains nothing).
 * Loopback is allowed only by the explicit unsafe setting WEBHOOKS_ALLOW_LOOPBACK_UNSAFE=on.
 */
import { lookup } from 'node:dns/promises';
import * as ipaddr from 'ipaddr.js';
import { WEBHOOK_MESSAGES } from '@hexagone/schemas';

export interface CheckedAddress {
  url: URL;
  /** The address to connect to, and its family. */
  address: string;
  family: 4 | 6;
}

export class UnsafeAddressError extends Error {}

const PROTOCOLS = new Set(['http:', 'https:']);

/** Whether an IP address may be reached (loopback only when `allowLoopback`). */
export function isReachable(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const resolveAll: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/** The URL's address, once every address of its name is found reachable (UnsafeAddressError otherwise). */
export async function checkAddress(text: string, allowLoopback: boolean, resolve: Resolver = resolveAll): Promise<CheckedAddress> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UnsafeAddressError(WEBHOOK_MESSAGES.unsafeUrl);
  }
  if (!PROTOCOLS.has(url.protocol) || url.username || url.password) throw new UnsafeAddressError(WEBHOOK_MESSAGES.unsafeUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let found: { address: string; family: number }[];
  if (ipaddr.isValid(host)) found = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  else {
    try {
      found = await resolve(host);
    } catch {
      throw new UnsafeAddressError(WEBHOOK_MESSAGES.unresolvable);
    }
  }
  if (!found.length) throw new UnsafeAddressError(WEBHOOK_MESSAGES.unresolvable);
  if (!found.every((entry) => isReachable(entry.address, allowLoopback))) throw new UnsafeAddressError(WEBHOOK_MESSAGES.unsafeUrl);
  return { url, address: found[0].address, family: found[0].family === 6 ? 6 : 4 };
}
