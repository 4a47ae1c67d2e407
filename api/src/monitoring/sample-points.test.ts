import { describe, expect, it } from 'vitest';
import { bucketExpired, bucketId, bucketIds, downsample, mergePoints, percentile, resolutionFor, rollUpMinute } from './sample-points';
import { point } from './test-points';

describe('monitoring time series', () => {
  it('files raw points by 10 minutes and 1-minute points by 6 hours', () => {
    const at = new Date('2026-11-26T09:27:43.500Z');
    expect(bucketId('raw', at)).toBe('raw:2026-11-26T09:20:00.000Z');
    expect(bucketId('1m', at)).toBe('1m:2026-11-26T06:00:00.000Z');
    expect(bucketIds('raw', new Date('2026-11-26T08:27:43Z'), at)).toHaveLength(7);
    // Seven days of 1-minute points: 29 documents at most, whatever the hour.
    expect(bucketIds('1m', new Date(at.getTime() - 7 * 86_400_000), at)).toHaveLength(29);
  });

  it('reads raw points up to an hour, 1-minute points beyond', () => {
    expect(resolutionFor(300)).toBe('raw');
    expect(resolutionFor(3600)).toBe('raw');
    expect(resolutionFor(6 * 3600)).toBe('1m');
  });

  it('takes percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([], 95)).toBe(0);
  });

  it("rolls a minute's raw points into one: sums, averages, worst tails, health share", () => {
    const minute = new Date('2026-11-26T09:27:00Z');
    const raw = [
      point('2026-11-26T09:26:50Z', { cpu: 99 }),
      point('2026-11-26T09:27:00Z', { cpu: 10, requests: 10, p50: 10, p95: 40, errors: 1, health: { platform: 1, saas: 1 } }),
      point('2026-11-26T09:27:10Z', { cpu: 30, requests: 30, p50: 20, p95: 25, health: { platform: 1, saas: 0 } }),
      point('2026-11-26T09:28:00Z', { cpu: 99 }),
    ];
    const rolled = rollUpMinute(raw, minute)!;
    expect(rolled.at).toEqual(minute);
    expect(rolled).toMatchObject({ samples: 2, seconds: 20, cpu: 20, requests: 40, errors: 1, p50: 17.5, p95: 40, net_in: 2_000 });
    expect(rolled.health).toEqual({ platform: 1, saas: 0.5 });
    expect(rollUpMinute(raw, new Date('2026-11-26T09:30:00Z'))).toBeUndefined();
  });

  it('keeps an instance seen in error during the minute in error, its figures averaged', () => {
    const web = { id: 'a', name: 'web', type: 'saas', status: 'running', cpu: 20, mem: 40 };
    const merged = mergePoints(
      [point(0, { instances: [{ ...web, status: 'error', cpu: 0, mem: 0 }] }), point(10_000, { instances: [web] })],
      new Date(0),
    );
    expect(merged.instances).toEqual([{ ...web, status: 'error', cpu: 10, mem: 20 }]);
  });

  it('groups a long range into at most the points a chart needs', () => {
    const from = new Date('2026-11-19T00:00:00Z');
    const minutes = Array.from({ length: 7 * 1440 }, (_, i) => point(from.getTime() + i * 60_000, { seconds: 60 }));
    const { points, stepMs } = downsample(minutes, from, 60_000, 360);
    expect(points.length).toBeLessThanOrEqual(360);
    expect(stepMs).toBe(28 * 60_000);
    expect(points[0]).toMatchObject({ samples: 28, seconds: 28 * 60, requests: 280 });
    expect(downsample(minutes.slice(0, 60), from, 60_000, 360).points).toHaveLength(60);
  });

  it('expires raw buckets after their keep time', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(bucketExpired(new Date('2026-11-25T11:59:59Z'), now, 86_400_000)).toBe(true);
    expect(bucketExpired(new Date('2026-11-25T12:00:01Z'), now, 86_400_000)).toBe(false);
  });
});
