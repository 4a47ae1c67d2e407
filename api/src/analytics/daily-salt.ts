/**
 * The visitor count of the CNIL conditions: a visitor is the hash of a salt, the site, the
 * address and the user agent. The salt is drawn at random once per day (Europe/Paris) and
 * kept in the database, so every server process counts one visitor once; the salts of past
 * days are deleted as soon as a new day's salt is drawn, after which yesterday's hashes can
 * no longer be linked to anyone, nor to today's.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { mongo } from 'mongoose';

export const SALTS_COLLECTION = 'analytics_salts';

interface SaltDocument {
  _id: string;
  salt: string;
  created_at: Date;
}

const isDuplicate = (error: unknown) => (error as { code?: number }).code === 11000;

/** Hex SHA-256, cut to 32 characters: enough to tell visitors apart, nothing to reverse. */
export function visitorHash(salt: string, site: string, ip: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${site}\n${ip}\n${userAgent}`).digest('hex').slice(0, 32);
}

export class DailySalts {
  /** The day's salt, once read: it never changes during its day. */
  private known?: { day: string; salt: string };

  constructor(private readonly db: mongo.Db) {}

  private get salts() {
    return this.db.collection<SaltDocument>(SALTS_COLLECTION);
  }

  async saltOf(day: string): Promise<string> {
    if (this.known?.day === day) return this.known.salt;
    let stored = await this.salts.findOne({ _id: day });
    if (!stored) {
      try {
        await this.salts.insertOne({ _id: day, salt: randomBytes(32).toString('hex'), created_at: new Date() });
      } catch (error) {
        // Another process drew it first: its salt is the day's.
        if (!isDuplicate(error)) throw error;
      }
      stored = await this.salts.findOne({ _id: day });
      await this.destroyBefore(day);
    }
    this.known = { day, salt: stored!.salt };
    return stored!.salt;
  }

  /** Deletes the salts of the days before `day`. */
  async destroyBefore(day: string): Promise<void> {
    await this.salts.deleteMany({ _id: { $lt: day } });
  }
}
