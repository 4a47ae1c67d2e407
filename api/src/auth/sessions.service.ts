/**
 * Sessions the server knows: each sign-in stores one `user_sessions` document, the token
 * carries its id, and every request checks it, so signing out, a password reset, a
 * deactivation or a role change ends a session at once.
 *
 * Cost per request: an in-process cache keeps, per session, the user it opens (role
 * included) for CACHE_TTL_MS, so token → user is a Map lookup at any number of users.
 * This process evicts the entries itself on every change it makes (logout, revocation,
 * user update). With several server processes sharing one database (SOLE_WRITER off), a
 * change may come from another process: there is no cache, each request reads its session,
 * so a session ended anywhere is refused everywhere at once.
 */
import { Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { randomBytes } from 'node:crypto';
import type { Connection, HydratedDocument } from 'mongoose';
import { users } from '@hexagone/schemas';
import { config } from '../config';
import type { Doc } from '../crud/crud-models';
import { CrudService } from '../crud/crud.service';
import { SettingsService } from '../settings/settings.service';
import { deviceOf } from './device';
import { sessionEnded, sessionPolicy } from './session-policy';
import { toSessionUser, type SessionUser } from './session-user';

export interface StoredSession {
  _id: string;
  user_id: string;
  /** Opened with a second factor. */
  mfa: boolean;
  created_at: Date;
  last_seen: Date;
  expires_at: Date;
  user_agent: string;
  device: string;
  ip: string;
}

/** What the profile page shows of a session. */
export interface SessionView {
  id: string;
  device: string;
  ip: string;
  created_at: Date;
  last_seen: Date;
  current: boolean;
}

export interface Origin {
  ip?: string;
  userAgent?: string;
}

interface CacheEntry {
  user: SessionUser;
  session: StoredSession;
  loadedAt: number;
}

const CACHE_TTL_MS = config.soleWriter ? 5_000 : 0;
/** last_seen is written at most this often per session (and 4 times per idle timeout): idle time is known to this precision. */
const TOUCH_EVERY_MS = 60_000;

/** A session, or every session of an account, ended here (what ends live streams at once, session-streams.ts). */
export type SessionsEnded = { sessionId: string } | { userId: string };

@Injectable()
export class SessionsService {
  private readonly cache = new Map<string, CacheEntry>();
  /** Counts the ends and changes: a read begun before one does not cache what it read. */
  private forgets = 0;
  private readonly endedListeners: ((ended: SessionsEnded) => void)[] = [];

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly crud: CrudService,
    private readonly settings: SettingsService,
  ) {}

  /** The security settings' session_timeout, as saved now. */
  private async policy() {
    return sessionPolicy((await this.settings.security()).session_timeout);
  }

  private sessions() {
    return this.connection.collection<StoredSession>('user_sessions');
  }

  async open(userId: string, mfa: boolean, origin: Origin): Promise<StoredSession> {
    const now = new Date();
    const userAgent = (origin.userAgent ?? '').slice(0, 512);
    const session: StoredSession = {
      _id: randomBytes(24).toString('base64url'),
      user_id: userId,
      mfa,
      created_at: now,
      last_seen: now,
      expires_at: new Date(now.getTime() + sessionPolicy().absoluteMs),
      user_agent: userAgent,
      device: deviceOf(userAgent),
      ip: origin.ip ?? '',
    };
    await this.sessions().insertOne(session);
    return session;
  }

  /**
   * The user a live session of `userId` (the token's account) opens, or undefined when it has
   * ended (it is then removed) or is another account's. Read side by side: the session, the
   * settings and the account (named by the token, so not read after the session), then the
   * move of its last_seen.
   */
  async resolve(sessionId: string, userId: string): Promise<{ user: SessionUser; session: StoredSession } | undefined> {
    const now = Date.now();
    const forgets = this.forgets;
    const cached = this.cache.get(sessionId);
    const fresh = cached && now - cached.loadedAt < CACHE_TTL_MS ? cached : undefined;
    if (!fresh) this.cache.delete(sessionId);
    const [session, policy, account] = await Promise.all([
      fresh?.session ?? this.sessions().findOne({ _id: sessionId }),
      this.policy(),
      fresh ? undefined : this.crud.findById(users, userId),
    ]);
    if (!session || session.user_id !== userId) return undefined;
    if (sessionEnded(session, now, policy)) {
      await this.end(sessionId);
      return undefined;
    }
    const touch = now - session.last_seen.getTime() >= Math.min(TOUCH_EVERY_MS, policy.idleMs / 4);
    if (touch) session.last_seen = new Date(now);
    // A session ended meanwhile (an inactive account) is not brought back: the update does not upsert.
    const [entry] = await Promise.all([
      fresh ?? this.opened(sessionId, session, account, now, forgets),
      touch ? this.sessions().updateOne({ _id: sessionId }, { $set: { last_seen: session.last_seen } }) : undefined,
    ]);
    return entry;
  }

  /** The session's account as read, kept CACHE_TTL_MS; undefined, and the session ended, when it is gone or inactive. */
  private async opened(sessionId: string, session: StoredSession, record: HydratedDocument<Doc> | null | undefined, now: number, forgets: number): Promise<CacheEntry | undefined> {
    if (!record || record.get('active') === false) {
      await this.end(sessionId);
      return undefined;
    }
    const entry = { user: toSessionUser(record.toObject()), session, loadedAt: now };
    if (this.forgets === forgets) this.cache.set(sessionId, entry);
    return entry;
  }

  async listFor(userId: string, currentId?: string): Promise<SessionView[]> {
    const now = Date.now();
    const policy = await this.policy();
    const stored = await this.sessions().find({ user_id: userId }).toArray();
    return stored
      .filter((session) => !sessionEnded(this.cache.get(session._id)?.session ?? session, now, policy))
      .map((session) => {
        const seen = this.cache.get(session._id)?.session.last_seen ?? session.last_seen;
        return {
          id: session._id,
          device: session.device,
          ip: session.ip,
          created_at: session.created_at,
          last_seen: seen,
          current: session._id === currentId,
        };
      })
      .sort((a, b) => Number(b.current) - Number(a.current) || b.last_seen.getTime() - a.last_seen.getTime());
  }

  /**
   * Of these sessions, those still open, with their user's id: one query, read from the
   * database (another process may have ended one) and without touching them (a live stream
   * does not keep its session alive).
   */
  async stillOpen(sessionIds: readonly string[]): Promise<Map<string, string>> {
    if (!sessionIds.length) return new Map();
    const now = Date.now();
    const policy = await this.policy();
    const stored = await this.sessions().find({ _id: { $in: [...sessionIds] } }, { projection: { user_id: 1, last_seen: 1, expires_at: 1 } }).toArray();
    return new Map(stored.filter((session) => !sessionEnded(session, now, policy)).map((session) => [session._id, session.user_id]));
  }

  /** Told of every end made by this process (another process's are found in the database). */
  onEnded(listener: (ended: SessionsEnded) => void): void {
    this.endedListeners.push(listener);
  }

  private ended(ended: SessionsEnded): void {
    for (const listener of this.endedListeners) listener(ended);
  }

  /** Ends one session; with `userId`, only if it is that user's. Answers whether one ended. */
  async end(sessionId: string, userId?: string): Promise<boolean> {
    const filter = userId === undefined ? { _id: sessionId } : { _id: sessionId, user_id: userId };
    const done = (await this.sessions().deleteOne(filter)).deletedCount === 1;
    // After the delete: a request read while it ran does not keep the session in this cache.
    this.forgets += 1;
    this.cache.delete(sessionId);
    if (done) this.ended({ sessionId });
    return done;
  }

  /**
   * Ends every session of a user (but `keep`, the caller's own, when given). Answers how many.
   * Its live streams all end, the kept session's too: the account's rights may have changed.
   */
  async endAllOf(userId: string, keep?: string): Promise<number> {
    const filter = keep === undefined ? { user_id: userId } : { user_id: userId, _id: { $ne: keep } };
    const count = (await this.sessions().deleteMany(filter)).deletedCount;
    // After the delete, like end().
    this.forgetUser(userId);
    this.ended({ userId });
    return count;
  }

  /** The user changed (name, role…): the next request reads it again. */
  forgetUser(userId: string): void {
    this.forgets += 1;
    for (const [id, entry] of this.cache) if (entry.user._id === userId) this.cache.delete(id);
  }
}
