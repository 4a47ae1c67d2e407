/**
 * The real product as the scripts that look at it need it (bench:site, bench:admin, screenshots):
 * the built server on a fresh embedded database in a temporary folder, set up, optionally
 * filled with the French demo data (`npm run seed`), its first administrator signed in with
 * the second factor as an authenticator app answers it, and Debian's Chromium driven by
 * playwright-core. Builds nothing: `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(ROOT, 'api', 'package.json'));
const SERVER = join(ROOT, 'api', 'dist', 'main.js');
const SEED = join(ROOT, 'api', 'dist', 'seed', 'run-seed.js');
const EMBEDDED_DB = join(ROOT, 'api', 'dist', 'database', 'embedded-db.js');

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** As the browser tests launch it (tests/support/browser.ts). */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Stops with a French message when a built part the script needs is missing. */
export function requireBuilt(...paths) {
  for (const path of [SERVER, ...paths.map((path) => join(ROOT, path))]) {
    if (!existsSync(path)) {
      console.error(`Introuvable : ${path}. Construisez d'abord (npm run build).`);
      process.exit(1);
    }
  }
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

export async function waitHealthy(base, child) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`le serveur s'est arrêté (${child.exitCode})`);
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('serveur injoignable après 60 s');
}

async function post(base, path, body, token) {
  const headers = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const response = await fetch(`${base}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/** Signs the administrator in, enrolling and answering the second factor as the tests do (tests/support/api.ts). */
async function signIn(base, { email, password }) {
  const { Secret, TOTP } = await import('otpauth');
  const login = await post(base, '/auth/login', { email, password });
  if (login.status !== 200 || !login.body.mfaSetupRequired) throw new Error(`connexion refusée (${login.status})`);
  const code = new TOTP({ secret: Secret.fromBase32(login.body.secret), digits: 6, period: 30 }).generate();
  const mfa = await post(base, '/auth/mfa', { mfaToken: login.body.mfaToken, code });
  if (mfa.status !== 200) throw new Error(`second facteur refusé (${mfa.status})`);
  const me = await fetch(`${base}/api/auth/me`, { headers: { authorization: `Bearer ${mfa.body.token}` } }).then((r) => r.json());
  return { token: mfa.body.token, user: me.user };
}

/**
 * Starts the product; `seed` fills it with the demo data, `signIn` answers the administrator's
 * session, `env` adds to the server's environment. `stop()` is idempotent and also runs on Ctrl+C or a closed output (| head).
 */
export async function startProduct({ admin, seed = false, signIn: signingIn = false, name = 'product', env = {} }) {
  const dataDir = mkdtempSync(join(tmpdir(), `hexagone-${name}-`));
  // The seed runs in this process on the same data folder (its signing secret lives there).
  process.env.DATA_DIR = dataDir;
  const db = await require(EMBEDDED_DB).startEmbeddedDb(join(ROOT, 'api', 'embedded-db', 'bin', 'embedded-db'), dataDir);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, MONGODB_URI: db.localUri, LOGIN_RATE_LIMIT: '1000', ...env },
    stdio: 'ignore',
  });
  const closing = [];
  let stopping;
  const stop = () =>
    (stopping ??= (async () => {
      for (const close of closing.reverse()) await close().catch(() => undefined);
      server.kill('SIGTERM');
      if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
      await db.stop();
      rmSync(dataDir, { recursive: true, force: true });
    })());
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop().finally(() => process.exit(130)));
  process.stdout.on('error', () => stop().finally(() => process.exit(1)));

  try {
    await waitHealthy(base, server);
    const setup = await post(base, '/setup/init', admin);
    if (setup.status !== 201) throw new Error(`installation refusée (${setup.status})`);
    const report = seed ? await require(SEED).runSeed(db.uri) : [];
    const session = signingIn ? await signIn(base, admin) : undefined;
    return { base, dataDir, report, session, stop, onStop: (close) => closing.push(close) };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Chromium by playwright-core, closed with the product. */
export async function launchChromium(product) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  product.onStop(() => browser.close());
  return browser;
}

/** A browser context signed in as the login page leaves it: token and user in localStorage (tests/support/admin-session.ts). */
export async function signedInContext(browser, { token, user }, options) {
  const context = await browser.newContext({ locale: 'fr-FR', timezoneId: 'Europe/Paris', ...options });
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)],
  );
  return context;
}
