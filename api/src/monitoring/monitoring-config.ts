/** The monitoring's settings, read from the environment once (defaults: spec 3 and issue 11). */
const number = (name: string, fallback: number): number => {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && process.env[name] !== '' && Number.isFinite(value) ? value : fallback;
};

export const monitoringConfig = {
  /** Every how many ms the sampler records a point; 0 turns it off. */
  sampleMs: number('MONITORING_SAMPLE_MS', 10_000),
  /** Every how many ms the cleanup drops expired points. */
  cleanupMs: number('MONITORING_CLEANUP_MS', 10 * 60_000),
  /** How long raw points and 1-minute points are kept. */
  rawKeepMs: number('MONITORING_RAW_KEEP_MS', 24 * 3600_000),
  minuteKeepMs: number('MONITORING_MINUTE_KEEP_MS', 7 * 24 * 3600_000),
  /** CPU above this percent for this long: warning. */
  cpuAlertPercent: number('MONITORING_CPU_ALERT_PERCENT', 80),
  cpuAlertMs: number('MONITORING_CPU_ALERT_MS', 5 * 60_000),
  /** 5xx answers above this percent of the requests of a sample: critical. */
  errorRateAlertPercent: number('MONITORING_ERROR_RATE_ALERT_PERCENT', 5),
  prometheus: {
    enabled: ['1', 'true', 'on'].includes(process.env.PROMETHEUS_ENABLED ?? ''),
    token: process.env.PROMETHEUS_TOKEN || undefined,
  },
};

export type MonitoringConfig = typeof monitoringConfig;
