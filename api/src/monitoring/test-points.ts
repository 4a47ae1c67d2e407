/** A sample point with plain figures, for the monitoring's unit tests. */
import type { SamplePoint } from './sample-points';

export const point = (at: string | number, overrides: Partial<SamplePoint> = {}): SamplePoint => ({
  at: new Date(at),
  seconds: 10,
  samples: 1,
  cpu: 10,
  mem: 20,
  mem_bytes: 100_000_000,
  lag: 1,
  requests: 10,
  errors: 0,
  duration_sum_ms: 100,
  p50: 8,
  p95: 20,
  p99: 30,
  net_in: 1_000,
  net_out: 5_000,
  health: { platform: 1 },
  instances: [],
  ...overrides,
});
