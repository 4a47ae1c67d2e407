/**
 * The second way in beside sessions: `Authorization: Bearer hx_live_…`. A key is found by the
 * hash of its secret (or of the secret it replaced, during the overlap after a rotation), then
 * held to its expiry, its allowed addresses (the client's address as TRUST_PROXY decides it:
 * a forged X-Forwarded-For changes nothing) and its request limits (429 with Retry-After), and
 * turned into a caller of the declared access rules: the team permissions its permissions
 * stand for (a `read:` one on reads only), the role `admin` only if it holds `admin`, and the
 * records of its account where records belong to someone — always within its owner's rights as
 * they are at this request (GitHub's fine-grained tokens, Stripe's restricted keys): a key whose
 * owner lost a right loses it too, and a key whose owner is deactivated or deleted opens
 * nothing. Every answer is logged for its usage statistics.
 */
import { ForbiddenException, HttpException, HttpStatus, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Request, Response } from 'express';
import * as ipaddr from 'ipaddr.js';
import type { Connection } from 'mongoose';
import { API_KEY_ADMIN, API_KEY_MESSAGES, API_KEY_PREFIX, API_KEY_TEAM_PERMISSIONS, apiKeys, isReadOnly, parisDayKey, readOnlyKey, SUPER_ROLE, users, type ApiKeyPermission, type Caller } from '@hexagone/schemas';
import { isWellFormedApiKey } from '../api-keys/api-key-secret';
import { ApiKeyRequests } from '../api-keys/api-key-requests';
import { cleanText } from '../audit/audit-entry';
import { AuditLogService } from '../audit/audit-log.service';
import { countRequest, type KeyLimits } from '../api-keys/api-key-limits';
import { AccessService } from '../crud/access.service';
import { CrudService } from '../crud/crud.service';
import { DatabaseThrottlerStorage } from '../platform/limits/database-throttler-storage';
import { hashToken } from './password';
import { accountRights, toSessionUser, type SessionUser } from './session-user';

/** The role of a key without `admin`: no declared rule names it, only its permissions count. */
export const API_KEY_ROLE = 'api_key';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface KeyDocument extends KeyLimits {
  _id: unknown;
  name: string;
  permissions?: string[];
  expires_at?: Date | null;
  allowed_ips?: string[];
  user_id?: string;
  key?: string;
  previous_key?: string;
  previous_key_until?: Date;
}

/** What a request made with a key knows of it (its usage is logged under `id`). */
export interface KeyCaller extends SessionUser {
  apiKeyId: string;
  /** The hash of the token presented and the key's own permissions: what a stream it opens is held to (session-streams.ts). */
  apiKeyHash: string;
  apiKeyPermissions: readonly string[];
  /** The owner's rights when the key was checked (session-user.ts's accountRights): a stream it opens ends when they change. */
  ownerRights: string;
  /** Reads only: every permission a `read:` one, or an owner whose role changes nothing. */
  readOnly: boolean;
}

export const isKeyCaller = (user: SessionUser | undefined): user is KeyCaller => typeof (user as KeyCaller | undefined)?.apiKeyId === 'string';

/** Past its expiry day (Paris), a key opens nothing. */
const expired = (key: Pick<KeyDocument, 'expires_at'>, now: Date) => Boolean(key.expires_at && parisDayKey(now) > key.expires_at.toISOString().slice(0, 10));

/** The key's permissions, compared as text. */
const keyRights = (permissions: readonly string[] | undefined) => JSON.stringify([...(permissions ?? [])].map(String).sort());

/**
 * Whether what a token hashed `hash` opened with these permissions is still open: the key exists,
 * the token is its current one (or its previous one within the rotation's overlap), it has not
 * expired, and its permissions are those it had.
 */
export function keyStillOpens(key: KeyDocument | undefined, hash: string, permissions: readonly string[], now: Date): boolean {
  if (!key || expired(key, now) || keyRights(key.permissions) !== keyRights(permissions)) return false;
  return key.key === hash || (key.previous_key === hash && Boolean(key.previous_key_until && key.previous_key_until > now));
}

export const apiKeyOf = (req: Request): string | undefined => {
  const header = req.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
  return token?.startsWith(API_KEY_PREFIX) ? token : undefined;
};

/** The team permissions a key's permissions open for a request of this method. */
export function keyTeamPermissions(permissions: readonly string[], method: string): string[] {
  const read = READ_METHODS.has(method.toUpperCase());
  const opened = permissions.flatMap((permission) => {
    const team = API_KEY_TEAM_PERMISSIONS[permission as Exclude<ApiKeyPermission, 'admin'>];
    return team && (read || permission.startsWith('write:')) ? team : [];
  });
  return [...new Set(opened)];
}

/**
 * What a key acts with for a request of this method: the intersection of its own permissions and
 * its owner's current rights (`owner`, with the permissions of its role). `admin` makes the key an
 * administrator's only while its owner is one; for any other owner it stands for the owner's own
 * rights. An owner whose role changes nothing (an observer) lends no right to a write.
 */
export function keyRole(permissions: readonly string[], owner: Caller, method: string): { role: string; permissions: string[] } {
  const admin = permissions.includes(API_KEY_ADMIN);
  if (owner.role === SUPER_ROLE) return admin ? { role: SUPER_ROLE, permissions: [] } : { role: API_KEY_ROLE, permissions: keyTeamPermissions(permissions, method) };
  if (isReadOnly(owner) && !READ_METHODS.has(method.toUpperCase())) return { role: API_KEY_ROLE, permissions: [] };
  const held = owner.permissions ?? [];
  const opened = admin ? held : keyTeamPermissions(permissions, method).filter((permission) => held.includes(permission));
  return { role: API_KEY_ROLE, permissions: [...opened] };
}

