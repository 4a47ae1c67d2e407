// Builds the embedded FerretDB (api/embedded-db) with the machine's Go toolchain.
// Runs after `npm install`; skipped when the binary is newer than its sources.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(root, 'api', 'embedded-db');
const binary = join(srcDir, 'bin', 'embedded-db');

// FerretDB files replaced or added at build time (through a patched copy of the module, see below), mirrored from its
// internal/ folder: they bound the memory a query holds (see _ferretdb/handler/find_bounded.go) and answer queries on
// declared indexes in SQL (_ferretdb/backends/sqlite/pushdown.go). upstream.json records the version they were written
// against, the checksum of each upstream file a copy replaces, and the files added.
const patchDir = join(srcDir, '_ferretdb');
const patches = readdirSync(patchDir, { recursive: true }).filter((f) => f.endsWith('.go'));
const upstream = JSON.parse(readFileSync(join(patchDir, 'upstream.json'), 'utf8'));

const newestSource = Math.max(
  ...readdirSync(srcDir)
    .filter((f) => /\.(go|mod|sum)$/.test(f))
    .map((f) => statSync(join(srcDir, f)).mtimeMs),
  ...[...patches, 'upstream.json'].map((f) => statSync(join(patchDir, f)).mtimeMs),
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
const ferretDb = JSON.parse(execFileSync('go', ['mod', 'download', '-json', upstream.module], { cwd: srcDir }).toString());
checkOverlay(ferretDb);
const buildDir = join(srcDir, 'bin', 'build');
const patched = join(buildDir, 'ferretdb');
rmSync(buildDir, { recursive: true, force: true });
cpSync(ferretDb.Dir, patched, { recursive: true, mode: 0 });
for (const file of patches) cpSync(join(patchDir, file), join(patched, 'internal', file));
// The version FerretDB's tests require of their own module (`go test` of an overlay's tests, e.g.
// backends/postgresql/pushdown_test.go, from bin/build/ferretdb); its release archive leaves it out.
writeFileSync(join(patched, 'build', 'version', 'version.txt'), `${upstream.version}\n`);
chmodTree(patched);
for (const file of ['go.mod', 'go.sum']) cpSync(join(srcDir, file), join(buildDir, file));
const modfile = join(buildDir, 'go.mod');
execFileSync('go', ['mod', 'edit', `-replace=github.com/FerretDB/FerretDB=${patched}`, modfile]);
execFileSync('go', ['build', '-trimpath', `-modfile=${modfile}`, '-o', binary, '.'], { cwd: srcDir, stdio: 'inherit' });
console.log(`[embedded-db] prêt : ${binary}`);

/**
 * Refuses to lay the patched files over another FerretDB than the one they were copied from: a copy would silently
 * undo the upstream changes to its file, an addition could clash with an upstream file of the same name.
 */
function checkOverlay(module) {
  const refuse = (why) => {
    console.error(
      `[embedded-db] construction refusée : ${why}. Les fichiers de api/embedded-db/_ferretdb ont été écrits pour ` +
        `FerretDB ${upstream.version} ; reportez-y les changements de la nouvelle version, puis mettez à jour ` +
        `_ferretdb/upstream.json (build refused: the FerretDB overlay was written for ${upstream.version}).`,
    );
    process.exit(1);
  };
  if (module.Version !== upstream.version) refuse(`go.mod demande FerretDB ${module.Version}`);
  for (const file of patches) {
    const original = join(module.Dir, 'internal', file);
    if (file in upstream.copies) {
      if (!existsSync(original)) refuse(`internal/${file}, que remplace une copie modifiée, n'existe plus`);
      const sum = createHash('sha256').update(readFileSync(original)).digest('hex');
      if (sum !== upstream.copies[file]) refuse(`internal/${file} n'est plus celui dont la copie modifiée a été faite`);
    } else if (!upstream.additions.includes(file)) {
      refuse(`_ferretdb/${file} n'est inscrit ni comme copie ni comme ajout dans upstream.json`);
    } else if (existsSync(original)) {
      refuse(`internal/${file}, un fichier que nous ajoutons, existe désormais chez FerretDB`);
    }
  }
}

/** The module cache's files are read-only, and so are their copies: made writable so that a later build can remove them. */
function chmodTree(dir) {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) chmodTree(path);
    else chmodSync(path, 0o644);
  }
}
