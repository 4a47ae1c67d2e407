/** The server process's own figures between two samples: CPU (% of one core), memory, event-loop lag. */
import { totalmem } from 'node:os';
import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

export interface ProcessWindow {
  cpu: number;
  mem: number;
  mem_bytes: number;
  /** 99th percentile of the event-loop delay, ms. */
  lag: number;
}

/** Resolution of the event-loop delay timer, ms: 50 wake-ups a second, a negligible cost. */
const LAG_RESOLUTION_MS = 20;

export class ProcessMetrics {
  private lastCpu = process.cpuUsage();
  private lastAt = process.hrtime.bigint();
  private histogram?: IntervalHistogram;

  start(): void {
    if (this.histogram) return;
    this.histogram = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
    this.histogram.enable();
  }

  stop(): void {
    this.histogram?.disable();
    this.histogram = undefined;
  }

  take(): ProcessWindow {
    const cpu = process.cpuUsage(this.lastCpu);
    const now = process.hrtime.bigint();
    const elapsedUs = Number(now - this.lastAt) / 1000;
    this.lastCpu = process.cpuUsage();
    this.lastAt = now;
    const rss = process.memoryUsage.rss();
    // A container's limit when there is one, else the machine's memory.
    const constrained = process.constrainedMemory?.() ?? 0;
    const limit = constrained > 0 && constrained < totalmem() ? constrained : totalmem();
    // The histogram's resolution is added to every delay it records: take it off.
    const lag = this.histogram ? Math.max(0, this.histogram.percentile(99) / 1e6 - LAG_RESOLUTION_MS) : 0;
    this.histogram?.reset();
    return {
      cpu: round(elapsedUs > 0 ? ((cpu.user + cpu.system) / elapsedUs) * 100 : 0),
      mem: round((rss / limit) * 100),
      mem_bytes: rss,
      lag: round(lag),
    };
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
