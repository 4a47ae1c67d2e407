/**
 * The time series of the monitoring, as stored: points in bucket documents (one document per
 * 10 minutes of raw points, one per 6 hours of 1-minute points), each read or written by its
 * `_id` alone, the only lookup the embedded database answers from an index. A 7-day range
 * reads 29 documents of 1-minute points; an hour, 7 documents of raw points. Pure functions.
 */

import type { HttpWindow } from './http-metrics';

export type Resolution = 'raw' | '1m';

/** One instance as seen by a sample. */
export interface InstanceFigure {
  id: string;
  name: string;
  type: string;
  status: string;
  cpu: number;
  mem: number;
}

/** A point of the series: the server process, its HTTP traffic during the point (HttpWindow), the health and the instances. */
export interface SamplePoint extends HttpWindow {
  at: Date;
  /** Seconds the point covers (the sampling interval, or the sum of a rolled-up minute). */
  seconds: number;
  /** How many raw samples the point stands for. */
  samples: number;
  /** The server process: CPU % of one core, memory % and bytes, event-loop lag p99 in ms. */
  cpu: number;
  mem: number;
  mem_bytes: number;
  lag: number;
  /** Per subject ('platform', each service type with instances): share of the point's samples it was healthy, 0 to 1. */
  health: Record<string, number>;
  instances: InstanceFigure[];
}

export const RAW_BUCKET_MS = 10 * 60_000;
export const MINUTE_BUCKET_MS = 6 * 3600_000;
export const MINUTE_MS = 60_000;

export const bucketSpan = (resolution: Resolution) => (resolution === 'raw' ? RAW_BUCKET_MS : MINUTE_BUCKET_MS);

export const bucketStart = (resolution: Resolution, at: Date): Date => {
  const span = bucketSpan(resolution);
  return new Date(Math.floor(at.getTime() / span) * span);
};

export const bucketId = (resolution: Resolution, at: Date): string => `${resolution}:${bucketStart(resolution, at).toISOString()}`;

/** The ids of the buckets holding the points of [from, to]. */
export function bucketIds(resolution: Resolution, from: Date, to: Date): string[] {
  const span = bucketSpan(resolution);
  const ids: string[] = [];
  for (let start = bucketStart(resolution, from).getTime(); start <= to.getTime(); start += span) ids.push(`${resolution}:${new Date(start).toISOString()}`);
  return ids;
}

/** Ranges up to an hour read raw points; longer ones the 1-minute points. */
export const resolutionFor = (rangeSeconds: number): Resolution => (rangeSeconds <= 3600 ? 'raw' : '1m');

/** The p-th percentile of sorted values (nearest rank), 0 when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const sum = (points: readonly SamplePoint[], pick: (p: SamplePoint) => number) => points.reduce((total, p) => total + pick(p), 0);
/** Averaged over the raw samples each point stands for. */
const weighted = (points: readonly SamplePoint[], pick: (p: SamplePoint) => number) => sum(points, (p) => pick(p) * p.samples) / Math.max(1, sum(points, (p) => p.samples));

/**
 * Several points as one (a minute of raw points, or the points a long range groups): sums of
 * counts and bytes, averages of gauges, the percentiles' median weighted by requests and
 * their maximum for the tails (never better than measured), the instances of the last point
 * with their averaged figures, and an instance seen in error in any point stays in error.
 */
export function mergePoints(points: readonly SamplePoint[], at: Date): SamplePoint {
  const requests = sum(points, (p) => p.requests);
  const last = points[points.length - 1];
  const subjects = new Set(points.flatMap((p) => Object.keys(p.health)));
  const health: Record<string, number> = {};
  // A subject absent from a point (no instance of that type then) was not unhealthy in it.
  for (const subject of subjects) health[subject] = round(weighted(points, (p) => p.health[subject] ?? 1), 4);
  const byId = new Map<string, InstanceFigure[]>();
  for (const point of points) for (const instance of point.instances) byId.set(instance.id, [...(byId.get(instance.id) ?? []), instance]);
  const instances = (last?.instances ?? []).map((instance) => {
    const seen = byId.get(instance.id) ?? [instance];
    const avg = (pick: (i: InstanceFigure) => number) => round(seen.reduce((t, i) => t + pick(i), 0) / seen.length);
    return { ...instance, status: seen.some((i) => i.status === 'error') ? 'error' : instance.status, cpu: avg((i) => i.cpu), mem: avg((i) => i.mem) };
  });
  return {
    at,
    seconds: sum(points, (p) => p.seconds),
    samples: sum(points, (p) => p.samples),
    cpu: round(weighted(points, (p) => p.cpu)),
    mem: round(weighted(points, (p) => p.mem)),
    mem_bytes: Math.round(weighted(points, (p) => p.mem_bytes)),
    lag: round(Math.max(0, ...points.map((p) => p.lag))),
    requests,
    errors: sum(points, (p) => p.errors),
    duration_sum_ms: round(sum(points, (p) => p.duration_sum_ms)),
    p50: round(requests ? sum(points, (p) => p.p50 * p.requests) / requests : 0),
    p95: round(Math.max(0, ...points.map((p) => p.p95))),
    p99: round(Math.max(0, ...points.map((p) => p.p99))),
    net_in: sum(points, (p) => p.net_in),
    net_out: sum(points, (p) => p.net_out),
    health,
    instances,
  };
}

/** The minute's 1-minute point from its raw points (undefined when none was recorded). */
export function rollUpMinute(raw: readonly SamplePoint[], minute: Date): SamplePoint | undefined {
  const end = minute.getTime() + MINUTE_MS;
  const inside = raw.filter((p) => p.at.getTime() >= minute.getTime() && p.at.getTime() < end);
  return inside.length ? mergePoints(inside, minute) : undefined;
}

/** At most `max` points: consecutive points grouped by equal spans of time, each group merged. */
export function downsample(points: readonly SamplePoint[], from: Date, stepMs: number, max: number): { points: SamplePoint[]; stepMs: number } {
  const factor = Math.ceil(points.length / max);
  if (factor <= 1) return { points: [...points], stepMs };
  const groupMs = factor * stepMs;
  const groups = new Map<number, SamplePoint[]>();
  for (const point of points) {
    const key = from.getTime() + Math.floor((point.at.getTime() - from.getTime()) / groupMs) * groupMs;
    groups.set(key, [...(groups.get(key) ?? []), point]);
  }
  return { points: [...groups].map(([key, group]) => mergePoints(group, new Date(key))), stepMs: groupMs };
}

/** Whether a bucket holding points up to `end` has expired at `now` for this resolution's keep time. */
export const bucketExpired = (end: Date, now: Date, keepMs: number): boolean => end.getTime() <= now.getTime() - keepMs;
