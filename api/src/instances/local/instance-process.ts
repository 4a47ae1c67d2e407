/**
 * What the local driver runs for each instance: a tiny HTTP service with no dependency, in
 * its own folder (the working directory), told its limits by the environment. It answers
 * `GET /health`, keeps a small state file in `data/` (what a backup saves and a restore
 * brings back), writes its log lines on stdout, and reports its port to the server over the
 * IPC channel. It ends with the server: the channel's loss is its signal to go.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';

const name = process.env.INSTANCE_NAME ?? 'instance';
const limits = {
  cpu: Number(process.env.INSTANCE_CPU ?? 1),
  memory_gb: Number(process.env.INSTANCE_MEMORY_GB ?? 1),
  storage_gb: Number(process.env.INSTANCE_STORAGE_GB ?? 10),
};
/** Seconds between two activity lines in the log. */
const ACTIVITY_EVERY_S = Number(process.env.INSTANCE_ACTIVITY_S ?? 30);
/** Longest CPU burn `/load` runs, so a caller cannot hold the process. */
const MAX_LOAD_MS = 5_000;

/** One line per entry, whatever it quotes (a name saved before names refused them): control characters are written escaped. */
const escaped = (text: string) => text.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
const log = (line: string) => process.stdout.write(`${new Date().toISOString()} ${escaped(line)}\n`);

const stateFile = join(process.cwd(), 'data', 'state.json');
mkdirSync(join(process.cwd(), 'data'), { recursive: true });

interface State {
  starts: number;
  requests: number;
  first_start: string;
}

function readState(): State {
  try {
    return JSON.parse(readFileSync(stateFile, 'utf8')) as State;
  } catch {
    return { starts: 0, requests: 0, first_start: new Date().toISOString() };
  }
}

const state = readState();
state.starts += 1;
const save = () => writeFileSync(stateFile, JSON.stringify(state));
save();

const server = createServer((request, response) => {
  state.requests += 1;
  const url = new URL(request.url ?? '/', 'http://instance');
  if (url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'ok', name, uptime_s: Math.round(process.uptime()), limits, state }));
    return;
  }
  if (url.pathname === '/load') {
    // Burns CPU for a while: what a busy instance looks like to the measures.
    const ms = Math.min(Number(url.searchParams.get('ms')) || 500, MAX_LOAD_MS);
    const end = Date.now() + ms;
    while (Date.now() < end);
    log(`Charge appliquée pendant ${ms} ms`);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'ok', ms }));
    return;
  }
  log(`${request.method} ${url.pathname} 404`);
  response.writeHead(404, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ status: 'not_found' }));
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  log(`Instance « ${name} » démarrée (processus ${process.pid}, port ${port}) : ${limits.cpu} cœur(s), ${limits.memory_gb} Go de mémoire, ${limits.storage_gb} Go de stockage`);
  log(`Démarrage n° ${state.starts}, ${state.requests} requête(s) servie(s) depuis le ${new Date(state.first_start).toLocaleString('fr-FR', { timeZone: 'Europe/Paris' })}`);
  process.send?.({ port });
});

const activity = setInterval(() => {
  save();
  const rss = Math.round(process.memoryUsage.rss() / 1_048_576);
  log(`En service depuis ${Math.round(process.uptime())} s : ${state.requests} requête(s), ${rss} Mo de mémoire`);
}, ACTIVITY_EVERY_S * 1000);

function shutdown(reason: string) {
  clearInterval(activity);
  save();
  log(`Arrêt de l'instance (${reason})`);
  server.close();
  process.exit(0);
}

process.on('SIGTERM', () => shutdown('demandé par la plateforme'));
process.on('SIGINT', () => shutdown('interrompue'));
// The server is gone (even killed): no orphan is left behind.
process.on('disconnect', () => shutdown('serveur arrêté'));
