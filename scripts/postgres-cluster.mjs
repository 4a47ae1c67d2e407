// A throwaway PostgreSQL cluster (initdb in a temporary folder, reached on a Unix socket in it):
// the database that test:postgres and the PostgreSQL bench put our FerretDB on.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

/** initdb and pg_ctl's folder: PG_BIN when given, else the PATH (''), else Debian's /usr/lib/postgresql/<version>/bin; undefined when absent. */
function findBinDir() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  if (spawnSync('initdb', ['--version']).status === 0) return '';
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((x, y) => Number(y) - Number(x)) : [];
  return versions.map((version) => join('/usr/lib/postgresql', version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
}

/** Whether a cluster can be started here (npm test skips the PostgreSQL run otherwise). */
export const postgresInstalled = () => findBinDir() !== undefined;

function binDir() {
  const found = findBinDir();
  if (found === undefined) throw new Error('PostgreSQL introuvable (initdb) : installez-le ou donnez son dossier bin dans PG_BIN');
  return found;
}

/**
 * PostgreSQL refuses to run as root: under root (CI), the cluster belongs to an unprivileged
 * account (PG_USER, else the « postgres » account the Debian package creates, else « nobody »).
 */
function clusterUser() {
  if (userInfo().uid !== 0) return undefined;
  const candidates = [process.env.PG_USER, 'postgres', 'nobody'].filter(Boolean);
  const name = candidates.find((candidate) => spawnSync('id', ['-u', candidate]).status === 0);
  if (!name) throw new Error('aucun compte non privilégié pour PostgreSQL (PG_USER)');
  const id = (flag) => Number(execFileSync('id', [flag, name]).toString());
  return { name, uid: id('-u'), gid: id('-g') };
}

/**
 * Resolves to { url, dataDir, stop } once the cluster accepts connections: url is a postgres:// URL on
 * the cluster's socket (database « postgres », trust authentication: nothing but its owner and
 * root can reach the folder). `settings` are extra server settings (name → value).
 */
export async function startPostgres(logFile, settings = {}) {
  const bin = binDir();
  const user = clusterUser();
  const dir = mkdtempSync(join(tmpdir(), 'hexagone-postgres-'));
  const data = join(dir, 'data');
  if (user) chownSync(dir, user.uid, user.gid);
  const as = (tool, args) => {
    const command = join(bin, tool);
    const [file, argv] = user ? ['runuser', ['-u', user.name, '--', command, ...args]] : [command, args];
    return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  };
  // UTF-8 and the C collation: byte order, as MongoDB compares strings.
  as('initdb', ['-D', data, '-U', 'hexagone', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync']);
  const options = Object.entries({ listen_addresses: "''", unix_socket_directories: `'${dir}'`, max_connections: 200, ...settings })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  // pg_ctl writes the server's log into a file the cluster's owner can write: ours, in its folder.
  as('pg_ctl', ['-D', data, '-l', join(dir, 'postgresql.log'), '-o', options, '-w', 'start']);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', stopNow);
    try {
      as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      if (logFile) spawnSync('cp', [join(dir, 'postgresql.log'), logFile]);
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // pg_ctl leaves the server running on its own: a run stopped half-way (an error, Ctrl-C) stops it too.
  const stopNow = () => void stop();
  process.once('exit', stopNow);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(128 + (signal === 'SIGINT' ? 2 : 15)));
  return { url: `postgres://hexagone@/postgres?host=${encodeURIComponent(dir)}`, dataDir: data, stop };
}
