/** What the measurement reads of a request: never stored as such (see analytics-event.ts). */
import type { Request } from 'express';

export interface VisitorRequest {
  /** The client's address as Express reads it: X-Forwarded-For only from the proxies TRUST_PROXY names. */
  ip: string;
  userAgent: string;
  /** The site's host name, one of the hash's ingredients: without port or 'www.', so every server process behind one address agrees. */
  site: string;
  /** Do-Not-Track or Global Privacy Control: the visitor asked not to be measured. */
  optedOut: boolean;
}

export function visitorRequest(req: Request): VisitorRequest {
  return {
    ip: req.ip ?? '',
    userAgent: String(req.headers['user-agent'] ?? '').slice(0, 500),
    site: (req.hostname ?? '').toLowerCase().replace(/^www\./, ''),
    optedOut: req.headers.dnt === '1' || req.headers['sec-gpc'] === '1',
  };
}
