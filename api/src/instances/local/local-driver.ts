/**
 * The embedded default driver: each instance is a process of this server (instance-process.js
 * run by this very Node), in its own folder `DATA_DIR/instances/{id}/`, its output appended
 * to `instance.log` there, its memory limit given to V8 (`--max-old-space-size`) and its
 * limits in its environment. Started means its health check answered; stopped means the
 * process is gone. At most LOCAL_INSTANCES_MAX run at once, so a small machine stays usable.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, createReadStream, existsSync, openSync } from 'node:fs';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { INSTANCE_MESSAGES, parisClock } from '@hexagone/schemas';
import { archiveFolder, extractArchive } from './folder-archive';
import { sampleProcess, usagePercent, type CpuReading } from './process-usage';
import {
  DriverRefusal,
  type BackupBytes,
  type BackupFile,
  type InstanceExit,
  type InstanceSpec,
  type InstanceUsage,
  type ProvisioningDriver,
} from '../provisioning-driver';

const SCRIPT = join(__dirname, 'instance-process.js');
export const LOG_FILE = 'instance.log';
const BACKUPS = 'backups';
/** Longest wait for a new process to answer its health check. */
const START_TIMEOUT_MS = 20_000;
/** Longest wait for a process asked to stop before it is killed. */
const STOP_TIMEOUT_MS = 5_000;
const HEALTH_POLL_MS = 100;
/** How long a slot promised by `assertCapacity` waits for its start (the request writes 'starting' in between). */
const RESERVATION_MS = 30_000;
/** How often a followed log is read for new lines. */
const FOLLOW_POLL_MS = 500;
/** The most a log tail reads from the end of the file. */
const TAIL_BYTES = 256 * 1024;

export interface LocalDriverOptions {
  /** The folder of the instances' folders. */
  root: string;
  /** Running (or starting) local instances allowed at once. */
  maxRunning: number;
}

