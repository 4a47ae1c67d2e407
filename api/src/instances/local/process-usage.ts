/**
 * A process's measured CPU and memory, read from Linux's /proc (what `pidusage` reads too):
 * CPU time used between two readings over the wall time between them, and the resident
 * memory. Elsewhere than Linux, nothing is measured (undefined).
 */
import { readFile } from 'node:fs/promises';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on every Linux we run on). */
const TICKS_PER_SECOND = 100;
const PAGE_SIZE = 4096;

export interface CpuReading {
  /** CPU seconds used by the process so far. */
  cpuSeconds: number;
  at: number;
}

export interface ProcessSample {
  reading: CpuReading;
  rssBytes: number;
}

/** The CPU seconds in a /proc/<pid>/stat line (utime + stime, fields 14 and 15). */
export function cpuSecondsOf(stat: string): number {
  // The command name (field 2) may hold spaces: count from its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** The resident bytes in a /proc/<pid>/statm line (its second figure, in pages). */
export const rssBytesOf = (statm: string): number => Number(statm.split(' ')[1]) * PAGE_SIZE;

export async function sampleProcess(pid: number, now = Date.now()): Promise<ProcessSample | undefined> {
  try {
    const [stat, statm] = await Promise.all([readFile(`/proc/${pid}/stat`, 'utf8'), readFile(`/proc/${pid}/statm`, 'utf8')]);
    return { reading: { cpuSeconds: cpuSecondsOf(stat), at: now }, rssBytes: rssBytesOf(statm) };
  } catch {
    return undefined;
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The usage in percent of the instance's limits: CPU over `cores` cores between the two
 * readings, memory over `memoryGb`; both between 0 and 100.
 */
export function usagePercent(previous: CpuReading | undefined, sample: ProcessSample, cores: number, memoryGb: number): { cpu_usage: number; memory_usage: number } {
  const elapsed = previous ? (sample.reading.at - previous.at) / 1000 : 0;
  const cpu = previous && elapsed > 0 ? ((sample.reading.cpuSeconds - previous.cpuSeconds) / (elapsed * Math.max(cores, 1))) * 100 : 0;
  const memory = (sample.rssBytes / (Math.max(memoryGb, 1) * 1024 ** 3)) * 100;
  const clamp = (n: number) => Math.min(100, Math.max(0, round1(n)));
  return { cpu_usage: clamp(cpu), memory_usage: clamp(memory) };
}
