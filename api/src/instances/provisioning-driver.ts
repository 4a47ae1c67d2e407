/**
 * What runs an instance: a provisioning driver. The instances service decides (states,
 * rules, events); the driver does (a process, a container, a pod). The local driver runs
 * each instance as a process of this server; a Kubernetes or Docker driver implements the
 * same interface (README, « Pilotes de provisionnement »).
 */
import type { Readable } from 'node:stream';

/** What the driver is told about an instance: who it is and its limits. */
export interface InstanceSpec {
  id: string;
  name: string;
  serviceType: string;
  /** Cores. */
  cpu: number;
  /** GB. */
  memory: number;
  /** GB. */
  storage: number;
}

export interface InstanceUsage {
  /** Percent of the instance's CPU limit. */
  cpu_usage: number;
  /** Percent of its memory limit. */
  memory_usage: number;
}

export interface BackupFile {
  /** Its name in the driver's keeping (a file name, an object key), given back to restore it. */
  file: string;
  size: number;
}

export interface BackupBytes {
  bytes: Readable;
  size: number;
}

/** An instance ended without being asked to (a crash, a kill from outside). */
export interface InstanceExit {
  id: string;
  code: number | null;
  signal: string | null;
}

export interface ProvisioningDriver {
  readonly name: string;
  /** Refuses (DriverRefusal) when the driver cannot take one more running instance. */
  assertCapacity(id: string): void;
  /** Resolves once the instance answers its health check; rejects if it fails or never answers. */
  start(spec: InstanceSpec): Promise<void>;
  /** Resolves once the instance is gone. */
  stop(id: string): Promise<void>;
  /** Stop then start, with the spec's (possibly new) limits. */
  restart(spec: InstanceSpec): Promise<void>;
  /** Applies new limits: a running instance is restarted with them. */
  scale(spec: InstanceSpec): Promise<void>;
  backup(id: string, name: string): Promise<BackupFile>;
  /** A backup's bytes to download, by the name `backup` gave; undefined when it is gone. */
  readBackup(id: string, file: string): Promise<BackupBytes | undefined>;
  /** Brings a backup back into a stopped instance. */
  restore(id: string, file: string): Promise<void>;
  /** Deletes the instance and everything it keeps (data, backups). */
  remove(id: string): Promise<void>;
  status(id: string): 'running' | 'stopped';
  /** The measured usage of a running instance. */
  metrics(spec: InstanceSpec): Promise<InstanceUsage | undefined>;
  /** The last lines of its output. */
  logs(id: string, lines: number): Promise<string[]>;
  /** Calls `onLines` with each new chunk of output lines; answers how to stop following. */
  follow(id: string, onLines: (lines: string[]) => void): () => void;
  onExit(listener: (exit: InstanceExit) => void): void;
  /** Stops every instance (the server is shutting down); their desired state is kept. */
  stopAll(): Promise<void>;
}

export const PROVISIONING_DRIVER = Symbol('PROVISIONING_DRIVER');

/** A refusal the API answers as 409 with its French message. */
export class DriverRefusal extends Error {}
