/**
 * The request limits of an API key, counted in the database (platform/limits) so that every
 * server process counts the same requests: the key's own limit per window (spec 3 §5), and
 * the documented limits of the public API (spec 1 §9: 100 requests per second sustained, bursts
 * of 1 000, 100 000 per hour), which an Enterprise key may raise (`burst_limit`, `hourly_limit`).
 * A burst of 1 000 at 100 per second is a window of 10 s admitting 1 000 requests; an override
 * of the burst changes what that window admits.
 */
import { RATE_WINDOW_MS, type RateWindow } from '@hexagone/schemas';
import type { ThrottlerStorage } from '@nestjs/throttler';

export const PUBLIC_API_LIMITS = { perSecond: 100, burst: 1_000, perHour: 100_000 } as const;
const BURST_WINDOW_MS = (PUBLIC_API_LIMITS.burst / PUBLIC_API_LIMITS.perSecond) * 1_000;

export interface KeyLimits {
  rate_limit: number;
  rate_window: RateWindow;
  burst_limit?: number | null;
  hourly_limit?: number | null;
}

export interface LimitVerdict {
  /** The key's own limit, for the X-RateLimit-* headers. */
  limit: number;
  remaining: number;
  /** Seconds until the key's own window starts again. */
  reset: number;
  /** Seconds to wait when a limit is reached (429). */
  retryAfter?: number;
}

export interface LimitWindow {
  name: string;
  limit: number;
  ms: number;
}

export function keyWindows(key: KeyLimits): LimitWindow[] {
  return [
    { name: 'apikey', limit: key.rate_limit, ms: RATE_WINDOW_MS[key.rate_window] },
    { name: 'apikey-burst', limit: key.burst_limit ?? PUBLIC_API_LIMITS.burst, ms: BURST_WINDOW_MS },
    { name: 'apikey-hour', limit: key.hourly_limit ?? PUBLIC_API_LIMITS.perHour, ms: RATE_WINDOW_MS.hour },
  ];
}

/**
 * Whether the key's own limit already keeps it within a documented window: at most `own.limit`
 * requests per own window means at most that many in a shorter window it contains, and that
 * many per own window in each of the own windows a longer one spans.
 */
export const impliedBy = (own: LimitWindow, window: LimitWindow): boolean => own.limit * Math.ceil(window.ms / own.ms) <= window.limit;

/** Counts one request of the key in each of its windows that may bind; the first one reached refuses it. */
export async function countRequest(storage: ThrottlerStorage, keyId: string, key: KeyLimits): Promise<LimitVerdict> {
  const [own, ...others] = keyWindows(key);
  const documented = others.filter((window) => !impliedBy(own, window));
  const mine = await storage.increment(keyId, own.ms, own.limit, 0, own.name);
  const verdict: LimitVerdict = { limit: own.limit, remaining: Math.max(0, own.limit - mine.totalHits), reset: mine.timeToExpire };
  if (mine.isBlocked) return { ...verdict, retryAfter: mine.timeToExpire };
  for (const window of documented) {
    const hits = await storage.increment(keyId, window.ms, window.limit, 0, window.name);
    if (hits.isBlocked) return { ...verdict, retryAfter: hits.timeToExpire };
  }
  return verdict;
}
