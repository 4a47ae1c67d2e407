/**
 * Serves the built public site and back-office from the API's process, so one port
 * answers everything. While setup is required every page leads to /setup; afterwards
 * /setup leads to /.
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SetupService } from '../setup/setup.service';

interface WebOptions {
  siteDist: string;
  adminDist: string;
  setup: SetupService;
}

/** A browser navigation to a page, as opposed to an asset or an API call. */
const isPageRequest = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(req.path) && !req.path.startsWith('/api/');

/** Files under _astro/ (site) and assets/ (back-office) carry a content hash in their name. */
const HASHED_ASSET_FILE = /[\\/](_astro|assets)[\\/]/;

function setCacheHeaders(res: Response, filePath: string) {
  res.setHeader('Cache-Control', HASHED_ASSET_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export async function createWebHandler({ siteDist, adminDist, setup }: WebOptions): Promise<RequestHandler> {
  const router = express.Router();
  const siteClient = join(siteDist, 'client');
  const adminIndex = join(adminDist, 'index.html');
  const notFoundPage = join(siteClient, '404.html');

  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (!isPageRequest(req)) return next();
    const required = await setup.isRequired().catch(() => false);
    if (required && req.path !== '/setup') return res.redirect(302, '/setup');
    if (!required && req.path === '/setup') return res.redirect(302, '/');
    next();
  });

  router.use('/webmaster', express.static(adminDist, { index: false, setHeaders: setCacheHeaders }));
  router.get(/^\/webmaster(\/.*)?$/, (req, res, next) => {
    if (!isPageRequest(req) || !existsSync(adminIndex)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(adminIndex);
  });

  router.use(express.static(siteClient, { extensions: ['html'], redirect: false, setHeaders: setCacheHeaders }));

  const ssrEntry = join(siteDist, 'server', 'entry.mjs');
  if (existsSync(ssrEntry)) {
    const { handler } = (await import(pathToFileURL(ssrEntry).href)) as { handler: RequestHandler };
    router.use(handler);
  }

  router.use((_req: Request, res: Response) => {
    res.status(404);
    if (existsSync(notFoundPage)) res.sendFile(notFoundPage);
    else res.type('text/plain').send('Page introuvable');
  });

  return (req, res, next) => (req.path === '/api' || req.path.startsWith('/api/') ? next() : router(req, res, next));
}
