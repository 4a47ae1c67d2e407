/**
 * The monitoring's storage on the real embedded database: raw points in their buckets, each
 * minute rolled up once (a second roll-up of the same minute, as by a second process, adds
 * nothing), the 7-day range read from the 1-minute points, and the cleanup dropping raw
 * points after 24 h and 1-minute points after 7 days.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDatabase, type TestDatabase } from '../support/database';
import { REPO_ROOT } from '../support/server';
import { point } from '../../api/src/monitoring/test-points';

const require = createRequire(import.meta.url);
const dist = (path: string) => require(join(REPO_ROOT, 'api', 'dist', 'monitoring', path));
const { SampleStore, SAMPLES_COLLECTION, encodePoint } = dist('sample-store.js') as typeof import('../../api/src/monitoring/sample-store');

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let database: TestDatabase;
let store: InstanceType<typeof SampleStore>;

beforeAll(async () => {
  database = await startDatabase();
  store = new SampleStore(database.db, { rawKeepMs: DAY, minuteKeepMs: 7 * DAY, healthKeepDays: 30 });
});
afterAll(async () => {
  await database?.stop();
});

describe('monitoring storage', () => {
  it('rolls each minute up once into its 1-minute point, and reads ranges from either resolution', async () => {
    const start = Date.parse('2026-11-20T10:00:00Z');
    for (let s = 0; s < 120; s += 10) await store.record(point(start + s * 1000, { cpu: s < 60 ? 10 : 30, requests: 5 }));

    expect(await store.rollUp(new Date(start))).toBe(true);
    expect(await store.rollUp(new Date(start))).toBe(false);
    // The minute not rolled up yet is read from its raw points.
    const upToNow = await store.readRange('1m', new Date(start - HOUR), new Date(start + 119_000));
    expect(upToNow.map((p) => [p.at.toISOString(), p.samples, p.cpu])).toEqual([
      ['2026-11-20T10:00:00.000Z', 6, 10],
      ['2026-11-20T10:01:00.000Z', 6, 30],
    ]);
    expect(await store.rollUp(new Date(start + 60_000))).toBe(true);
    // A minute without raw points adds nothing.
    expect(await store.rollUp(new Date(start + 5 * 60_000))).toBe(false);

    const minutes = await store.read('1m', new Date(start - HOUR), new Date(start + HOUR));
    expect(minutes.map((p) => [p.at.toISOString(), p.samples, p.cpu, p.requests])).toEqual([
      ['2026-11-20T10:00:00.000Z', 6, 10, 30],
      ['2026-11-20T10:01:00.000Z', 6, 30, 30],
    ]);
    const raw = await store.read('raw', new Date(start + 30_000), new Date(start + 60_000));
    expect(raw.map((p) => p.at.toISOString())).toEqual(['2026-11-20T10:00:30.000Z', '2026-11-20T10:00:40.000Z', '2026-11-20T10:00:50.000Z', '2026-11-20T10:01:00.000Z']);
  });

  it('reads a 7-day range from at most 29 documents of 1-minute points, quickly', async () => {
    const now = Date.parse('2026-12-10T10:00:00Z');
    const from = now - 7 * DAY;
    // A week of 1-minute points written as the roll-up leaves them, one document per 6 hours.
    const docs = new Map<string, { _id: string; resolution: '1m'; start: Date; end: Date; points: unknown[] }>();
    for (let at = from; at <= now; at += 60_000) {
      const start = Math.floor(at / (6 * HOUR)) * 6 * HOUR;
      const _id = `1m:${new Date(start).toISOString()}`;
      const doc = docs.get(_id) ?? { _id, resolution: '1m' as const, start: new Date(start), end: new Date(at), points: [] };
      doc.points.push(encodePoint(point(at, { seconds: 60, samples: 6 })));
      doc.end = new Date(at);
      docs.set(_id, doc);
    }
    await database.db.collection(SAMPLES_COLLECTION).insertMany([...docs.values()] as never[]);
    const started = performance.now();
    const week = await store.read('1m', new Date(from), new Date(now));
    const elapsed = performance.now() - started;
    expect(week).toHaveLength(7 * 1440 + 1);
    expect(elapsed).toBeLessThan(1_000);
  });

  it('drops raw points after 24 hours and 1-minute points after 7 days', async () => {
    const samples = database.db.collection(SAMPLES_COLLECTION);
    const count = async (resolution: string) => samples.countDocuments({ resolution });
    const rawBefore = await count('raw');
    const minutesBefore = await count('1m');
    expect(rawBefore).toBeGreaterThan(0);

    // 23 hours after the first test's points: nothing has expired yet from it.
    const first = Date.parse('2026-11-20T10:02:00Z');
    expect(await store.cleanup(new Date(first + 23 * HOUR))).toMatchObject({ raw: 0, minute: 0 });
    // A day after: its raw points go, its 1-minute points stay.
    expect((await store.cleanup(new Date(first + DAY))).raw).toBe(rawBefore);
    expect(await count('raw')).toBe(0);
    expect(await count('1m')).toBe(minutesBefore);
    // Seven days after: its 1-minute points go too (the week written above ends later and stays).
    expect((await store.cleanup(new Date(first + 7 * DAY))).minute).toBe(1);
    const left = await samples.find({ resolution: '1m' }).toArray();
    expect(left.some((doc) => String(doc._id) === '1m:2026-11-20T06:00:00.000Z')).toBe(false);
    expect(left).toHaveLength(minutesBefore - 1);
  });

  it('measures availability as the share of health samples that were up over 30 days', async () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(await store.availability('platform', now, 30)).toBeNull();
    await store.countHealth(new Date('2026-11-25T08:00:00Z'), { platform: 1, saas: 1 }, 998);
    await store.countHealth(new Date('2026-11-26T08:00:00Z'), { platform: 0, saas: 1 }, 2);
    // Older than 30 days: not counted.
    await store.countHealth(new Date('2026-09-01T08:00:00Z'), { platform: 0, saas: 0 }, 500);
    expect(await store.availability('platform', now, 30)).toBe(99.8);
    expect(await store.availability('saas', now, 30)).toBe(100);
  });
});
