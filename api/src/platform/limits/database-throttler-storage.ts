/**
 * Where @nestjs/throttler counts the requests of an address (login, public forms): in the
 * database, so that every server process counts the same attempts. A window is fixed
 * (`ttl` long, from a multiple of `ttl`); each request of a window is a document whose `_id`
 * carries its number in the window, given by a unique-key insert (database/numbered-insert.ts):
 * no read-then-write, no `$inc`, so two processes never count one request twice or lose one.
 * Past the limit, the document of request limit + 1 stands for "blocked" and nothing more is
 * written until the window ends.
 */
import type { ThrottlerModuleOptions, ThrottlerOptions, ThrottlerStorage } from '@nestjs/throttler';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection, mongo } from 'mongoose';
import { insertNumbered } from '../../database/numbered-insert';

export const RATE_HITS_COLLECTION = 'platform_rate_hits';

interface HitDocument {
  _id: string;
  series: string;
  number: number;
  expires_at: Date;
}

export class DatabaseThrottlerStorage implements ThrottlerStorage {
  /**
   * The last number this process stored or saw in each current series: the next request tries
   * the one after it directly (insertNumbered's hint), sparing a read of the series (a scan of
   * the collection on the embedded database) unless another process took that number.
   */
  private readonly lastSeen = new Map<string, { number: number; ends: number }>();

  constructor(
    private readonly db: mongo.Db,
    private readonly now: () => number = Date.now,
  ) {}

  private get hits() {
    return this.db.collection<HitDocument>(RATE_HITS_COLLECTION);
  }

  async increment(key: string, ttl: number, limit: number, _blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const now = this.now();
    const start = Math.floor(now / ttl) * ttl;
    const series = `${throttlerName}:${key}@${start}`;
    const timeToExpire = Math.max(1, Math.ceil((start + ttl - now) / 1000));
    const blocked = { totalHits: limit + 1, timeToExpire, isBlocked: true, timeToBlockExpire: timeToExpire };
    if (await this.hits.findOne({ _id: hitId(series, limit + 1) }, { projection: { _id: 1 } })) return blocked;
    const expires_at = new Date(start + ttl);
    const seen = this.lastSeen.get(series);
    const number = await insertNumbered({
      series,
      hint: seen ? seen.number + 1 : undefined,
      last: async () => (await this.hits.find({ series }).sort({ number: -1 }).limit(1).toArray())[0]?.number ?? 0,
      insert: (n) => this.hits.insertOne({ _id: hitId(series, n), series, number: n, expires_at }),
    });
    this.lastSeen.set(series, { number, ends: start + ttl });
    // The first request of a window clears the windows that have ended.
    if (number === 1) {
      await this.hits.deleteMany({ expires_at: { $lte: new Date(now) } });
      for (const [name, { ends }] of this.lastSeen) if (ends <= now) this.lastSeen.delete(name);
    }
    return number > limit ? blocked : { totalHits: number, timeToExpire, isBlocked: false, timeToBlockExpire: 0 };
  }
}

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

const hitId = (series: string, number: number) => `${series}#${number}`;

/** ThrottlerModule.forRootAsync's options: these throttlers, counted in the database. */
export const throttlersInDatabase = (throttlers: ThrottlerOptions[]) => ({
  inject: [getConnectionToken()],
  useFactory: (connection: Connection): ThrottlerModuleOptions => ({ throttlers, storage: new DatabaseThrottlerStorage(connection.db!) }),
});
