/**
 * The activity log stays bounded (issue 13): entries older than ACTIVITY_LIVE_DAYS leave the
 * live collection for monthly gzip files of JSON lines, which administrators list and
 * download; the live log keeps the recent ones, and its list and total follow at once.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ObjectId } from 'mongodb';
import { startServerAsAdmin } from '../support/admin-session';
import type { ApiClient } from '../support/api';
import { startDatabase, type TestDatabase } from '../support/database';
import type { TestServer } from '../support/server';

const DAY = 24 * 60 * 60 * 1000;
let database: TestDatabase;
let server: TestServer;
let api: ApiClient;
let token: string;

const entry = (daysAgo: number, label: string) => ({
  _id: new ObjectId(),
  created_at: new Date(Date.now() - daysAgo * DAY),
  user_id: null,
  action: 'update',
  collection: 'roles',
  resource_id: null,
  method: 'PUT',
  status_code: 200,
  ip_address: null,
  details: { label },
  action_type: 'update',
  resource_type: 'Rôle',
  actor_kind: 'system',
  actor_name: 'Système',
  actor_email: null,
});
const old = [entry(200, 'très ancienne'), entry(120, 'ancienne'), entry(121, 'ancienne bis')];

beforeAll(async () => {
  database = await startDatabase();
  await database.db.collection('user_activity').insertMany([...old, entry(2, 'récente')]);
  ({ server, api, token } = await startServerAsAdmin({ env: { MONGODB_URI: database.uri, ACTIVITY_LIVE_DAYS: '30' } }));
});
afterAll(async () => {
  await server?.stop();
  await database?.stop();
});

const month = (date: Date) => date.toISOString().slice(0, 7);

describe('the activity log archive', () => {
  it('moves the entries older than the live period to monthly files, and keeps the others', async () => {
    const before = (await api.get('/user_activity', { token })).body.pagination.total;
    const run = await api.post('/activity-archives/run', {}, { token });
    expect(run.status).toBe(200);
    expect(run.body.archived).toBe(3);
    const live = await api.get('/user_activity', { token, query: { limit: '100' } });
    expect(live.body.pagination.total).toBe(before - 3);
    const labels = live.body.data.map((e: any) => e.details?.label);
    expect(labels).toContain('récente');
    expect(labels).not.toContain('ancienne');
    // Nothing older is left: a second run moves nothing.
    expect((await api.post('/activity-archives/run', {}, { token })).body.archived).toBe(0);
  });

  it('lists the months and downloads each as JSON lines, the same entries, dates and ids included', async () => {
    const files = (await api.get('/activity-archives', { token })).body.data.map((f: any) => f.month);
    expect(files).toEqual([...new Set(old.map((e) => month(e.created_at)))].sort().reverse());
    const lines: any[] = [];
    for (const name of files) {
      const response = await fetch(`${server.baseUrl}/api/activity-archives/${name}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(`journal-activite-${name}.jsonl.gz`);
      const text = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
      lines.push(...text.trim().split('\n').map((line) => JSON.parse(line)));
    }
    expect(lines.map((l) => l._id.$oid).sort()).toEqual(old.map((e) => e._id.toHexString()).sort());
    const first = lines.find((l) => l.details.label === 'très ancienne');
    expect(new Date(first.created_at.$date.$numberLong ? Number(first.created_at.$date.$numberLong) : first.created_at.$date).getTime()).toBe(old[0].created_at.getTime());
  });

  it('is for administrators only, and answers 404 in French for a month without archive', async () => {
    expect((await api.get('/activity-archives')).status).toBe(401);
    const missing = await api.get('/activity-archives/1999-01', { token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Aucune archive du journal pour ce mois');
  });
});
