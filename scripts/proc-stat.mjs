// A process's CPU time and parent, read from Linux's /proc/<pid>/stat: what the benches report
// beside their timings (CPU per request does not depend on what else the machine runs).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (100 on Linux). */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** The fields after the command name (which may hold spaces and parentheses): state, ppid…; undefined once the process has ended. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** CPU time used (user + system) in ms, 0 once ended; with `children`, also that of the children it has waited for. */
export function cpuMs(pid, { children = false } = {}) {
  const fields = statFields(pid);
  if (!fields) return 0;
  const ticks = Number(fields[11]) + Number(fields[12]) + (children ? Number(fields[13]) + Number(fields[14]) : 0);
  return (ticks * 1000) / TICKS;
}

/** The parent's pid (as /proc writes it), undefined once ended. */
export const parentPid = (pid) => statFields(pid)?.[1];
