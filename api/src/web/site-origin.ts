/**
 * The prerendered pages, the sitemaps and the status feed are built with one origin (the
 * SITE_URL of the build: canonical and og:url links, sitemap <loc>s), but the public address
 * is the Site tab's url once set, else the running server's SITE_URL. When it differs from the
 * built one, those files are sent with it in place of the built origin: each file is rewritten
 * once per address and kept, so a request pays one comparison while the two agree, a Map
 * lookup afterwards. The rewritten text is compressed once too (static-files.ts renderedFile):
 * the built .br and .gz files, which bear the built origin, are left to the static files when they agree.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { builtAddresses, renderedFile, sendBuiltFile, type BuiltFile } from './static-files';

/** An http(s) address reduced to its origin ("https://hexagone.fr"), as the site reads SITE_URL; else undefined. */
export function originOf(address: string | undefined): string | undefined {
  try {
    const url = new URL(address?.trim() ?? '');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** The origin the site was built with: that of the sitemap index's first address. */
export function builtOriginOf(siteClient: string): string | undefined {
  const index = join(siteClient, 'sitemap-index.xml');
  if (!existsSync(index)) return undefined;
  return originOf(/<loc>([^<]+)<\/loc>/.exec(readFileSync(index, 'utf8'))?.[1]);
}

/** `text` with every address under `from` moved under `to` (origins, without a trailing slash). */
export const withOrigin = (text: string, from: string, to: string): string => text.replaceAll(`${from}/`, `${to}/`);

/** What bears the origin: the pages, the sitemaps and the feeds. */
const REWRITTEN = new Set(['.html', '.xml']);

/**
 * The addresses of the built files that bear the origin, each to its file: a page by its
 * address (/pricing, /legal/terms, / for index.html) and its file's name, a sitemap or a feed
 * by its file's name. Listed once, so that a request pays a Map lookup.
 */
export function builtFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [address, file] of builtAddresses(root)) {
    if (!REWRITTEN.has(extname(address))) continue;
    files.set(address, file);
    if (address.endsWith('.html')) files.set(address === '/index.html' ? '/' : address.slice(0, -'.html'.length), file);
  }
  return files;
}

/** The key of a request's path in builtFiles (decoded, without a trailing slash). */
function addressOf(path: string): string | undefined {
  try {
    return decodeURIComponent(path).replace(/(.)\/+$/, '$1');
  } catch {
    return undefined;
  }
}

/** A built file with the public origin: its text, and as sent (compressed) once asked for. */
interface Rewritten {
  origin: string;
  text: string;
  sent?: BuiltFile;
}

export interface SiteOrigin {
  /** A built file's text with the public origin in place of the built one (the same string while the origin stays). */
  read: (file: string) => Promise<string>;
  /** Answers the GET of a built page, sitemap or feed while the public origin differs from the built one. */
  handler: RequestHandler;
}

/** `publicUrl`: the Site tab's url once set, else SITE_URL; undefined when neither names one. */
export function siteOrigin(siteClient: string, publicUrl: () => Promise<string | undefined>): SiteOrigin {
  const built = builtOriginOf(siteClient);
  const files = built ? builtFiles(siteClient) : new Map<string, string>();
  const sources = new Map<string, Promise<string>>();
  const rewritten = new Map<string, Rewritten>();

  let named: { url: string | undefined; movedTo: string | undefined } = { url: undefined, movedTo: undefined };
  /** The public origin when it differs from the built one (worked out again when the address named changes). */
  const movedTo = async (): Promise<string | undefined> => {
    const url = await publicUrl().catch(() => undefined);
    if (url !== named.url) {
      const origin = originOf(url);
      named = { url, movedTo: built && origin && origin !== built ? origin : undefined };
    }
    return named.movedTo;
  };

  const source = (file: string): Promise<string> => {
    let text = sources.get(file);
    if (!text) {
      text = readFile(file, 'utf8');
      text.catch(() => sources.delete(file));
      sources.set(file, text);
    }
    return text;
  };

  const rewrite = async (file: string, origin: string) => {
    const kept = rewritten.get(file);
    if (kept?.origin === origin) return kept;
    const entry: Rewritten = { origin, text: withOrigin(await source(file), built!, origin) };
    rewritten.set(file, entry);
    return entry;
  };

  return {
    async read(file) {
      const origin = await movedTo();
      return origin ? (await rewrite(file, origin)).text : source(file);
    },
    handler: async (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const origin = await movedTo();
      if (!origin) return next();
      const file = files.get(addressOf(req.path) ?? '');
      if (!file) return next();
      const entry = await rewrite(file, origin).catch(() => undefined);
      if (entry === undefined) return next();
      entry.sent ??= renderedFile(file, entry.text);
      sendBuiltFile(req, res, entry.sent, () => res.setHeader('Cache-Control', 'no-cache'));
    },
  };
}
