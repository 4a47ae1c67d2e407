import { describe, expect, it } from 'vitest';
import { metricsAnswer } from './metrics-answer';
import { point } from './test-points';

const web = (id: string, status: string, cpu: number) => ({ id, name: id, type: 'hosting-ha', status, cpu, mem: cpu / 2 });

describe('monitoring metrics answer', () => {
  const points = [
    point('2026-11-26T09:00:00Z', { requests: 20, duration_sum_ms: 400, net_in: 2_000, health: { platform: 1, 'hosting-ha': 1 }, instances: [web('a', 'running', 20)] }),
    point('2026-11-26T09:00:10Z', { requests: 0, duration_sum_ms: 0, errors: 0, health: { platform: 1, 'hosting-ha': 0 }, instances: [web('a', 'running', 40), web('b', 'error', 0)] }),
  ];

  it("gives every service the server's own series, rates per second and overall figures", () => {
    const answer = metricsAnswer({ service: 'all', range: '5m', stepMs: 10_000, points, availability: 99.5 });
    expect(answer.timestamps).toEqual(['2026-11-26T09:00:00.000Z', '2026-11-26T09:00:10.000Z']);
    expect(answer.network_in).toEqual([200, 100]);
    expect(answer.response_times).toEqual([20, 0]);
    expect(answer).toMatchObject({ requests_per_second: 1, avg_response_time: 20, error_rate: 0, availability: 99.5, resolution_seconds: 10 });
    expect(answer.service_status).toHaveLength(7);
    expect(answer.service_status.find((s) => s.type === 'hosting-ha')).toMatchObject({ healthy: false, instances: 2, running: 1, cpu_usage: 40, uptime: 50 });
  });

  it("gives one type its running instances' averages and no HTTP series", () => {
    const answer = metricsAnswer({ service: 'hosting-ha', range: '5m', stepMs: 10_000, points, availability: null });
    expect(answer.cpu_usage).toEqual([20, 40]);
    expect(answer.memory_usage).toEqual([10, 20]);
    expect(answer.network_out).toEqual([]);
    expect(answer.service_status.map((s) => s.type)).toEqual(['hosting-ha']);
  });

  it('shows a problem for a type whose service is in error, though none of its instances is (issue 26 §4)', () => {
    const services = [{ id: 's1', name: 'SaaS — Giraud', type: 'saas', status: 'error' }];
    const answer = metricsAnswer({ service: 'all', range: '5m', stepMs: 10_000, points, availability: 99.5, services });
    expect(answer.service_status.find((s) => s.type === 'saas')).toMatchObject({ healthy: false });
    expect(answer.service_status.find((s) => s.type === 'blockchain')).toMatchObject({ healthy: true });
  });
});
