/**
 * The store of measured events on a real database: the first events of an hour, arriving at
 * once (a visitor's beacons overlap when pages follow each other quickly), race to create the
 * hour's bucket; none is lost, and the hour is listed once.
 */
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDatabase, type TestDatabase } from '../support/database';
import { REPO_ROOT } from '../support/server';

const require = createRequire(import.meta.url);
const { AnalyticsStore } = require(join(REPO_ROOT, 'api', 'dist', 'analytics', 'analytics-store.js')) as {
  AnalyticsStore: new (db: unknown) => { append(event: Record<string, unknown>): Promise<void>; eventsOfDay(day: string): Promise<unknown[]> };
};

let database: TestDatabase;

beforeAll(async () => {
  database = await startDatabase();
}, 60_000);

afterAll(async () => {
  await database?.stop();
  if (database) await rm(database.dataDir, { recursive: true, force: true });
});

describe('the events store', () => {
  it('keeps every one of many first events of an hour sent at once', async () => {
    const store = new AnalyticsStore(database.db);
    for (const hour of [9, 10, 11]) {
      const at = Date.UTC(2026, 10, 20, hour, 30);
      await Promise.all(
        Array.from({ length: 12 }, (_, index) => store.append({ at: at + index, v: `visiteur-${index}`, k: 'view', p: `/page-${index}`, s: 'direct', d: 'desktop', b: 'Chrome', c: 'FR' })),
      );
    }
    expect(await store.eventsOfDay('2026-11-20')).toHaveLength(36);
    const month = await database.db.collection('analytics_hours').findOne({ _id: '2026-11' as never });
    expect([...month!.hours].sort()).toEqual(['2026-11-20/10', '2026-11-20/11', '2026-11-20/12']);
  });
});
