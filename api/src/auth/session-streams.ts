/**
 * Live streams (Server-Sent Events) end with the session that opened them: at logout, when
 * the session is revoked or expires, when the account is deleted or deactivated, or when its
 * role or permissions change (its rights were checked only when it connected), and after
 * STREAM_MAX_MS in any case, so that no stream lives on unchecked. Every open stream of this
 * process ends at once when this process ends its session (or all of its account's), and is
 * checked every STREAM_CHECK_MS against the database, in batched queries (sessions, accounts,
 * API keys): a logout or a change made through another server process ends it too. A stream
 * opened with an API key ends likewise when the key is deleted, rotated (once the overlap is
 * over), expires or changes permissions, or when its owner's rights change.
 */
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Types } from 'mongoose';
import { Observable } from 'rxjs';
import { apiKeys, users, type User } from '@hexagone/schemas';
import { isKeyCaller, keyStillOpens, type KeyCaller, type KeyDocument } from './api-key-auth';
import { CrudService } from '../crud/crud.service';
import { isObjectId } from '../crud/object-id';
import { accountRights as rightsOf, type SessionUser } from './session-user';
import { SessionsService } from './sessions.service';

export const STREAM_CHECK_MS = 5_000;
/** The longest a stream lives: the browser then opens a new one, with a new signed link. */
export const STREAM_MAX_MS = 30 * 60_000;

type Watched = { user: SessionUser; end: () => void } & ({ sessionId: string } | { key: KeyCaller });


@Injectable()
export class SessionStreams implements OnModuleDestroy {
  private readonly watched = new Set<Watched>();
  private timer?: NodeJS.Timeout;
  private checking = false;

  constructor(
    private readonly sessions: SessionsService,
    private readonly crud: CrudService,
  ) {
    // An end made by this process closes its streams at once; the periodic check finds the others.
    sessions.onEnded((ended) => {
      for (const watched of [...this.watched]) {
        if ('sessionId' in watched && ('sessionId' in ended ? watched.sessionId === ended.sessionId : watched.user._id === ended.userId)) watched.end();
      }
    });
  }

  /**
   * Emits once the stream of this session and user (or this API key) must end. Without either
   * (a stream nobody signed in to) only the lifetime bounds it.
   */
  ending(sessionId: string | undefined, user: SessionUser | undefined, maxMs = STREAM_MAX_MS): Observable<void> {
    return new Observable<void>((subscriber) => {
      const end = () => {
        subscriber.next();
        subscriber.complete();
      };
      const lifetime = setTimeout(end, maxMs);
      const watched: Watched | undefined = isKeyCaller(user) ? { key: user, user, end } : sessionId && user ? { sessionId, user, end } : undefined;
      if (watched) this.watch(watched);
      return () => {
        clearTimeout(lifetime);
        if (watched) this.unwatch(watched);
      };
    });
  }

  private watch(watched: Watched): void {
    this.watched.add(watched);
    this.timer ??= setInterval(() => void this.check(), STREAM_CHECK_MS);
  }

  private unwatch(watched: Watched): void {
    this.watched.delete(watched);
    if (!this.watched.size && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** Ends the streams whose session ended or whose account's rights are no longer those it opened with. */
  async check(): Promise<void> {
    if (this.checking || !this.watched.size) return;
    this.checking = true;
    try {
      const all = [...this.watched];
      const bySession = all.filter((watched) => 'sessionId' in watched);
      const byKey = all.filter((watched) => 'key' in watched);
      // The accounts of the sessions and the owners of the keys: a key acts within its owner's rights.
      const ids = [...new Set(all.map((w) => w.user._id))].filter(isObjectId);
      const accounts = await this.crud.model(users.name).find({ _id: { $in: ids } }, { role: 1, permissions: 1, active: 1 }).lean<Pick<User, '_id' | 'role' | 'permissions' | 'active'>[]>().exec();
      const rights = new Map(accounts.map((account) => [String(account._id), rightsOf(account)]));
      if (bySession.length) {
        const open = await this.sessions.stillOpen([...new Set(bySession.map((w) => w.sessionId))]);
        for (const watched of bySession) {
          const sameSession = open.get(watched.sessionId) === watched.user._id;
          if (!sameSession || rights.get(watched.user._id) !== rightsOf({ ...watched.user, active: true })) watched.end();
        }
      }
      if (byKey.length) {
        // The raw collection: the key's hashes are never selected by the resource's model.
        const ids = [...new Set(byKey.map((w) => w.key.apiKeyId))].map((id) => new Types.ObjectId(id));
        const keys = await this.crud.model(apiKeys.name).collection.find<KeyDocument>({ _id: { $in: ids } }).toArray();
        const stored = new Map(keys.map((key) => [String(key._id), key]));
        const now = new Date();
        for (const watched of byKey) {
          const { apiKeyId, apiKeyHash, apiKeyPermissions, ownerRights } = watched.key;
          if (!keyStillOpens(stored.get(apiKeyId), apiKeyHash, apiKeyPermissions, now) || rights.get(watched.user._id) !== ownerRights) watched.end();
        }
      }
    } catch {
      // The database did not answer: the next round checks again; a stream is never ended on a doubt.
    } finally {
      this.checking = false;
    }
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }
}
