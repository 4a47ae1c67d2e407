// Builds the embedded FerretDB (api/embedded-db) with the machine's Go toolchain.
// Runs after `npm install`; skipped when the binary is newer than its sources.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = join(root, 'api', 'embedded-db');
const binary = join(srcDir, 'bin', 'embedded-db');

const newestSource = Math.max(
  ...readdirSync(srcDir)
    .filter((f) => /\.(go|mod|sum)$/.test(f))
    .map((f) => statSync(join(srcDir, f)).mtimeMs),
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
execFileSync('go', ['build', '-trimpath', '-o', binary, '.'], { cwd: srcDir, stdio: 'inherit' });
console.log(`[embedded-db] prêt : ${binary}`);
