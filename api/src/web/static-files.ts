/**
 * Serves a built folder (the site's or the back-office's) from memory: each file and the
 * brotli and gzip variants made at build time (scripts/precompress.mjs) are read once,
 * when the server starts, and a request is answered with the best variant the browser
 * accepts, with `Vary: Accept-Encoding`. No request pays for compression or touches the disk.
 *
 * Why by hand: serve-static (and express-static-gzip over it) and sirv stat, open, read
 * and close the file on every request, which was a fifth of GET /'s CPU; none of them keeps
 * a built folder in memory. A built folder is a few megabytes and does not change while the
 * server runs: a new build is served after a restart.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { contentType } from 'mime-types';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface Variant {
  body: Buffer;
  etag: string;
  lastModified: string;
}

export interface BuiltFile {
  /** The file's path on disk, handed to setHeaders. */
  path: string;
  type: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

interface StaticFilesOptions {
  /** Answers /pricing with pricing.html and /blog/ with blog/index.html, as express.static's `extensions: ['html']` and index do. */
  htmlPages: boolean;
  setHeaders: (res: Response, filePath: string) => void;
}

const PRECOMPRESSED = /\.(br|gz)$/;

function variantOf(path: string): Variant {
  const { size, mtime } = statSync(path);
  return { body: readFileSync(path), etag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`, lastModified: mtime.toUTCString() };
}

/** Every file of a built folder (none when it is not built), by its address: `/pricing.html` → its path. */
export function builtAddresses(root: string): Map<string, string> {
  if (!existsSync(root)) return new Map();
  return new Map(
    readdirSync(root, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      .map((path) => [`/${relative(root, path).split(sep).join('/')}`, path]),
  );
}

/** Every file of `root` (none when it is not built), by its address: `/pricing.html`. */
function readBuiltFolder(root: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  const onDisk = builtAddresses(root);
  for (const [address, path] of onDisk) {
    if (PRECOMPRESSED.test(address) && onDisk.has(address.slice(0, -'.br'.length))) continue;
    files.set(address, {
      path,
      type: contentType(extname(path)) || 'application/octet-stream',
      identity: variantOf(path),
      br: onDisk.has(`${address}.br`) ? variantOf(`${path}.br`) : undefined,
      gzip: onDisk.has(`${address}.gz`) ? variantOf(`${path}.gz`) : undefined,
    });
  }
  return files;
}

/** Answers with `file`: its variant the browser accepts best, or 304 when the browser's copy is current. */
export function sendBuiltFile(req: Request, res: Response, file: BuiltFile, setHeaders: (res: Response, filePath: string) => void): void {
  // Brotli first whatever the browser's order: its files are the smallest.
  const accepted = file.br || file.gzip ? req.acceptsEncodings() : [];
  const encoding = file.br && accepted.includes('br') ? 'br' : file.gzip && accepted.includes('gzip') ? 'gzip' : undefined;
  const variant = (encoding && file[encoding]) || file.identity;
  res.setHeader('Content-Type', file.type);
  res.setHeader('ETag', variant.etag);
  res.setHeader('Last-Modified', variant.lastModified);
  if (file.br || file.gzip) res.setHeader('Vary', 'Accept-Encoding');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  setHeaders(res, file.path);
  if (req.fresh) {
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader('Content-Length', variant.body.length);
  res.end(req.method === 'HEAD' ? undefined : variant.body);
}

/**
 * A page made at run time from a built one (the home page bearing the saved description),
 * compressed once here so that its requests cost no more than a built file's.
 */
export function renderedFile(path: string, text: string, modified = new Date()): BuiltFile {
  const variant = (body: Buffer): Variant => ({
    body,
    etag: `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
    lastModified: modified.toUTCString(),
  });
  const identity = Buffer.from(text);
  return {
    path,
    type: contentType(extname(path)) || 'application/octet-stream',
    identity: variant(identity),
    br: variant(brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })),
    gzip: variant(gzipSync(identity, { level: constants.Z_BEST_COMPRESSION })),
  };
}

export interface StaticFiles {
  /** Answers GET and HEAD of the folder's files; anything else goes on (next). */
  handler: RequestHandler;
  /** Answers with `address` (`/index.html`) whatever the request's path. */
  send(address: string): RequestHandler;
  has(address: string): boolean;
}

export function staticFiles(root: string, { htmlPages, setHeaders }: StaticFilesOptions): StaticFiles {
  const files = readBuiltFolder(root);

  const lookup = (req: Request): BuiltFile | undefined => {
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return undefined;
    }
    if (!htmlPages) return files.get(path);
    // A page that is also a folder (/legal beside /legal/terms) is its .html, with or without a final slash.
    if (path.endsWith('/')) return files.get(`${path}index.html`) ?? (path === '/' ? undefined : files.get(`${path.replace(/\/+$/, '')}.html`));
    return files.get(path) ?? (extname(path) ? undefined : files.get(`${path}.html`));
  };

  return {
    handler: (req, res, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const file = lookup(req);
      return file ? sendBuiltFile(req, res, file, setHeaders) : next();
    },
    send: (address) => (req, res, next) => {
      const file = files.get(address);
      return file ? sendBuiltFile(req, res, file, setHeaders) : next();
    },
    has: (address) => files.has(address),
  };
}
