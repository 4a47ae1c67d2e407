/**
 * Monitoring (spec 3 §3, §7, issue 11): the sampler measures the server as it serves, the
 * metrics answer real figures that change under load, alerts open once under a forced
 * condition and resolve after, `alert.triggered` is published on the bus, and Prometheus'
 * /metrics is off by default and protected when on. Instances are written straight into
 * their collection, as their own job leaves them.
 */
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerAsAdmin } from '../support/admin-session';
import { login, type ApiClient } from '../support/api';
import { createRecord } from '../support/records';
import { startDatabase, type TestDatabase } from '../support/database';
import { startServer, type TestServer } from '../support/server';
import { listenToWebhookEvents } from '../support/server-sent-events';

const PROMETHEUS_TOKEN = 'jeton-de-test-prometheus';

describe('monitoring measured by the sampler', () => {
  let database: TestDatabase;
  let server: TestServer;
  let api: ApiClient;
  let token: string;

  beforeAll(async () => {
    database = await startDatabase();
    ({ server, api, token } = await startServerAsAdmin({
      env: {
        MONGODB_URI: database.uri,
        MONITORING_SAMPLE_MS: '500',
        MONITORING_CPU_ALERT_MS: '1500',
        PROMETHEUS_ENABLED: '1',
        PROMETHEUS_TOKEN,
      },
    }));
  });
  afterAll(async () => {
    await server?.stop();
    await database?.stop();
  });

  const metrics = async (query: Record<string, string> = {}) => {
    const response = await api.get('/services/monitoring/metrics', { token, query });
    expect(response.status).toBe(200);
    return response.body;
  };
  const activeAlerts = async () => (await api.get('/services/monitoring/alerts', { token, query: { status: 'active' } })).body as any[];

  it('is for administrators only, and refuses an unknown range or service in French', async () => {
    expect((await api.get('/services/monitoring/metrics')).status).toBe(401);
    expect((await api.get('/services/monitoring/alerts')).status).toBe(401);
    const badRange = await api.get('/services/monitoring/metrics', { token, query: { range: '2h' } });
    expect(badRange.status).toBe(400);
    expect(badRange.body.message).toMatch(/Période inconnue/);
    const badService = await api.get('/services/monitoring/metrics', { token, query: { service: 'mainframe' } });
    expect(badService.status).toBe(400);
    expect(badService.body.message).toMatch(/Service inconnu/);

    await createRecord(api, token, 'users', { name: 'Claire Client', email: 'claire@exemple.fr', role: 'user', password: 'Motdepasse-1', confirmPassword: 'Motdepasse-1' });
    const customer = await login(api, 'claire@exemple.fr', 'Motdepasse-1');
    for (const path of ['/services/monitoring/metrics', '/services/monitoring/alerts']) {
      const refused = await api.get(path, { token: customer });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('Accès refusé');
    }
  });

  it('answers measured figures that change after load is applied', async () => {
    const before = await metrics({ range: '5m' });
    expect(Object.keys(before)).toEqual(
      expect.arrayContaining(['timestamps', 'cpu_usage', 'memory_usage', 'network_in', 'network_out', 'services', 'response_times', 'avg_response_time', 'requests_per_second', 'error_rate', 'service_status']),
    );
    // Load: 300 requests, 20 at a time.
    for (let batch = 0; batch < 15; batch++) {
      await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.baseUrl}/api/health`).then((r) => r.text())));
    }
    const loadedAt = Date.now();
    await expect
      .poll(
        async () => {
          const m = await metrics({ range: '5m' });
          const after = m.timestamps.findIndex((t: string) => Date.parse(t) >= loadedAt - 1_000);
          return after >= 0 && m.requests_per_second > 0 && m.response_times.slice(after).some((ms: number) => ms > 0) && Math.max(...m.network_in) > 0;
        },
        { timeout: 15_000, interval: 300 },
      )
      .toBe(true);
    const loaded = await metrics({ range: '5m' });
    expect(loaded.timestamps.length).toBe(loaded.cpu_usage.length);
    expect(loaded.timestamps.length).toBe(loaded.network_out.length);
    expect(loaded.memory_usage.every((value: number) => value > 0 && value < 100)).toBe(true);
    expect(Math.max(...loaded.network_out)).toBeGreaterThan(0);
    expect(loaded.avg_response_time).toBeGreaterThan(0);
    expect(loaded.error_rate).toBe(0);
    expect(loaded.current.memory_bytes).toBeGreaterThan(10 * 1024 * 1024);
    expect(loaded.availability).toBe(100);
    expect(loaded.service_status[0]).toMatchObject({ type: 'platform', name: 'Plateforme', healthy: true });
    // Long ranges read the 1-minute points, the minute under way included.
    for (const range of ['6h', '24h', '7d']) {
      const long = await metrics({ range });
      expect(long.resolution_seconds).toBeGreaterThanOrEqual(60);
      expect(long.timestamps.length).toBeGreaterThan(0);
      expect(long.requests_per_second).toBeGreaterThan(0);
    }
    // The series move on: a later answer holds newer points.
    const last = Date.parse(loaded.timestamps.at(-1));
    await expect.poll(async () => Date.parse((await metrics({ range: '5m' })).timestamps.at(-1)), { timeout: 5_000 }).toBeGreaterThan(last);
  });

  it("gives one service type its running instances' figures", async () => {
    await database.db.collection('service_instances').insertMany([
      { name: 'web-1', service_type: 'hosting-ha', status: 'running', metrics: { cpu_usage: 30, memory_usage: 50 } },
      { name: 'web-2', service_type: 'hosting-ha', status: 'running', metrics: { cpu_usage: 50, memory_usage: 70 } },
      { name: 'web-3', service_type: 'hosting-ha', status: 'stopped', metrics: { cpu_usage: 99, memory_usage: 99 } },
    ]);
    await expect.poll(async () => (await metrics({ service: 'hosting-ha', range: '5m' })).cpu_usage.at(-1), { timeout: 10_000 }).toBe(40);
    const hosting = await metrics({ service: 'hosting-ha', range: '15m' });
    expect(hosting.memory_usage.at(-1)).toBe(60);
    expect(hosting.service_status).toEqual([expect.objectContaining({ type: 'hosting-ha', name: 'Hosting HA', healthy: true, instances: 3, running: 2, cpu_usage: 40 })]);
    expect(hosting.network_in).toEqual([]);
    expect(hosting.services.find((s: any) => s.type === 'hosting-ha')).toMatchObject({ instances: 3, running: 2 });
  });

  it('opens an alert once when an instance fails, publishes alert.triggered, and resolves it when the instance is back', async () => {
    const events = await listenToWebhookEvents(server.baseUrl, token);
    try {
      const { insertedId } = await database.db.collection('service_instances').insertOne({ name: 'agent-7', service_type: 'agent-ia', status: 'error', metrics: { cpu_usage: 0, memory_usage: 0 } });
      await expect.poll(async () => (await activeAlerts()).filter((a) => a.title === 'Instance en erreur : agent-7').length, { timeout: 10_000 }).toBe(1);
      const [alert] = (await activeAlerts()).filter((a) => a.title === 'Instance en erreur : agent-7');
      expect(alert).toMatchObject({ severity: 'critical', service: 'agent-ia', status: 'active' });
      expect(Date.parse(alert.created_at)).not.toBeNaN();
      await expect.poll(() => events.received.filter((e) => e.data.data.title === 'Instance en erreur : agent-7').length, { timeout: 5_000 }).toBe(1);
      expect(events.received.find((e) => e.data.data.title === 'Instance en erreur : agent-7')?.data).toMatchObject({ event: 'alert.triggered', data: { severity: 'critical' } });

      const unhealthy = await metrics({ service: 'agent-ia', range: '5m' });
      expect(unhealthy.service_status[0]).toMatchObject({ healthy: false });

      // Still in error a few samples later: still one alert, published once.
      const samplesLater = Date.now() + 1_500;
      await expect.poll(async () => Date.parse((await metrics({ range: '5m' })).timestamps.at(-1)), { timeout: 5_000 }).toBeGreaterThan(samplesLater);
      expect((await activeAlerts()).filter((a) => a.title === 'Instance en erreur : agent-7')).toHaveLength(1);
      expect(events.received.filter((e) => e.data.data.title === 'Instance en erreur : agent-7')).toHaveLength(1);

      await database.db.collection('service_instances').updateOne({ _id: insertedId }, { $set: { status: 'running' } });
      await expect.poll(async () => (await activeAlerts()).some((a) => a.title === 'Instance en erreur : agent-7'), { timeout: 10_000 }).toBe(false);
      const resolved = (await api.get('/services/monitoring/alerts', { token, query: { status: 'resolved' } })).body as any[];
      expect(resolved.find((a) => a.title === 'Instance en erreur : agent-7')).toMatchObject({ status: 'resolved', severity: 'critical' });
    } finally {
      events.close();
    }
  });

  it('shows a problem and opens an alert for a service in error, and counts it against the availability (issue 26 §4)', async () => {
    const services = database.db.collection('services');
    const { insertedId } = await services.insertOne({ name: 'Plateforme SaaS — Giraud', type: 'saas', status: 'error' });
    await services.insertOne({ name: 'Plateforme SaaS — Horizon', type: 'saas', status: 'maintenance' });
    const title = 'Service en erreur : Plateforme SaaS — Giraud';
    await expect.poll(async () => (await activeAlerts()).find((a) => a.title === title)?.severity, { timeout: 10_000 }).toBe('critical');
    const all = await metrics({ range: '5m' });
    expect(all.service_status.find((s: any) => s.type === 'saas')).toMatchObject({ healthy: false });
    expect(all.availability).toBeLessThan(100);
    expect((await metrics({ service: 'saas', range: '5m' })).service_status[0]).toMatchObject({ healthy: false });

    await services.updateOne({ _id: insertedId }, { $set: { status: 'running' } });
    await expect.poll(async () => (await activeAlerts()).some((a) => a.title === title), { timeout: 10_000 }).toBe(false);
    expect((await metrics({ range: '5m' })).service_status.find((s: any) => s.type === 'saas')).toMatchObject({ healthy: true });
  });

  it('warns of an instance whose CPU stays above 80 % for the whole window, and resolves when it drops', async () => {
    const { insertedId } = await database.db.collection('service_instances').insertOne({ name: 'chain-1', service_type: 'blockchain', status: 'running', metrics: { cpu_usage: 95, memory_usage: 20 } });
    const title = 'CPU au-dessus de 80 % depuis 1,5 s : chain-1';
    await expect.poll(async () => (await activeAlerts()).find((a) => a.title === title)?.severity, { timeout: 10_000 }).toBe('warning');
    await database.db.collection('service_instances').updateOne({ _id: insertedId }, { $set: { 'metrics.cpu_usage': 12 } });
    await expect.poll(async () => (await activeAlerts()).some((a) => a.title === title), { timeout: 10_000 }).toBe(false);
  });

  it('serves Prometheus metrics with the bearer token only', async () => {
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: 'Bearer faux' } })).status).toBe(401);
    const scrape = await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${PROMETHEUS_TOKEN}` } });
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scrape.text();
    expect(text).toMatch(/^# HELP process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^http_requests_total\{method="GET",status_code="200"\} \d+/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.1",method="GET",status_code="200"\} \d+/m);
  });
});

