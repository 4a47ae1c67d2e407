/**
 * The alert rules, evaluated on the latest raw points: which conditions hold now. Each one
 * has a stable key (rule and subject): the alert it opens stays open, once, while the key is
 * among the conditions, and is resolved when it is no longer. Pure function.
 */
import type { AlertSeverity } from '@hexagone/schemas';
import type { SamplePoint } from './sample-points';
import type { ServiceState } from './service-states';

export interface AlertCondition {
  /** `{rule}:{subject}`, unique among the open alerts. */
  key: string;
  severity: AlertSeverity;
  title: string;
  /** A service type, or 'platform'. */
  service: string;
}

export interface AlertThresholds {
  cpuPercent: number;
  cpuMs: number;
  errorRatePercent: number;
  /** The sampling interval: a window is covered when its first point is at most one interval after its start. */
  sampleMs: number;
}

/** Requests in the last minute below which the error rate raises no alert. */
export const MIN_REQUESTS_FOR_ERROR_RATE = 10;

const fr = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const duration = (ms: number) => (ms >= 60_000 && ms % 60_000 === 0 ? `${ms / 60_000} min` : `${fr.format(ms / 1000)} s`);

/** Points oldest first; `databaseUp` and the services' states as seen now. */
export function evaluateAlerts(points: readonly SamplePoint[], databaseUp: boolean, thresholds: AlertThresholds, services: readonly ServiceState[] = []): AlertCondition[] {
  const conditions: AlertCondition[] = [];
  const last = points[points.length - 1];
  if (!databaseUp) conditions.push({ key: 'database-down:platform', severity: 'critical', title: 'Base de données injoignable', service: 'platform' });
  for (const service of services) {
    if (service.status === 'error') conditions.push({ key: `service-error:${service.id}`, severity: 'critical', title: `Service en erreur : ${service.name}`, service: service.type });
  }
  if (!last) return conditions;

  // CPU above the threshold in every point of the window, the window wholly covered by points.
  const windowStart = last.at.getTime() - thresholds.cpuMs;
  const window = points.filter((p) => p.at.getTime() >= windowStart);
  const covered = window.length > 0 && window[0].at.getTime() <= windowStart + thresholds.sampleMs;
  const cpuText = `CPU au-dessus de ${fr.format(thresholds.cpuPercent)} % depuis ${duration(thresholds.cpuMs)}`;
  if (covered && window.every((p) => p.cpu > thresholds.cpuPercent)) {
    conditions.push({ key: 'cpu-high:platform', severity: 'warning', title: `${cpuText} : serveur de la plateforme`, service: 'platform' });
  }
  for (const instance of last.instances) {
    const seen = window.map((p) => p.instances.find((i) => i.id === instance.id));
    if (covered && seen.every((i) => i && i.status === 'running' && i.cpu > thresholds.cpuPercent)) {
      conditions.push({ key: `cpu-high:${instance.id}`, severity: 'warning', title: `${cpuText} : ${instance.name}`, service: instance.type });
    }
    if (instance.status === 'error') {
      conditions.push({ key: `instance-error:${instance.id}`, severity: 'critical', title: `Instance en erreur : ${instance.name}`, service: instance.type });
    }
  }

  // Over the last minute, and from a few requests on: one failed call of two is no outage.
  const minute = points.filter((p) => p.at.getTime() > last.at.getTime() - 60_000);
  const requests = minute.reduce((total, p) => total + p.requests, 0);
  const rate = requests ? (minute.reduce((total, p) => total + p.errors, 0) / requests) * 100 : 0;
  if (requests >= MIN_REQUESTS_FOR_ERROR_RATE && rate > thresholds.errorRatePercent) {
    conditions.push({
      key: 'error-rate:platform',
      severity: 'critical',
      title: `Taux d'erreur au-dessus de ${fr.format(thresholds.errorRatePercent)} % (${fr.format(rate)} % des requêtes)`,
      service: 'platform',
    });
  }
  return conditions;
}
