#!/usr/bin/env node
/**
 * The production install, checked on the built tree: a copy of it without node_modules gets
 * `npm ci --omit=dev` (the registry must be reachable), then `npm start` must answer /api/health,
 * the site's home and the back-office. Prints the size of node_modules with and without the
 * development dependencies. Run after `npm run build`; scripts/run-tests.mjs counts it as one test.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { freePort, requireBuilt, ROOT, waitHealthy } from './running-product.mjs';

requireBuilt('site/dist/server/entry.mjs', 'admin/dist/index.html');

/** What a deployment does not carry: installed packages, the repository, test outputs, local data. */
const LEFT_OUT = new Set(['node_modules', '.git', 'test-results', 'data', '.ci', '.astro', '.schemathesis']);
const size = (dir) => spawnSync('du', ['-sh', dir], { encoding: 'utf8' }).stdout.split('\t')[0];
const count = (dir) => spawnSync('npm', ['ls', '--all', '--parseable'], { cwd: dir, encoding: 'utf8' }).stdout.split('\n').filter(Boolean).length;

const copy = mkdtempSync(join(tmpdir(), 'hexagone-lean-'));
const dataDir = mkdtempSync(join(tmpdir(), 'hexagone-lean-data-'));
let server;
let status = 1;
try {
  // Timestamps kept: the install's postinstall sees the embedded database already built (no Go needed).
  cpSync(ROOT, copy, {
    recursive: true,
    preserveTimestamps: true,
    filter: (path) => !relative(ROOT, path).split(sep).some((part) => LEFT_OUT.has(part)),
  });
  console.log(`Copie construite dans ${copy} ; npm ci --omit=dev…`);
  const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: copy, stdio: 'inherit' });
  if (install.status !== 0) throw new Error(`npm ci --omit=dev a échoué (${install.status})`);
  console.log(`node_modules : ${size(join(ROOT, 'node_modules'))} (${count(ROOT)} paquets) avec les dépendances de développement, ` +
    `${size(join(copy, 'node_modules'))} (${count(copy)} paquets) sans.`);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn('npm', ['start'], { cwd: copy, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, MONGODB_URI: '' }, stdio: ['ignore', 'inherit', 'inherit'] });
  await waitHealthy(base, server);
  for (const path of ['/api/health', '/', '/webmaster/']) {
    const response = await fetch(base + path);
    if (!response.ok) throw new Error(`${path} répond ${response.status}`);
    console.log(`${path} : ${response.status}`);
  }
  status = 0;
} catch (error) {
  console.error(`Installation de production : ${error.message}`);
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
  }
  rmSync(copy, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