describe('a database outage', () => {
  it('is published as a critical alert at once, and recorded once the database is back', async () => {
    // The embedded database, started by the server itself: its only child process. Always the
    // embedded one, MONGODB_URI or not: its supervisor brings it back, no server restarts a MongoDB.
    const { server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: '', MONITORING_SAMPLE_MS: '500' } });
    const events = await listenToWebhookEvents(server.baseUrl, token);
    try {
      await expect.poll(async () => (await api.get('/services/monitoring/metrics', { token, query: { range: '5m' } })).body.timestamps?.length ?? 0, { timeout: 10_000 }).toBeGreaterThan(0);
      const databasePid = Number(execFileSync('pgrep', ['-P', String(server.pid)], { encoding: 'utf8' }).trim().split('\n')[0]);
      process.kill(databasePid, 'SIGKILL');
      await expect.poll(() => events.received.find((e) => e.data.data.title === 'Base de données injoignable')?.data, { timeout: 10_000 }).toMatchObject({
        event: 'alert.triggered',
        data: { severity: 'critical', service: 'platform' },
      });
      await expect
        .poll(async () => ((await api.get('/services/monitoring/alerts', { token, query: { status: 'resolved' } })).body as any[])?.find?.((a) => a.title === 'Base de données injoignable'), { timeout: 30_000, interval: 500 })
        .toMatchObject({ severity: 'critical', status: 'resolved' });
      // The samples the outage prevented count against the availability.
      expect((await api.get('/services/monitoring/metrics', { token, query: { range: '5m' } })).body.availability).toBeLessThan(100);
    } finally {
      events.close();
      await server.stop();
    }
  });
});

describe('Prometheus endpoint', () => {
  it('is off by default', async () => {
    const server = await startServer({ env: { MONITORING_SAMPLE_MS: '0' } });
    try {
      const response = await fetch(`${server.baseUrl}/metrics`);
      expect(await response.text()).not.toMatch(/process_cpu_user_seconds_total/);
    } finally {
      await server.stop();
    }
  });

  it('answers the machine itself when enabled without a token', async () => {
    const server = await startServer({ env: { MONITORING_SAMPLE_MS: '0', PROMETHEUS_ENABLED: '1' } });
    try {
      const response = await fetch(`${server.baseUrl}/metrics`);
      expect(response.status).toBe(200);
      expect(await response.text()).toMatch(/^nodejs_eventloop_lag_seconds /m);
    } finally {
      await server.stop();
    }
  });
});
