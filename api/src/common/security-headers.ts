/**
 * The security headers of every answer: a Content-Security-Policy per part of the product
 * (the API answers only JSON, the back-office is a bundle of files, the public site has a
 * few inline scripts allowed by their hash), a Permissions-Policy, and HSTS only when the
 * product is served over HTTPS.
 */
import helmet from 'helmet';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

type Directives = Record<string, string[]>;

const COMMON: Directives = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // MUI and Astro set style attributes and <style> elements at run time; styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
};

/** JSON answers load nothing and are framed by nobody. */
export const API_POLICY: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'none'"],
};

/** The OpenAPI page (Swagger UI) loads its own files. */
export const DOCS_POLICY: Directives = { ...COMMON, 'script-src': ["'self'"] };

export const ADMIN_POLICY: Directives = { ...COMMON, 'script-src': ["'self'"] };

export const sitePolicy = (scriptHashes: readonly string[]): Directives => ({
  ...COMMON,
  'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
});

/** Features no page of the product uses, switched off for every page and every frame. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Which policy a path gets. */
export function policyFor(path: string, site: Directives): Directives {
  if (path === '/api/docs' || path.startsWith('/api/docs/')) return DOCS_POLICY;
  if (path.startsWith('/api/')) return API_POLICY;
  if (path === '/webmaster' || path.startsWith('/webmaster/')) return ADMIN_POLICY;
  return site;
}

export interface SecurityHeaderOptions {
  /** Hashes ('sha256-…') of the site's inline scripts. */
  siteScriptHashes: readonly string[];
  hsts: boolean;
}

export function securityHeaders({ siteScriptHashes, hsts }: SecurityHeaderOptions): RequestHandler[] {
  const site = sitePolicy(siteScriptHashes);
  const policies = new Map([API_POLICY, DOCS_POLICY, ADMIN_POLICY, site].map((p) => [p, serializePolicy(p)]));
  return [
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
      strictTransportSecurity: hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    }),
    (req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Content-Security-Policy', policies.get(policyFor(req.path, site))!);
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}
