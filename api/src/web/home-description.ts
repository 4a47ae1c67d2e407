/**
 * The home page is built once (prerendered), but its meta description is the Site tab's
 * description as saved now: the built page is read once, and its description (meta and Open
 * Graph) replaced and the page compressed for each new description only, so a request pays
 * one string comparison, as a built file's does.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { readFile } from 'node:fs/promises';
import { renderedFile, sendBuiltFile, type BuiltFile } from './static-files';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const DESCRIPTION_TAGS = /(<meta (?:name="description"|property="og:description") content=")[^"]*(")/g;

/** The page with `description` in its meta and Open Graph descriptions. */
export const withDescription = (html: string, description: string): string =>
  html.replace(DESCRIPTION_TAGS, (_match, start: string, end: string) => `${start}${escapeAttribute(description)}${end}`);

/** Answers GET / with `indexFile` bearing the saved description; without one, the built file as is (next). */
export function homeDescription(indexFile: string, description: () => Promise<string | undefined>): RequestHandler {
  let built: Promise<string> | undefined;
  let rendered: { description: string; page: BuiltFile } | undefined;
  return async (req: Request, res: Response, next: NextFunction) => {
    const saved = await description().catch(() => undefined);
    if (!saved) return next();
    if (rendered?.description !== saved) {
      built ??= readFile(indexFile, 'utf8');
      const html = await built.catch(() => undefined);
      if (html === undefined) {
        built = undefined;
        return next();
      }
      rendered = { description: saved, page: renderedFile(indexFile, withDescription(html, saved)) };
    }
    sendBuiltFile(req, res, rendered.page, () => res.setHeader('Cache-Control', 'no-cache'));
  };
}
