// The multi-process suite (tests/multiprocess, vitest.multiprocess.config.ts) run once against a
// database given by its URI: its JSON report in `report`, Vitest's output on ours.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Runs the suite on `uri`; resolves to { status, passed, failed } from its report. Not a
 * spawnSync: the caller's signal handlers (which stop its database) run while it waits.
 */
export async function runMultiprocessSuite(uri, report, vitestArgs = []) {
  mkdirSync(dirname(report), { recursive: true });
  rmSync(report, { force: true });
  const run = spawn(
    process.execPath,
    [
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--config',
      join(root, 'vitest.multiprocess.config.ts'),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...vitestArgs,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, MONGODB_URI: uri } },
  );
  const status = await new Promise((resolve) => run.once('exit', (code) => resolve(code ?? 1)));
  let passed = 0;
  let failed = 0;
  if (existsSync(report)) {
    const results = JSON.parse(readFileSync(report, 'utf8'));
    passed = results.numPassedTests;
    failed = results.numFailedTests + (results.numFailedTestSuites > 0 && results.numFailedTests === 0 ? results.numFailedTestSuites : 0);
  }
  if (status !== 0 && failed === 0) failed = 1;
  return { status, passed, failed };
}
