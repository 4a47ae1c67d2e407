// `npm run bench:monitoring` (also run by `npm run bench`): the monitoring sampler's own cost
// at rest, as CPU % of one core (goal < 2 %). The built server runs twice on a fresh embedded
// database, idle: once with the sampler off (MONITORING_SAMPLE_MS=0), once sampling every
// MONITORING_SAMPLE_MS (default 10 000 ms, as in production). The CPU time of the server and
// of its children (the embedded database works for every sample too) is read from /proc
// over BENCH_SECONDS (default 60) after a warm-up; the difference is the sampler's cost.
// Needs `npm run build` and Linux (/proc). Prints figures; asserts nothing.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuMs } from './proc-stat.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = join(root, 'api', 'dist', 'main.js');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 15);
const SAMPLE_MS = Number(process.env.MONITORING_SAMPLE_MS ?? 10_000);
const GOAL_PERCENT = 2;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fr = (n, digits = 2) => n.toLocaleString('fr-FR', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A process and all its descendants. */
function family(pid) {
  const pids = [pid];
  for (const task of safe(() => readdirSync(`/proc/${pid}/task`), [])) {
    for (const child of safe(() => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8'), '').split(/\s+/).filter(Boolean)) pids.push(...family(Number(child)));
  }
  return pids;
}

function safe(read, fallback) {
  try {
    return read();
  } catch {
    return fallback;
  }
}

/** User and system CPU seconds used so far by the process and its descendants. */
function cpuSeconds(pid) {
  return family(pid).reduce((total, p) => total + cpuMs(p) / 1000, 0);
}

async function idleCost(sampleMs) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hexagone-bench-monitoring-'));
  const server = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, MONGODB_URI: '', MONITORING_SAMPLE_MS: String(sampleMs) },
    stdio: 'ignore',
  });
  try {
    const url = `http://127.0.0.1:${port}/api/health`;
    for (let i = 0; !(await fetch(url).then((r) => r.ok, () => false)); i++) {
      if (i > 300) throw new Error('serveur injoignable');
      await sleep(200);
    }
    await sleep(WARM_UP_SECONDS * 1000);
    const before = cpuSeconds(server.pid);
    const started = performance.now();
    await sleep(SECONDS * 1000);
    const used = cpuSeconds(server.pid) - before;
    return (used / ((performance.now() - started) / 1000)) * 100;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`Coût de l'échantillonneur de supervision au repos (serveur et base embarquée, ${SECONDS} s après ${WARM_UP_SECONDS} s de mise en route)`);
const off = await idleCost(0);
const line = (label, percent, verdict = '') => console.log(`  ${label.padEnd(40)} ${fr(percent).padStart(6)} % d'un cœur${verdict}`);
line('échantillonneur arrêté', off);
const on = await idleCost(SAMPLE_MS);
line(`échantillonneur toutes les ${fr(SAMPLE_MS / 1000, 0)} s`, on);
const cost = Math.max(0, on - off);
line("coût de l'échantillonneur", cost, `  ${cost < GOAL_PERCENT ? '✓' : '✗'} objectif < ${GOAL_PERCENT} %`);
