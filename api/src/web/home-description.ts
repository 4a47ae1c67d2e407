/**
 * The home page is built once (prerendered), but its meta description is the Site tab's
 * description as saved now: the built page is read once, and its description (meta and Open
 * Graph) replaced and the page compressed for each new description (or public origin,
 * site-origin.ts) only, so a request pays one string comparison, as a built file's does.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { renderedFile, sendBuiltFile, type BuiltFile } from './static-files';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const DESCRIPTION_TAGS = /(<meta (?:name="description"|property="og:description") content=")[^"]*(")/g;

/** The page with `description` in its meta and Open Graph descriptions. */
export const withDescription = (html: string, description: string): string =>
  html.replace(DESCRIPTION_TAGS, (_match, start: string, end: string) => `${start}${escapeAttribute(description)}${end}`);

/**
 * Answers GET / with `indexFile` bearing the saved description; without one, the built file as is (next).
 * `read` gives the built page (the same string while it stays the same).
 */
export function homeDescription(indexFile: string, description: () => Promise<string | undefined>, read: (file: string) => Promise<string>): RequestHandler {
  let rendered: { description: string; page: string; file: BuiltFile } | undefined;
  return async (req: Request, res: Response, next: NextFunction) => {
    const saved = await description().catch(() => undefined);
    if (!saved) return next();
    const page = await read(indexFile).catch(() => undefined);
    if (page === undefined) return next();
    if (rendered?.description !== saved || rendered.page !== page) {
      rendered = { description: saved, page, file: renderedFile(indexFile, withDescription(page, saved)) };
    }
    sendBuiltFile(req, res, rendered.file, () => res.setHeader('Cache-Control', 'no-cache'));
  };
}
