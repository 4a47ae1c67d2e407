/**
 * `GET /metrics` in the Prometheus text format, for operators who already run Prometheus and
 * Grafana: prom-client's default process metrics, the request counter and the duration
 * histogram. Off unless PROMETHEUS_ENABLED=1; then a scrape needs `Authorization: Bearer
 * <PROMETHEUS_TOKEN>`, or, without a token configured, comes from the machine itself: the
 * client's address as Express decides it (TRUST_PROXY), so a reverse proxy on the same
 * machine does not open the measures to whoever it forwards.
 */
import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import { passwordVerifications } from '../auth/password';
import type { HttpMetrics } from './http-metrics';
import type { MonitoringConfig } from './monitoring-config';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function prometheusHandler(http: HttpMetrics, config: MonitoringConfig['prometheus']): RequestHandler {
  if (!config.enabled) return (_req, _res, next) => next();
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({ name: 'http_requests_total', help: 'Requêtes HTTP servies', labelNames: ['method', 'status_code'], registers: [registry] });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Durée des réponses HTTP en secondes',
    labelNames: ['method', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  let reported = 0;
  new Counter({
    name: 'auth_password_verifications_total',
    help: 'Mots de passe vérifiés (argon2), connexions à un compte inconnu comprises',
    registers: [registry],
    collect() {
      this.inc(passwordVerifications.count - reported);
      reported = passwordVerifications.count;
    },
  });
  http.observe((method, status, seconds) => {
    const labels = { method, status_code: String(status) };
    requests.inc(labels);
    durations.observe(labels, seconds);
  });

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path !== '/' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    if (config.token) {
      const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!sameSecret(given, config.token)) {
        res.status(401).setHeader('WWW-Authenticate', 'Bearer').json({ message: 'Jeton Prometheus requis' });
        return;
      }
    } else if (!LOOPBACK.has(req.ip ?? '')) {
      res.status(403).json({ message: 'Mesures Prometheus accessibles depuis la machine elle-même uniquement (ou avec PROMETHEUS_TOKEN)' });
      return;
    }
    registry.metrics().then(
      (text) => res.status(200).setHeader('Content-Type', registry.contentType).setHeader('Cache-Control', 'no-store').end(text),
      next,
    );
  };
}
