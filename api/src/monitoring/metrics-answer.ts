/**
 * The answer of GET /api/services/monitoring/metrics (spec 3 §3 'Monitoring metrics') from
 * the points of the range: for every service, the server's own figures; for one service
 * type, its running instances' average CPU and memory (the HTTP figures — network, response
 * times, requests, errors — are the platform's and stay empty there). Pure function.
 */
import { SERVICE_TYPES, type MonitoringMetrics, type MonitoringRange, type MonitoringService, type ServiceHealth } from '@hexagone/schemas';
import type { InstanceFigure, SamplePoint } from './sample-points';
import { typeHealthy, type ServiceState } from './service-states';

export const PLATFORM = 'platform';
export const PLATFORM_LABEL = 'Plateforme';

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const average = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);
const running = (instances: readonly InstanceFigure[], type: string) => instances.filter((i) => i.type === type && i.status === 'running');

export interface MetricsInput {
  service: MonitoringService;
  range: MonitoringRange;
  stepMs: number;
  points: readonly SamplePoint[];
  /** Percent over the last 30 days, null before the first sample. */
  availability: number | null;
  /** The services' states now: a type with a service in error is in trouble. */
  services?: readonly ServiceState[];
}

export function metricsAnswer({ service, range, stepMs, points, availability, services = [] }: MetricsInput): MonitoringMetrics {
  const all = service === 'all';
  const last = points[points.length - 1];
  const lastInstances = last?.instances ?? [];
  const total = (pick: (p: SamplePoint) => number) => points.reduce((sum, p) => sum + pick(p), 0);
  const requests = total((p) => p.requests);
  const seconds = total((p) => p.seconds);
  const perSecond = (value: number, p: SamplePoint) => round(p.seconds ? value / p.seconds : 0);
  const uptime = (subject: string) => (points.length ? round(average(points.map((p) => p.health[subject] ?? 1)) * 100) : 100);

  const typeHealth = (type: (typeof SERVICE_TYPES)[number]): ServiceHealth => {
    const mine = lastInstances.filter((i) => i.type === type.value);
    const up = running(lastInstances, type.value);
    return {
      type: type.value,
      name: type.label,
      healthy: typeHealthy(type.value, lastInstances, services),
      instances: mine.length,
      running: up.length,
      cpu_usage: round(average(up.map((i) => i.cpu))),
      memory_usage: round(average(up.map((i) => i.mem))),
      uptime: uptime(type.value),
    };
  };
  const platformHealth: ServiceHealth = {
    type: PLATFORM,
    name: PLATFORM_LABEL,
    healthy: (last?.health[PLATFORM] ?? 1) === 1,
    instances: 1,
    running: 1,
    cpu_usage: last?.cpu ?? 0,
    memory_usage: last?.mem ?? 0,
    uptime: uptime(PLATFORM),
  };
  const types = SERVICE_TYPES.filter((type) => all || type.value === service);

  return {
    service,
    range,
    resolution_seconds: stepMs / 1000,
    timestamps: points.map((p) => p.at.toISOString()),
    cpu_usage: points.map((p) => (all ? p.cpu : round(average(running(p.instances, service).map((i) => i.cpu))))),
    memory_usage: points.map((p) => (all ? p.mem : round(average(running(p.instances, service).map((i) => i.mem))))),
    network_in: all ? points.map((p) => perSecond(p.net_in, p)) : [],
    network_out: all ? points.map((p) => perSecond(p.net_out, p)) : [],
    response_times: all ? points.map((p) => round(p.requests ? p.duration_sum_ms / p.requests : 0)) : [],
    response_times_p95: all ? points.map((p) => p.p95) : [],
    event_loop_lag: all ? points.map((p) => p.lag) : [],
    services: SERVICE_TYPES.map((type) => ({
      type: type.value,
      label: type.label,
      instances: lastInstances.filter((i) => i.type === type.value).length,
      running: running(lastInstances, type.value).length,
    })),
    avg_response_time: all ? round(requests ? total((p) => p.duration_sum_ms) / requests : 0) : 0,
    requests_per_second: all ? round(seconds ? requests / seconds : 0) : 0,
    error_rate: all ? round(requests ? (total((p) => p.errors) / requests) * 100 : 0) : 0,
    service_status: [...(all ? [platformHealth] : []), ...types.map(typeHealth)],
    availability,
    current: last
      ? {
          cpu_usage: last.cpu,
          memory_usage: last.mem,
          memory_bytes: last.mem_bytes,
          event_loop_lag: last.lag,
          requests_per_second: perSecond(last.requests, last),
          database_up: (last.health[PLATFORM] ?? 1) === 1,
        }
      : null,
  };
}
