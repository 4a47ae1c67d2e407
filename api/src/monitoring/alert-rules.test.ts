import { describe, expect, it } from 'vitest';
import { evaluateAlerts, MIN_REQUESTS_FOR_ERROR_RATE } from './alert-rules';
import { point } from './test-points';

const thresholds = { cpuPercent: 80, cpuMs: 5 * 60_000, errorRatePercent: 5, sampleMs: 10_000 };
/** Points every 10 s over `seconds`, ending at t = 1 000 000 ms. */
const series = (seconds: number, overrides: Parameters<typeof point>[1] = {}) =>
  Array.from({ length: seconds / 10 + 1 }, (_, i) => point(1_000_000 - (seconds - i * 10) * 1000, overrides));

describe('alert rules', () => {
  it('warns when the server CPU stays above 80 % for five minutes, not before', () => {
    expect(evaluateAlerts(series(300, { cpu: 91 }), true, thresholds)).toEqual([
      { key: 'cpu-high:platform', severity: 'warning', title: 'CPU au-dessus de 80 % depuis 5 min : serveur de la plateforme', service: 'platform' },
    ]);
    // Four minutes of points only: the window is not covered yet.
    expect(evaluateAlerts(series(240, { cpu: 91 }), true, thresholds)).toEqual([]);
    // One point at or below the threshold in the window.
    const dipped = series(300, { cpu: 91 });
    dipped[10].cpu = 80;
    expect(evaluateAlerts(dipped, true, thresholds)).toEqual([]);
  });

  it('raises a critical alert for an instance in error and for an unreachable database', () => {
    const failing = { id: 'i1', name: 'agent-7', type: 'agent-ia', status: 'error', cpu: 0, mem: 0 };
    expect(evaluateAlerts([point(0, { instances: [failing] })], false, thresholds)).toEqual([
      { key: 'database-down:platform', severity: 'critical', title: 'Base de données injoignable', service: 'platform' },
      { key: 'instance-error:i1', severity: 'critical', title: 'Instance en erreur : agent-7', service: 'agent-ia' },
    ]);
  });

  it('raises a critical alert for a service in error, none for one in maintenance (issue 26 §4)', () => {
    const services = [
      { id: 's1', name: 'Plateforme SaaS — Giraud', type: 'saas', status: 'error' },
      { id: 's2', name: 'Plateforme SaaS — Horizon', type: 'saas', status: 'maintenance' },
    ];
    expect(evaluateAlerts([point(0)], true, thresholds, services)).toEqual([
      { key: 'service-error:s1', severity: 'critical', title: 'Service en erreur : Plateforme SaaS — Giraud', service: 'saas' },
    ]);
  });

  it('raises a critical alert above 5 % of errors over the last minute, from a few requests on', () => {
    const failing = series(60, { requests: 10, errors: 1 });
    expect(evaluateAlerts(failing, true, thresholds).map((c) => c.title)).toEqual(["Taux d'erreur au-dessus de 5 % (10 % des requêtes)"]);
    expect(evaluateAlerts(series(60, { requests: 20, errors: 1 }), true, thresholds)).toEqual([]);
    expect(evaluateAlerts([point(0, { requests: MIN_REQUESTS_FOR_ERROR_RATE - 1, errors: 5 })], true, thresholds)).toEqual([]);
  });
});
