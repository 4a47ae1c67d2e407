/**
 * Serves the built public site and back-office from the API's process, so one port
 * answers everything. While setup is required every page leads to /setup; afterwards
 * /setup leads to /.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MAINTENANCE_NOTICE_COOKIE, siteRedirectFor, type PublicContent } from '@hexagone/schemas';
import { cookieOf } from '../auth/staff-cookie';
import type { SetupService } from '../setup/setup.service';
import { COUNTDOWN_SCRIPT, MAINTENANCE_COUNTDOWN_SCRIPT_PATH } from '../settings/maintenance-page';
import type { MaintenanceService } from '../settings/maintenance.service';
import { UPLOADS_PATH } from '../uploads/uploads-dir';
import { uploadsStatic } from '../uploads/uploads-static';
import { homeDescription } from './home-description';
import { siteOrigin } from './site-origin';
import { staticFiles } from './static-files';
import { PLANNED_UNAVAILABILITY } from '../monitoring/http-metrics';

interface WebOptions {
  siteDist: string;
  adminDist: string;
  setup: SetupService;
  /** Handed to the site's on-demand pages as Astro.locals.content (forum, blog). */
  content: PublicContent;
  /** Maintenance mode: the 503 a public page gets while it is on. */
  maintenance?: Pick<MaintenanceService, 'answerFor'>;
  /** The favicon saved in the Site tab (an /uploads/ address), which the site's icon addresses then lead to. */
  favicon?: () => Promise<string | undefined>;
  /** The description saved in the Site tab, which the home page's meta description then bears. */
  description?: () => Promise<string | undefined>;
  /** The public address (the Site tab's url once set, else SITE_URL), which canonical links and sitemaps then name. */
  publicUrl?: () => Promise<string | undefined>;
}

/** Where the pages and browsers look for the site's icon. */
const FAVICON_PATHS = ['/favicon.svg', '/favicon.ico'];

/** The Node adapter's middleware-mode handler: a fourth argument becomes Astro.locals. */
type AstroHandler = (req: Request, res: Response, next: NextFunction, locals: { content: PublicContent; siteUrl?: string }) => Promise<void>;

/** A browser navigation to a page, as opposed to an asset or an API call. */
const isPageRequest = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(req.path) && !req.path.startsWith('/api/');

/**
 * Any HTML document: a page by its address, or by its file's own name (`/index.html`,
 * `/legal/cgv.html` serve the same page), which the gates (setup, maintenance) must not miss.
 */
const isDocumentRequest = (req: Request) =>
  isPageRequest(req) || ((req.method === 'GET' || req.method === 'HEAD') && /\.html?$/i.test(req.path) && !req.path.startsWith('/api/'));

/** Files under _astro/ (site) and assets/ (back-office) carry a content hash in their name. */
const HASHED_ASSET_FILE = /[\\/](_astro|assets)[\\/]/;

function setCacheHeaders(res: Response, filePath: string) {
  res.setHeader('Cache-Control', HASHED_ASSET_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export async function createWebHandler({ siteDist, adminDist, setup, content, maintenance, favicon, description, publicUrl = async () => undefined }: WebOptions): Promise<RequestHandler> {
  const router = express.Router();
  const siteClient = join(siteDist, 'client');

  // The site's moved and not-yet-open addresses (schemas/src/site-redirects.ts) answer a real 301/302.
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const redirect = siteRedirectFor(req.path, new URL(req.originalUrl, 'http://localhost').search);
    if (!redirect) return next();
    res.redirect(redirect.status, redirect.location);
  });

  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (!isDocumentRequest(req)) return next();
    const required = await setup.isRequired().catch(() => false);
    if (required && req.path !== '/setup') return res.redirect(302, '/setup');
    if (!required && req.path === '/setup') return res.redirect(302, '/');
    next();
  });

  router.get(FAVICON_PATHS, async (_req: Request, res: Response, next: NextFunction) => {
    const saved = await favicon?.().catch(() => undefined);
    if (!saved) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.redirect(302, saved);
  });
  router.get(MAINTENANCE_COUNTDOWN_SCRIPT_PATH, (_req, res) => {
    res.type('text/javascript').setHeader('Cache-Control', 'no-cache');
    res.send(COUNTDOWN_SCRIPT);
  });
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (!maintenance || !isDocumentRequest(req)) return next();
    const answer = await maintenance.answerFor(req).catch(() => undefined);
    if (answer?.state === 'let-through') res.cookie(MAINTENANCE_NOTICE_COOKIE, 'on', { path: '/', sameSite: 'lax', secure: req.secure });
    else if (answer?.state === 'off' && cookieOf(req, MAINTENANCE_NOTICE_COOKIE)) res.clearCookie(MAINTENANCE_NOTICE_COOKIE, { path: '/' });
    if (answer?.state !== 'closed') return next();
    res.locals[PLANNED_UNAVAILABILITY] = true;
    res.status(503).setHeader('Retry-After', String(answer.retryAfter));
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(answer.html);
  });

  router.use(UPLOADS_PATH, uploadsStatic());
  const adminFiles = staticFiles(adminDist, { htmlPages: false, setHeaders: setCacheHeaders });
  const adminApp = adminFiles.send('/index.html');
  router.use('/webmaster', adminFiles.handler);
  router.get(/^\/webmaster(\/.*)?$/, (req, res, next) => (isPageRequest(req) ? adminApp(req, res, next) : next()));

  const origin = siteOrigin(siteClient, publicUrl);
  if (description) router.get(['/', '/index.html'], homeDescription(join(siteClient, 'index.html'), description, origin.read));
  router.use(origin.handler);
  const siteFiles = staticFiles(siteClient, { htmlPages: true, setHeaders: setCacheHeaders });
  router.use(siteFiles.handler);

  const ssrEntry = join(siteDist, 'server', 'entry.mjs');
  if (existsSync(ssrEntry)) {
    const { handler } = (await import(pathToFileURL(ssrEntry).href)) as { handler: AstroHandler };
    router.use(async (req: Request, res: Response, next: NextFunction) => handler(req, res, next, { content, siteUrl: await publicUrl().catch(() => undefined) }));
  }

  const notFoundPage = siteFiles.send('/404.html');
  router.use((req: Request, res: Response) => {
    res.status(404);
    notFoundPage(req, res, () => res.type('text/plain').send('Page introuvable'));
  });

  // A browser opening /api itself gets the site's API documentation page; everything under /api/ is the API.
  const isApiCall = (req: Request) => req.path.startsWith('/api/') || (req.path === '/api' && !isPageRequest(req));
  return (req, res, next) => (isApiCall(req) ? next() : router(req, res, next));
}
