/**
 * Infrastructure monitoring (spec 3 §2, §3, §9): the ranges and service selector of the
 * monitoring screen, and the answers of GET /api/services/monitoring/metrics and /alerts,
 * written by api/src/monitoring/ and read by the screen.
 */
import { SERVICE_TYPES } from './resources/services';

/** Range buttons, in order (default 1h); `seconds` is the span each one shows. */
export const MONITORING_RANGES = [
  // The spec's values in the address and the API; French units on the buttons (issue 26 §15).
  { value: '5m', label: '5 min', seconds: 5 * 60 },
  { value: '15m', label: '15 min', seconds: 15 * 60 },
  { value: '1h', label: '1 h', seconds: 60 * 60 },
  { value: '6h', label: '6 h', seconds: 6 * 60 * 60 },
  { value: '24h', label: '24 h', seconds: 24 * 60 * 60 },
  { value: '7d', label: '7 j', seconds: 7 * 24 * 60 * 60 },
] as const;

export type MonitoringRange = (typeof MONITORING_RANGES)[number]['value'];
export const DEFAULT_MONITORING_RANGE: MonitoringRange = '1h';

/** The service selector: every service, or one type. */
export const MONITORING_SERVICES = [{ value: 'all', label: 'Tous les services' }, ...SERVICE_TYPES] as const;
export type MonitoringService = (typeof MONITORING_SERVICES)[number]['value'];

/** Auto-refresh period of the screen (spec 3 §9: 30 s, on by default). */
export const MONITORING_REFRESH_MS = 30_000;

/** The days over which 'Disponibilité' is measured. */
export const AVAILABILITY_DAYS = 30;

export const ALERT_SEVERITIES = [
  { value: 'critical', label: 'Critique' },
  { value: 'warning', label: 'Attention' },
  { value: 'info', label: 'Information' },
] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number]['value'];

export interface MonitoringAlert {
  _id: string;
  severity: AlertSeverity;
  title: string;
  /** The service type concerned, or 'platform' for the server itself. */
  service: string;
  status: 'active' | 'resolved';
  /** ISO 8601. */
  created_at: string;
  resolved_at?: string;
}

export interface ServiceHealth {
  /** Service type ('platform' for the server and its database). */
  type: string;
  name: string;
  healthy: boolean;
  /** Instances of this type (all states). */
  instances: number;
  running: number;
  /** Average of the running instances, percent (the server's own process for 'platform'). */
  cpu_usage: number;
  memory_usage: number;
  /** Share of the range's samples in which it was healthy, percent. */
  uptime: number;
}

export interface MonitoringMetrics {
  service: MonitoringService;
  range: MonitoringRange;
  /** Seconds between two points of the series. */
  resolution_seconds: number;
  /** ISO 8601, oldest first; every series below has one value per timestamp. */
  timestamps: string[];
  /** Percent. */
  cpu_usage: number[];
  memory_usage: number[];
  /** Bytes per second received and sent by the server (empty for one service type: measured for the platform only). */
  network_in: number[];
  network_out: number[];
  /** Average response time per point, ms (platform only, like the figures below). */
  response_times: number[];
  /** 95th percentile of the response times per point, ms. */
  response_times_p95: number[];
  /** Event-loop lag per point (99th percentile, ms). */
  event_loop_lag: number[];
  /** The service types with their instance counts. */
  services: { type: string; label: string; instances: number; running: number }[];
  avg_response_time: number;
  requests_per_second: number;
  /** Percent of requests answered with a 5xx status over the range. */
  error_rate: number;
  service_status: ServiceHealth[];
  /** Measured over the last 30 days: share of health samples that were up, percent (null before the first sample). */
  availability: number | null;
  /** Latest figures (KPI cards). */
  current: { cpu_usage: number; memory_usage: number; memory_bytes: number; event_loop_lag: number; requests_per_second: number; database_up: boolean } | null;
}

/** How a supervision figure reads: its colour, and whether its icon says all is well. */
export type HealthTone = 'success' | 'warning' | 'error' | 'default';

/**
 * What an availability is worth (issue 37 §2): 99,9 % and more is good (a hosting offer's usual
 * commitment), from 99 % it is degraded, below it is an outage, whatever the figure's size.
 */
export const AVAILABILITY_THRESHOLDS = { good: 99.9, degraded: 99 } as const;

export function availabilityTone(percent: number | null | undefined): HealthTone {
  if (percent === null || percent === undefined) return 'default';
  if (percent >= AVAILABILITY_THRESHOLDS.good) return 'success';
  return percent >= AVAILABILITY_THRESHOLDS.degraded ? 'warning' : 'error';
}

/**
 * The state a service type's card shows: in trouble when an instance or a service is in error,
 * « À l'arrêt » when it has instances and none runs, « Aucune instance » when it has none;
 * « Opérationnel » only when something runs without error. The platform has no instances.
 */
export function serviceHealthState(row: Pick<ServiceHealth, 'type' | 'healthy' | 'instances' | 'running'>): { label: string; tone: HealthTone } {
  if (!row.healthy) return { label: 'Problème', tone: 'error' };
  if (row.type !== 'platform' && row.instances === 0) return { label: 'Aucune instance', tone: 'default' };
  if (row.type !== 'platform' && row.running === 0) return { label: 'À l’arrêt', tone: 'warning' };
  return { label: 'Opérationnel', tone: 'success' };
}
