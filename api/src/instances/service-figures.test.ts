import { describe, expect, it } from 'vitest';
import { figuresOf, statusOf } from './service-figures';

const running = (cpu: number, memory: number) => ({ status: 'running', desired_state: 'running', metrics: { cpu_usage: cpu, memory_usage: memory } }) as const;

describe('service figures', () => {
  it('counts the instances, averages the usage of those running, and gives the share of those wanted running that run', () => {
    const figures = figuresOf([running(10, 20), running(30, 41), { status: 'error', desired_state: 'running' }, { status: 'stopped', desired_state: 'stopped' }]);
    expect(figures).toEqual({ instances_count: 4, cpu_usage: 20, memory_usage: 30.5, uptime: 66.7 });
  });

  it('is all zero without instances', () => {
    expect(figuresOf([])).toEqual({ instances_count: 0, cpu_usage: 0, memory_usage: 0, uptime: 0 });
  });

  it('runs when one instance runs, is in error when one failed and none runs, stopped when all are stopped', () => {
    expect(statusOf([running(1, 1), { status: 'error' }])).toBe('running');
    expect(statusOf([{ status: 'error' }, { status: 'stopped' }])).toBe('error');
    expect(statusOf([{ status: 'stopped' }])).toBe('stopped');
    // Still moving, or nothing to go by: left as it is.
    expect(statusOf([{ status: 'starting' }, { status: 'stopped' }])).toBeUndefined();
    expect(statusOf([])).toBeUndefined();
  });
});
