/**
 * The log of the requests made with each API key (`api_key_requests`, dated by `at`): one
 * document per answered request, from which a key's usage statistics are computed. Only sums
 * and counts are asked of the database (the embedded one knows no `$avg`).
 */
import { parisDayKey, parisInstant, type ApiKeyUsage } from '@hexagone/schemas';
import type { mongo } from 'mongoose';

export const API_KEY_REQUESTS_COLLECTION = 'api_key_requests';
const TOP_ENDPOINTS = 10;

export interface ApiKeyRequest {
  key_id: string;
  at: Date;
  method: string;
  /** The route's pattern (`/api/v1/instances/:id`), so that one endpoint counts as one. */
  endpoint: string;
  status: number;
  /** Whole microseconds: the embedded database sums integers only. */
  duration_us: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export class ApiKeyRequests {
  constructor(private readonly db: mongo.Db) {}

  private get requests() {
    return this.db.collection<ApiKeyRequest>(API_KEY_REQUESTS_COLLECTION);
  }

  async record(entry: ApiKeyRequest): Promise<void> {
    await this.requests.insertOne(entry);
  }

  async usage(keyId: string, now = new Date()): Promise<ApiKeyUsage> {
    const midnight = parisInstant(`${parisDayKey(now)}T00:00`) ?? now;
    const match = { $match: { key_id: keyId } };
    const group = async (by: string, filter: Record<string, unknown> = {}) =>
      this.requests.aggregate<{ _id: unknown; count: number }>([{ $match: { key_id: keyId, ...filter } }, { $group: { _id: by, count: { $sum: 1 } } }]).toArray();
    // One accumulator per $group: the embedded database answers 0 for a second one.
    const [codes, endpoints, succeededBy, today, [durations]] = await Promise.all([
      group('$status'),
      group('$endpoint'),
      group('$endpoint', { status: { $lt: 400 } }),
      this.requests.countDocuments({ key_id: keyId, at: { $gte: midnight } }),
      this.requests.aggregate<{ total: number }>([match, { $group: { _id: null, total: { $sum: '$duration_us' } } }]).toArray(),
    ]);
    const total = codes.reduce((sum, row) => sum + row.count, 0);
    const duration = durations?.total ?? 0;
    const succeeded = codes.filter((row) => Number(row._id) < 400).reduce((sum, row) => sum + row.count, 0);
    const successes = new Map(succeededBy.map((row) => [String(row._id), row.count]));
    return {
      total_requests: total,
      requests_today: today,
      success_rate: total ? round1((succeeded / total) * 100) : 0,
      avg_response_time: total ? round1(duration / total / 1_000) : 0,
      top_endpoints: endpoints
        .sort((a, b) => b.count - a.count || String(a._id).localeCompare(String(b._id)))
        .slice(0, TOP_ENDPOINTS)
        .map((row) => {
          // Stored as `METHOD /path` (one endpoint per method and route pattern).
          const [method = '', ...path] = String(row._id).split(' ');
          return { path: path.join(' '), method, requests: row.count, success_rate: round1(((successes.get(String(row._id)) ?? 0) / row.count) * 100) };
        }),
      response_codes: Object.fromEntries(codes.map((row): [string, number] => [String(row._id), row.count]).sort(([a], [b]) => String(a).localeCompare(String(b)))),
    };
  }

  async forget(keyId: string): Promise<void> {
    await this.requests.deleteMany({ key_id: keyId });
  }
}