interface Running {
  child: ChildProcess;
  port?: number;
  stopping: boolean;
  cpu?: CpuReading;
  exited: Promise<void>;
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class LocalDriver implements ProvisioningDriver {
  readonly name = 'local';
  private readonly running = new Map<string, Running>();
  /**
   * Slots promised but not yet running, by instance id ('' for an instance not yet created),
   * with their expiry: a check and its reservation are one synchronous step, so parallel
   * starts cannot all pass the check before any of them runs.
   */
  private readonly reserved: { id: string; until: number }[] = [];
  private readonly exitListeners: ((exit: InstanceExit) => void)[] = [];

  constructor(private readonly options: LocalDriverOptions) {}

  folder(id: string): string {
    if (!/^[a-f0-9]{24}$/i.test(id)) throw new Error(`identifiant d'instance invalide : ${id}`);
    return join(this.options.root, id);
  }

  /** Refuses past LOCAL_INSTANCES_MAX, else keeps a slot for `id` until its start (or RESERVATION_MS). */
  assertCapacity(id: string): void {
    const now = Date.now();
    for (let i = this.reserved.length - 1; i >= 0; i -= 1) if (this.reserved[i].until <= now) this.reserved.splice(i, 1);
    if (this.running.has(id) || (id && this.reserved.some((slot) => slot.id === id))) return;
    if (this.running.size + this.reserved.length >= this.options.maxRunning) throw new DriverRefusal(INSTANCE_MESSAGES.tooMany(this.options.maxRunning));
    this.reserved.push({ id, until: now + RESERVATION_MS });
  }

  /** Takes the slot kept for this instance (or for one not yet created), or one free now. */
  private claimSlot(id: string): void {
    const at = this.reserved.findIndex((slot) => slot.id === id);
    const slot = at >= 0 ? at : this.reserved.findIndex((candidate) => candidate.id === '');
    if (slot >= 0 && this.reserved[slot].until > Date.now()) {
      this.reserved[slot].id = id;
      return;
    }
    if (slot >= 0) this.reserved.splice(slot, 1);
    this.assertCapacity(id);
  }

  private releaseSlot(id: string): void {
    const at = this.reserved.findIndex((slot) => slot.id === id);
    if (at >= 0) this.reserved.splice(at, 1);
  }

  async start(spec: InstanceSpec): Promise<void> {
    if (this.running.has(spec.id)) return;
    this.claimSlot(spec.id);
    try {
      await this.spawnInstance(spec);
    } finally {
      this.releaseSlot(spec.id);
    }
  }

  private async spawnInstance(spec: InstanceSpec): Promise<void> {
    const folder = this.folder(spec.id);
    await mkdir(join(folder, BACKUPS), { recursive: true });
    const log = openSync(join(folder, LOG_FILE), 'a');
    let child: ChildProcess;
    try {
      child = spawn(process.execPath, [`--max-old-space-size=${spec.memory * 1024}`, SCRIPT], {
        cwd: folder,
        env: {
          INSTANCE_ID: spec.id,
          INSTANCE_NAME: spec.name,
          INSTANCE_SERVICE_TYPE: spec.serviceType,
          INSTANCE_CPU: String(spec.cpu),
          INSTANCE_MEMORY_GB: String(spec.memory),
          INSTANCE_STORAGE_GB: String(spec.storage),
          // libuv's pool follows the cores given (Node itself cannot be held to a core count).
          UV_THREADPOOL_SIZE: String(Math.min(spec.cpu, 8)),
          TZ: process.env.TZ ?? 'UTC',
        },
        stdio: ['ignore', log, log, 'ipc'],
      });
    } finally {
      closeSync(log);
    }
    const entry: Running = {
      child,
      stopping: false,
      exited: new Promise((resolve) => child.once('exit', () => resolve())),
    };
    this.running.set(spec.id, entry);
    child.on('message', (message: { port?: number }) => {
      if (typeof message?.port === 'number') entry.port = message.port;
    });
    child.once('exit', (code, signal) => {
      if (this.running.get(spec.id) === entry) this.running.delete(spec.id);
      if (!entry.stopping) for (const listener of this.exitListeners) listener({ id: spec.id, code, signal });
    });
    child.once('error', () => undefined);
    this.releaseSlot(spec.id);
    await this.waitHealthy(spec.id, entry);
  }

  /** Waits for the process's port, then for its health check to answer 200. */
  private async waitHealthy(id: string, entry: Running): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (entry.child.exitCode !== null || entry.child.signalCode !== null) throw new Error(`le processus s'est arrêté au démarrage (code ${entry.child.exitCode ?? entry.child.signalCode})`);
      if (entry.port && (await this.healthy(entry.port))) return;
      await delay(HEALTH_POLL_MS);
    }
    await this.stop(id);
    throw new Error(`l'instance n'a pas répondu dans les ${START_TIMEOUT_MS / 1000} s`);
  }

  private async healthy(port: number): Promise<boolean> {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    }
  }

  async stop(id: string): Promise<void> {
    const entry = this.running.get(id);
    if (!entry) return;
    entry.stopping = true;
    entry.child.kill('SIGTERM');
    const killed = await Promise.race([entry.exited.then(() => true), delay(STOP_TIMEOUT_MS).then(() => false)]);
    if (!killed) {
      entry.child.kill('SIGKILL');
      await entry.exited;
    }
  }

  async restart(spec: InstanceSpec): Promise<void> {
    await this.stop(spec.id);
    await this.start(spec);
  }

  async scale(spec: InstanceSpec): Promise<void> {
    if (this.running.has(spec.id)) await this.restart(spec);
  }

  async backup(id: string, name: string): Promise<BackupFile> {
    const folder = this.folder(id);
    await mkdir(join(folder, BACKUPS), { recursive: true });
    const safe = name.normalize('NFD').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40) || 'sauvegarde';
    // Named on Paris's clock (« 2026-12-06_20h39m59-197-avant-migration »), as the operator reads the time, not in UTC.
    const file = `${backupStamp(new Date())}-${safe}.tar.gz`;
    const size = await archiveFolder(folder, join(folder, BACKUPS, file), [BACKUPS]);
    return { file, size };
  }

  /** Where a backup the driver wrote lies (its name only, never a path from outside). */
  backupPath(id: string, file: string): string {
    return join(this.folder(id), BACKUPS, basename(file));
  }

  async readBackup(id: string, file: string): Promise<BackupBytes | undefined> {
    const path = this.backupPath(id, file);
    const found = await stat(path).catch(() => undefined);
    return found?.isFile() ? { bytes: createReadStream(path), size: found.size } : undefined;
  }

  async restore(id: string, file: string): Promise<void> {
    const folder = this.folder(id);
    const path = this.backupPath(id, file);
    if (!existsSync(path)) throw new DriverRefusal(INSTANCE_MESSAGES.backupNotFound);
    // What the backup holds replaces the instance's data; its backups stay.
    for (const entry of await readdir(folder)) if (entry !== BACKUPS) await rm(join(folder, entry), { recursive: true, force: true });
    await extractArchive(path, folder);
  }

  async remove(id: string): Promise<void> {
    await this.stop(id);
    await rm(this.folder(id), { recursive: true, force: true });
  }

  status(id: string): 'running' | 'stopped' {
    return this.running.has(id) ? 'running' : 'stopped';
  }

  pid(id: string): number | undefined {
    return this.running.get(id)?.child.pid;
  }

  async metrics(spec: InstanceSpec): Promise<InstanceUsage | undefined> {
    const entry = this.running.get(spec.id);
    if (!entry?.child.pid) return undefined;
    const sample = await sampleProcess(entry.child.pid);
    if (!sample) return undefined;
    const usage = usagePercent(entry.cpu, sample, spec.cpu, spec.memory);
    entry.cpu = sample.reading;
    return usage;
  }

  async logs(id: string, lines: number): Promise<string[]> {
    const file = join(this.folder(id), LOG_FILE);
    const size = await stat(file).then((s) => s.size, () => 0);
    if (!size) return [];
    const start = Math.max(0, size - TAIL_BYTES);
    const text = await readRange(file, start, size);
    const all = text.split('\n').filter(Boolean);
    // A tail cut in the middle of a line drops that partial line.
    return (start > 0 ? all.slice(1) : all).slice(-lines);
  }

  follow(id: string, onLines: (lines: string[]) => void): () => void {
    const file = join(this.folder(id), LOG_FILE);
    let offset: number | undefined;
    let partial = '';
    let reading = false;
    const poll = async () => {
      if (reading) return;
      reading = true;
      try {
        const size = await stat(file).then((s) => s.size, () => 0);
        if (offset === undefined || size < offset) offset = offset === undefined ? size : 0;
        if (size > offset) {
          const text = partial + (await readRange(file, offset, size));
          offset = size;
          const lines = text.split('\n');
          partial = lines.pop() ?? '';
          if (lines.length) onLines(lines.filter(Boolean));
        }
      } finally {
        reading = false;
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), FOLLOW_POLL_MS);
    return () => clearInterval(timer);
  }

  onExit(listener: (exit: InstanceExit) => void): void {
    this.exitListeners.push(listener);
  }

  async stopAll(): Promise<void> {
    await Promise.all([...this.running.keys()].map((id) => this.stop(id)));
  }
}

async function readRange(file: string, start: number, end: number): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(end - start);
    await handle.read(buffer, 0, buffer.length, start);
    return buffer.toString('utf8');
  } finally {
    await handle.close();
  }
}

/** `2026-12-06_20h39m59-197` on Paris's clock: a file name with no colon, sorted by time. */
export function backupStamp(instant: Date): string {
  const part = parisClock(instant);
  return `${part.year}-${part.month}-${part.day}_${part.hour}h${part.minute}m${part.second}-${String(instant.getMilliseconds()).padStart(3, '0')}`;
}
