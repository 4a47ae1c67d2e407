/**
 * Addresses of the public site answered by a redirect from the server (spec 1 §2): the legal
 * pages also linked without their /legal prefix, /docs (the API page), and registration, not open yet. Shared by
 * the server, which sends the redirect, and the site, which links the destinations.
 */
export interface SiteRedirect {
  from: string;
  to: string;
  /** 301: the address moved for good; 302: for now only. */
  status: 301 | 302;
}

export const SITE_REDIRECTS: readonly SiteRedirect[] = [
  { from: '/privacy', to: '/legal/privacy', status: 301 },
  { from: '/terms', to: '/legal/terms', status: 301 },
  { from: '/cgv', to: '/legal/cgv', status: 301 },
  { from: '/register', to: '/work-in-progress', status: 302 },
  // The API documentation is the /api page; /docs is only its other name.
  { from: '/docs', to: '/api', status: 301 },
];

/**
 * The redirect for a requested path and query string, or undefined. The query string is
 * kept; a trailing slash or a `.html` suffix names the same page.
 */
export function siteRedirectFor(path: string, search = ''): { location: string; status: 301 | 302 } | undefined {
  const page = path.replace(/\.html$/, '').replace(/(.)\/+$/, '$1');
  const redirect = SITE_REDIRECTS.find((entry) => entry.from === page);
  return redirect && { location: `${redirect.to}${search}`, status: redirect.status };
}
