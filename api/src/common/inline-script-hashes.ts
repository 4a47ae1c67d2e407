/**
 * The hashes ('sha256-…') of the inline scripts of the built site, read from its pages when
 * the server starts, so the Content-Security-Policy allows exactly those scripts and no
 * other inline code (an injected <script> has another hash). Pages rendered on request use
 * the same layouts and the same Astro island scripts as the built ones.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Scripts without src whose type runs code (data blocks such as JSON-LD are not scripts to CSP). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const RUNS_CODE = /^\s*$|type\s*=\s*["']?(module|text\/javascript|application\/javascript)["']?/i;

export function inlineScriptsOf(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (RUNS_CODE.test(attributes) && body.trim()) scripts.push(body);
  }
  return scripts;
}

export const scriptHash = (body: string) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;

function htmlFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

export function inlineScriptHashes(siteClientDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFilesUnder(siteClientDir)) {
    for (const script of inlineScriptsOf(readFileSync(file, 'utf8'))) hashes.add(scriptHash(script));
  }
  return [...hashes].sort();
}
