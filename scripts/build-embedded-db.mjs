// Builds the embedded FerretDB (api/embedded-db) with the machine's Go toolchain.
// Runs after `npm install`; skipped when the binary is newer than its sources.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(root, 'api', 'embedded-db');
const binary = join(srcDir, 'bin', 'embedded-db');

// FerretDB files replaced or added at build time (through a patched copy of the module, see below), mirrored from its
// internal/ folder: they bound the memory a query holds (see _ferretdb/handler/find_bounded.go).
const patchDir = join(srcDir, '_ferretdb');
const patches = readdirSync(patchDir, { recursive: true }).filter((f) => f.endsWith('.go'));

const newestSource = Math.max(
  ...readdirSync(srcDir)
    .filter((f) => /\.(go|mod|sum)$/.test(f))
    .map((f) => statSync(join(srcDir, f)).mtimeMs),
  ...patches.map((f) => statSync(join(patchDir, f)).mtimeMs),
);

if (existsSync(binary) && statSync(binary).mtimeMs >= newestSource) {
  process.exit(0);
}

if (spawnSync('go', ['version']).status !== 0) {
  console.warn(
    "[embedded-db] Go est introuvable : la base embarquée n'est pas construite. " +
      'Installez Go (https://go.dev) ou définissez MONGODB_URI vers une base MongoDB.',
  );
  process.exit(0);
}

console.log('[embedded-db] construction de FerretDB (SQLite) avec Go…');
// Go refuses to overlay files of its module cache: the build uses a patched copy of FerretDB's
// module (bin/ferretdb, 3 MB), through a go.mod of its own that replaces the module with it.
const ferretDb = JSON.parse(execFileSync('go', ['mod', 'download', '-json', 'github.com/FerretDB/FerretDB'], { cwd: srcDir }).toString()).Dir;
const buildDir = join(srcDir, 'bin', 'build');
const patched = join(buildDir, 'ferretdb');
rmSync(buildDir, { recursive: true, force: true });
cpSync(ferretDb, patched, { recursive: true, mode: 0 });
for (const file of patches) cpSync(join(patchDir, file), join(patched, 'internal', file));
chmodTree(patched);
for (const file of ['go.mod', 'go.sum']) cpSync(join(srcDir, file), join(buildDir, file));
const modfile = join(buildDir, 'go.mod');
execFileSync('go', ['mod', 'edit', `-replace=github.com/FerretDB/FerretDB=${patched}`, modfile]);
execFileSync('go', ['build', '-trimpath', `-modfile=${modfile}`, '-o', binary, '.'], { cwd: srcDir, stdio: 'inherit' });
console.log(`[embedded-db] prêt : ${binary}`);

/** The module cache's files are read-only, and so are their copies: made writable so that a later build can remove them. */
function chmodTree(dir) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) chmodTree(path);
    else chmodSync(path, 0o644);
  }
}
