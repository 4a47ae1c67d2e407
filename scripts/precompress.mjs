// Compresses the built site and back-office once, at build time: beside every text file
// worth it, a .br (brotli, best quality) and a .gz (gzip, best level) that the server sends
// as they are (api/src/web/static-files.ts), so no request pays for compression.
// Usage: node scripts/precompress.mjs <folder>...
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest|map|ico)$/i;
/** Below this size the headers outweigh the gain. */
const MIN_BYTES = 1024;
/** A variant is kept only if it saves at least a tenth. */
const MAX_RATIO = 0.9;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

let count = 0;
let before = 0;
let after = 0;
for (const dir of process.argv.slice(2)) {
  for (const path of files(dir)) {
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) continue;
    const variants = {
      br: brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
      gz: gzipSync(content, { level: 9 }),
    };
    for (const [extension, compressed] of Object.entries(variants)) {
      if (compressed.length > content.length * MAX_RATIO) continue;
      writeFileSync(`${path}.${extension}`, compressed);
    }
    count++;
    before += content.length;
    after += variants.br.length;
  }
}
console.log(`[precompress] ${count} fichiers : ${(before / 1024).toFixed(0)} Kio → ${(after / 1024).toFixed(0)} Kio en brotli`);
