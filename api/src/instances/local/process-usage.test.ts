import { describe, expect, it } from 'vitest';
import { cpuSecondsOf, rssBytesOf, sampleProcess, usagePercent } from './process-usage';

describe('process usage', () => {
  it('reads the CPU seconds after a command name holding spaces', () => {
    const stat = '4242 (node my app) S 1 4242 4242 0 -1 4194560 900 0 0 0 250 50 0 0 20 0 11 0 100 1000 2000';
    expect(cpuSecondsOf(stat)).toBe(3);
  });

  it('reads the resident memory in bytes', () => {
    expect(rssBytesOf('10000 2560 100 1 0 500 0')).toBe(2560 * 4096);
  });

  it('gives the CPU share over the cores and the memory share of the limit', () => {
    const previous = { cpuSeconds: 10, at: 0 };
    const usage = usagePercent(previous, { reading: { cpuSeconds: 11, at: 10_000 }, rssBytes: 1024 ** 3 / 4 }, 2, 1);
    expect(usage).toEqual({ cpu_usage: 5, memory_usage: 25 });
  });

  it('measures this very process on Linux', async () => {
    const sample = await sampleProcess(process.pid);
    if (process.platform !== 'linux') return expect(sample).toBeUndefined();
    expect(sample!.rssBytes).toBeGreaterThan(1_000_000);
    expect(sample!.reading.cpuSeconds).toBeGreaterThan(0);
  });
});
