/**
 * Simulated visitors of the public site for the audience measurement: each an address (read
 * by the server from the loopback proxy's X-Forwarded-For, with TRUST_PROXY=loopback) and a
 * browser, sending the beacon as navigator.sendBeacon does (JSON as text/plain).
 */
import type { TestServer } from './server';

export const USER_AGENTS = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
} as const;

export interface SimulatedVisitor {
  ip: string;
  ua: string;
}

/** POSTs `body` to `path` as the visitor's browser; resolves to the status. */
export async function postAs(server: TestServer, visitor: SimulatedVisitor, path: string, body: unknown, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(server.url(path), {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': visitor.ip, 'user-agent': visitor.ua, ...headers },
    body: JSON.stringify(body),
  });
  return response.status;
}

export const beaconAs = (server: TestServer, visitor: SimulatedVisitor, body: Record<string, unknown>, headers?: Record<string, string>) =>
  postAs(server, visitor, '/api/analytics/collect', body, headers);