/** Whether the address is one of the allowed addresses or ranges (none listed: any). */
export function addressAllowed(allowed: readonly string[], address: string | undefined): boolean {
  if (!allowed.length) return true;
  if (!address || !ipaddr.isValid(address)) return false;
  const client = ipaddr.process(address);
  return allowed.some((entry) => {
    if (entry.includes('/')) {
      if (!ipaddr.isValidCIDR(entry)) return false;
      const [range, bits] = ipaddr.parseCIDR(entry);
      const normal = range.kind() === 'ipv6' && (range as ipaddr.IPv6).isIPv4MappedAddress() ? null : range;
      return normal !== null && client.kind() === normal.kind() && client.match([normal, bits]);
    }
    return ipaddr.isValid(entry) && ipaddr.process(entry).toNormalizedString() === client.toNormalizedString();
  });
}

/** How often a key's use is noted (last_used, the audit log's api_key.used). */
const USE_NOTED_EVERY_MS = 60_000;

@Injectable()
export class ApiKeyAuth {
  private readonly limits: DatabaseThrottlerStorage;
  readonly requests: ApiKeyRequests;

  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly audit: AuditLogService,
    private readonly crud: CrudService,
    private readonly access: AccessService,
  ) {
    this.limits = new DatabaseThrottlerStorage(connection.db!);
    this.requests = new ApiKeyRequests(connection.db!);
  }

  private get keys() {
    return this.connection.db!.collection<KeyDocument>(apiKeys.name);
  }

  /**
   * `last_used` moves, and the audit log gets its `api_key.used` entry, at most once a minute per
   * key: one conditional update decides, so parallel requests and processes write it once.
   */
  private async noteUse(key: KeyDocument, req: Request, now: Date): Promise<void> {
    const moved = await this.keys.updateOne(
      { _id: key._id as never, $or: [{ last_used: { $exists: false } }, { last_used: null }, { last_used: { $lt: new Date(now.getTime() - USE_NOTED_EVERY_MS) } }] },
      { $set: { last_used: now } },
    );
    if (!moved.modifiedCount) return;
    await this.audit.write([
      {
        timestamp: now,
        user: key.user_id ? String(key.user_id) : null,
        user_name: null,
        user_email: null,
        action: 'api_key.used',
        resource_type: apiKeys.name,
        resource_id: String(key._id),
        severity: 'info',
        ip_address: req.ip ?? null,
        user_agent: cleanText(req.headers['user-agent']),
        http_method: req.method,
        request_url: cleanText(req.originalUrl),
        details: { name: key.name },
        error: null,
      },
    ]);
  }

  async authenticate(req: Request, res: Response, token: string): Promise<KeyCaller> {
    const started = performance.now();
    if (!isWellFormedApiKey(token)) throw new UnauthorizedException(API_KEY_MESSAGES.invalidKey);
    const hash = hashToken(token);
    const now = new Date();
    const key =
      (await this.keys.findOne({ key: hash })) ?? (await this.keys.findOne({ previous_key: hash, previous_key_until: { $gt: now } }));
    if (!key) throw new UnauthorizedException(API_KEY_MESSAGES.invalidKey);
    const id = String(key._id);
    // Every answer from here on, refusals included, counts in the key's statistics.
    res.once('finish', () => {
      const endpoint = `${req.baseUrl ?? ''}${(req.route as { path?: string } | undefined)?.path ?? req.path}`;
      void this.requests
        .record({ key_id: id, at: now, method: req.method, endpoint: `${req.method} ${endpoint}`, status: res.statusCode, duration_us: Math.round((performance.now() - started) * 1_000) })
        .catch(() => undefined);
    });
    if (expired(key, now)) throw new UnauthorizedException(API_KEY_MESSAGES.expired);
    if (!addressAllowed(key.allowed_ips ?? [], req.ip)) throw new ForbiddenException(API_KEY_MESSAGES.ipRefused);
    const verdict = await countRequest(this.limits, id, { rate_limit: key.rate_limit, rate_window: key.rate_window, burst_limit: key.burst_limit, hourly_limit: key.hourly_limit });
    res.setHeader('X-RateLimit-Limit', String(verdict.limit));
    res.setHeader('X-RateLimit-Remaining', String(verdict.remaining));
    res.setHeader('X-RateLimit-Reset', String(verdict.reset));
    if (verdict.retryAfter !== undefined) {
      res.setHeader('Retry-After', String(verdict.retryAfter));
      throw new HttpException({ statusCode: 429, message: API_KEY_MESSAGES.rateLimited(verdict.retryAfter) }, HttpStatus.TOO_MANY_REQUESTS);
    }
    // The owner as stored now (a kept record as sole writer, dropped on every write to it).
    const stored = await this.crud.findById(users, key.user_id);
    if (!stored || stored.get('active') === false) throw new UnauthorizedException(API_KEY_MESSAGES.ownerInactive);
    void this.noteUse(key, req, now).catch(() => undefined);
    const owner = toSessionUser(stored.toObject());
    const permissions = key.permissions ?? [];
    const ownerCaller = (await this.access.caller(owner))!;
    const acting = keyRole(permissions, ownerCaller, req.method);
    return {
      _id: owner._id,
      id: owner.id,
      // The audit and activity logs name the key and the account it acts for.
      name: `Clé API « ${key.name} » (${owner.name || owner.email})`,
      email: owner.email,
      ...acting,
      apiKeyId: id,
      apiKeyHash: hash,
      apiKeyPermissions: permissions,
      ownerRights: accountRights(stored.toObject()),
      readOnly: readOnlyKey(permissions) || isReadOnly(ownerCaller),
    };
  }
}
