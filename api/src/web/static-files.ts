/**
 * Serves a built folder with the brotli or gzip file made at build time
 * (scripts/precompress.mjs) when the browser accepts it, the plain file otherwise, with
 * `Vary: Accept-Encoding` either way: no request pays for compression.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface StaticFilesOptions {
  /** Answers /pricing with pricing.html, as express.static's `extensions: ['html']` does. */
  htmlPages: boolean;
  setHeaders: (res: Response, filePath: string) => void;
}

export function staticFiles(root: string, { htmlPages, setHeaders }: StaticFilesOptions): RequestHandler {
  const serve = expressStaticGzip(root, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    index: htmlPages ? 'index.html' : false,
    serveStatic: { index: false, redirect: false, setHeaders: setHeaders as (res: unknown, path: string) => void },
  }) as unknown as RequestHandler;
  const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

  return (req: Request, res: Response, next: NextFunction) => {
    const original = req.url;
    // The compressed variant is looked up by the file's own path, so a page's address is
    // turned into its .html file first (a page that is also a folder included).
    if (htmlPages && !/\.[a-z0-9]+$/i.test(req.path) && !req.path.endsWith('/')) {
      let page: string | undefined;
      try {
        page = `${decodeURIComponent(req.path)}.html`;
      } catch {
        return next();
      }
      if (isFile(join(root, page))) req.url = `${req.path}.html${original.slice(req.path.length)}`;
    }
    serve(req, res, (error?: unknown) => {
      req.url = original;
      next(error);
    });
  };
}

/** Sends `file` (inside `root`) as staticFiles would: its precompressed variant when accepted. */
export function sendStaticFile(handler: RequestHandler, file: string): RequestHandler {
  return (req, res, next) => {
    const original = req.url;
    req.url = file;
    handler(req, res, (error?: unknown) => {
      req.url = original;
      next(error);
    });
  };
}
